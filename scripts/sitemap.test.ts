import { describe, expect, it } from "vitest";
import { readHeadFacts, robotsTxt, sitemapEntries, sitemapUrls, sitemapXml } from "./sitemap.ts";

const O = "https://www.amberwood.test";
const page = (path: string, canonical?: string, robots?: string) => ({
  path,
  html: `<!DOCTYPE html><html><head><title>x</title>${canonical ? `<link rel="canonical" href="${O}${canonical}"/>` : ""}${robots ? `<meta name="robots" content="${robots}"/>` : ""}</head><body><link rel="canonical" href="${O}/body-is-ignored"/></body></html>`,
});

describe("sitemap URLs from prerendered pages", () => {
  it("lists each canonical page once, aliases collapsed, home first", () => {
    const urls = sitemapUrls([
      page("/collections/curtains/sheer", "/collections/curtains/sheer-curtains"),
      page("/collections/curtains/sheer-curtains", "/collections/curtains/sheer-curtains"),
      page("/product/10", "/product/10"),
      page("/product/2", "/product/2"),
      page("/", "/"),
    ]);
    expect(urls).toEqual([`${O}/`, `${O}/collections/curtains/sheer-curtains`, `${O}/product/2`, `${O}/product/10`]);
  });

  it("leaves out pages marked noindex", () => {
    expect(sitemapUrls([page("/", "/"), page("/blog", "/blog", "noindex, follow")])).toEqual([`${O}/`]);
  });

  it("refuses a canonical URL that is not a page, or an indexable page without one", () => {
    expect(() => sitemapUrls([page("/a", "/missing")])).toThrow(/not a page/);
    expect(() => sitemapUrls([page("/a")])).toThrow(/no canonical/);
  });

  it("reads canonical and robots from the head only", () => {
    expect(readHeadFacts(page("/x", "/x", "NOINDEX").html)).toEqual({
      canonical: `${O}/x`,
      noindex: true,
      alternates: [],
    });
  });

  it("lists each language's page with its alternates, read from the canonical page's head (issue 32)", () => {
    const alternates = (path: string) =>
      `<link rel="alternate" hrefLang="en" href="${O}${path}"/><link rel="alternate" hrefLang="es" href="${O}/es${path}"/>` +
      `<link rel="alternate" hrefLang="x-default" href="${O}${path}"/>`;
    const withAlternates = (path: string, canonical: string) => ({
      path,
      html: `<html><head><link rel="canonical" href="${O}${canonical}"/>${alternates(canonical.replace(/^\/es/, "") || "/")}</head></html>`,
    });
    const entries = sitemapEntries([withAlternates("/faq", "/faq"), withAlternates("/es/faq", "/es/faq")]);
    expect(entries.map((e) => e.url)).toEqual([`${O}/es/faq`, `${O}/faq`]);
    expect(entries[0]!.alternates.map((a) => a.hreflang)).toEqual(["en", "es", "x-default"]);
    const xml = sitemapXml(entries);
    expect(xml).toContain(`<url><loc>${O}/faq</loc><xhtml:link rel="alternate" hreflang="en" href="${O}/faq"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${O}/es/faq"/>`);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("writes a sitemaps.org urlset with escaped locations", () => {
    const xml = sitemapXml([`${O}/`, `${O}/a?b=1&c=2`]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain(`<loc>${O}/a?b=1&amp;c=2</loc>`);
  });

  it("allows every crawler and points at the sitemap", () => {
    expect(robotsTxt(O)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${O}/sitemap.xml\n`);
  });
});
