/**
 * At the end of the build (react-router.config.ts, buildEnd): writes build/client/sitemap.xml and robots.txt
 * from the prerendered pages themselves. Each page names its canonical URL in
 * its head, so aliases collapse to one entry, pages marked noindex (the blog
 * placeholder) stay out, and only pages that exist as files are listed. Each
 * entry carries its page's language alternates (issue 32: `xhtml:link`, as
 * Google reads them), read from the same head.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type Alternate = { hreflang: string; href: string };
export type PageHeadFacts = { canonical?: string; noindex: boolean; alternates: Alternate[] };
export type SitemapEntry = { url: string; alternates: Alternate[] };

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, "i"))?.[1]?.replace(/&amp;/g, "&");

export function readHeadFacts(html: string): PageHeadFacts {
  const head = html.slice(0, Math.max(html.indexOf("</head>"), 0)) || html;
  let canonical: string | undefined;
  let noindex = false;
  const alternates: Alternate[] = [];
  for (const [tag] of head.matchAll(/<(?:link|meta)\b[^>]*>/gi)) {
    const rel = /^<link/i.test(tag) ? attr(tag, "rel")?.toLowerCase() : undefined;
    if (rel === "canonical") canonical = attr(tag, "href");
    const hreflang = attr(tag, "hreflang");
    const href = attr(tag, "href");
    if (rel === "alternate" && hreflang && href) alternates.push({ hreflang, href });
    if (/^<meta/i.test(tag) && attr(tag, "name")?.toLowerCase() === "robots") {
      noindex ||= /\bnoindex\b/i.test(attr(tag, "content") ?? "");
    }
  }
  return { canonical, noindex, alternates };
}

/** Site path a prerendered file answers: build/client/a/b/index.html -> /a/b */
export function pathOfFile(root: string, file: string): string {
  const rel = path.relative(root, file).split(path.sep).join("/");
  return "/" + rel.replace(/(^|\/)index\.html$/, "").replace(/\/$/, "");
}

export type SitemapInput = { path: string; html: string }[];

/**
 * Every indexable page's canonical URL, once each, home first, then alphabetical, with the language alternates its
 * canonical page names (an alias's own head is not where they are read).
 */
export function sitemapEntries(pages: SitemapInput): SitemapEntry[] {
  const paths = new Set(pages.map((p) => p.path));
  const entries = new Map<string, SitemapEntry>();
  for (const page of pages) {
    const { canonical, noindex, alternates } = readHeadFacts(page.html);
    if (noindex) continue;
    if (!canonical) throw new Error(`${page.path} has no canonical URL`);
    const target = new URL(canonical).pathname;
    if (!paths.has(target)) throw new Error(`${page.path} names ${canonical} as canonical, which is not a page`);
    if (target === page.path || !entries.has(canonical)) entries.set(canonical, { url: canonical, alternates });
  }
  return [...entries.values()].sort((a, b) => {
    const [pa, pb] = [new URL(a.url).pathname, new URL(b.url).pathname];
    if (pa === "/" || pb === "/") return pa === "/" ? -1 : 1;
    return pa.localeCompare(pb, "en", { numeric: true });
  });
}

/** The canonical URLs alone, in the sitemap's order. */
export function sitemapUrls(pages: SitemapInput): string[] {
  return sitemapEntries(pages).map((entry) => entry.url);
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One `<url>`: its location and, for a page in several languages, an `xhtml:link` for each (itself included). */
function urlElement(entry: SitemapEntry): string {
  const links = entry.alternates.map(
    (alternate) =>
      `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
  );
  return `  <url><loc>${escapeXml(entry.url)}</loc>${links.join("")}</url>`;
}

export function sitemapXml(entries: (string | SitemapEntry)[]): string {
  const elements = entries.map((entry) =>
    urlElement(typeof entry === "string" ? { url: entry, alternates: [] } : entry),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${elements.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === "index.html") yield full;
  }
}

export function writeSitemap(root: string) {
  const pages = [...htmlFiles(root)].map((file) => ({
    path: pathOfFile(root, file),
    html: readFileSync(file, "utf8"),
  }));
  const entries = sitemapEntries(pages);
  if (entries.length === 0) throw new Error(`no indexable pages under ${root}`);
  const urls = entries.map((entry) => entry.url);
  const origin = new URL(urls[0]!).origin;
  writeFileSync(path.join(root, "sitemap.xml"), sitemapXml(entries));
  writeFileSync(path.join(root, "robots.txt"), robotsTxt(origin));
  return { urls, origin };
}
