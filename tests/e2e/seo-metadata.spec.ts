import type { Page } from "@playwright/test";
import { createStaff, signIn, startAdminServer } from "./admin-helpers";
import { expect, hydrated, test } from "./fixtures";
import { curtainAliases, prerenderedPages, productPrices } from "./prerendered";
import { localeOfPath, localizedPath, pathWithoutLocale } from "../../app/i18n/locales.ts";
import { routeTable, spanishRouteTable, unknownPaths } from "./route-table";

type HeadFacts = {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  og: Record<string, string>;
  /** `og:locale:alternate` may come more than once. */
  ogAlternates: string[];
  /** The page's `<link rel="alternate" hreflang>`s. */
  alternates: { hreflang: string; href: string }[];
  lang: string;
  jsonLd: { text: string; parsed?: Record<string, unknown>; error?: string }[];
};

/** Reads the head of each HTML document with the browser's own parser. */
function readHeads(page: Page, htmls: string[]): Promise<HeadFacts[]> {
  return page.evaluate((list) => {
    return list.map((html) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      const all = (selector: string) => [...doc.querySelectorAll(selector)];
      const og: Record<string, string> = {};
      for (const m of all("meta[property^='og:'], meta[name^='twitter:']")) {
        og[m.getAttribute("property") ?? m.getAttribute("name") ?? ""] = m.getAttribute("content") ?? "";
      }
      return {
        ogAlternates: all("meta[property='og:locale:alternate']").map((m) => m.getAttribute("content") ?? ""),
        alternates: all("link[rel='alternate'][hreflang]").map((l) => ({
          hreflang: l.getAttribute("hreflang") ?? "",
          href: l.getAttribute("href") ?? "",
        })),
        lang: doc.documentElement.lang,
        titles: all("title").map((t) => t.textContent ?? ""),
        descriptions: all("meta[name='description']").map((m) => m.getAttribute("content") ?? ""),
        canonicals: all("link[rel='canonical']").map((l) => l.getAttribute("href") ?? ""),
        robots: all("meta[name='robots']").map((m) => m.getAttribute("content") ?? ""),
        og,
        jsonLd: all("script[type='application/ld+json']").map((s) => {
          const text = s.textContent ?? "";
          try {
            return { text, parsed: JSON.parse(text) as Record<string, unknown> };
          } catch (error) {
            return { text, error: String(error) };
          }
        }),
      };
    });
  }, htmls);
}

/** The canonical path of a page in its language: an alias's is its -curtains page's, under the same prefix. */
const canonicalPathOf = (path: string) => {
  const bare = pathWithoutLocale(path);
  return localizedPath(curtainAliases[bare] ?? bare, localeOfPath(path));
};
const pathOf = (url: string) => new URL(url).pathname;

/** Which structured data each kind of page must carry: the page itself with its language, then its subjects. */
function expectedTypes(path: string): string[] {
  const bare = pathWithoutLocale(path);
  if (bare === "/") return ["WebPage", "WebSite", "LocalBusiness"];
  if (bare === "/contact") return ["WebPage", "LocalBusiness"];
  if (/^\/collections\/[^/]+(\/[^/]+)?$/.test(bare)) return ["WebPage", "BreadcrumbList"];
  if (bare.startsWith("/services/")) return ["WebPage", "BreadcrumbList"];
  // Product pages: checked on their own below, as the Product part needs the gallery data.
  if (/^\/product\/\d+$/.test(bare)) return ["WebPage", "BreadcrumbList"];
  return ["WebPage"];
}

/** The blog placeholder, in both languages, is the only page kept out of search. */
const isBlog = (path: string) => pathWithoutLocale(path) === "/blog";

const pages = prerenderedPages();

test.describe("search metadata of every prerendered page", () => {
  test("every page of the route table is prerendered, in English and in Spanish", () => {
    const table = [...routeTable, ...spanishRouteTable].map((r) => r.path);
    expect(pages.map((p) => p.path).sort()).toEqual(table.sort());
    expect(spanishRouteTable.map((r) => r.englishPath).sort()).toEqual(routeTable.map((r) => r.path).sort());
  });

  test("each page names its language and its other language's page, both ways, with absolute URLs", async ({
    page,
  }) => {
    const heads = await readHeads(
      page,
      pages.map((p) => p.html),
    );
    const headOf = new Map(pages.map(({ path }, i) => [path, heads[i]!]));
    for (const { path } of pages) {
      const head = headOf.get(path)!;
      const spanish = localeOfPath(path) === "es";
      expect(head.lang, path).toBe(spanish ? "es" : "en");
      expect(head.og["og:locale"], path).toBe(spanish ? "es_US" : "en_US");
      expect(head.ogAlternates, path).toEqual([spanish ? "en_US" : "es_US"]);
      const english = canonicalPathOf(pathWithoutLocale(path));
      const origin = new URL(head.canonicals[0]!).origin;
      expect(head.alternates, path).toEqual([
        { hreflang: "en", href: `${origin}${english}` },
        { hreflang: "es", href: `${origin}${localizedPath(english, "es")}` },
        { hreflang: "x-default", href: `${origin}${english}` },
      ]);
      // Reciprocal: the other language's page names this one's canonical URL.
      const other = headOf.get(spanish ? pathWithoutLocale(path) : localizedPath(path, "es"))!;
      expect(other.alternates, `${path}: its twin points back`).toContainEqual({
        hreflang: spanish ? "es" : "en",
        href: head.canonicals[0],
      });
    }
  });

  test("one unique title, a description, a canonical URL in the sitemap and previews", async ({ page, request }) => {
    const heads = await readHeads(
      page,
      pages.map((p) => p.html),
    );
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    const titleOf = new Map<string, string>();
    const descriptionOf = new Map<string, string>();

    pages.forEach(({ path }, i) => {
      const head = heads[i]!;
      expect(head.titles, `${path}: one <title>`).toHaveLength(1);
      expect(head.titles[0]!.trim(), `${path}: title`).not.toBe("");
      expect(head.titles[0], `${path}: title names the business`).toContain("Amberwood Blinds");
      expect(head.descriptions, `${path}: one description`).toHaveLength(1);
      expect(head.descriptions[0]!.length, `${path}: description length`).toBeGreaterThanOrEqual(50);
      expect(head.canonicals, `${path}: one canonical link`).toHaveLength(1);
      const canonical = head.canonicals[0]!;
      expect(pathOf(canonical), `${path}: canonical`).toBe(canonicalPathOf(path));

      const noindex = head.robots.some((r) => /noindex/.test(r));
      expect(noindex, `${path}: only the blog placeholder is kept out of search`).toBe(isBlog(path));
      if (!noindex) expect(listed.has(canonical), `${path}: ${canonical} is in the sitemap`).toBe(true);

      expect(head.og["og:title"], path).toBe(head.titles[0]);
      expect(head.og["og:description"], path).toBe(head.descriptions[0]);
      expect(head.og["og:url"], path).toBe(canonical);
      expect(head.og["og:image"], path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
      expect(head.og["twitter:card"], path).toBe("summary_large_image");

      // Aliases share their canonical page's title; different pages never do.
      const key = canonical;
      if (titleOf.has(key)) expect(head.titles[0], path).toBe(titleOf.get(key));
      titleOf.set(key, head.titles[0]!);
      descriptionOf.set(key, head.descriptions[0]!);
    });
    expect(new Set(titleOf.values()).size, "titles are unique per page").toBe(titleOf.size);
    expect(new Set(descriptionOf.values()).size, "descriptions are unique per page").toBe(descriptionOf.size);
  });

  test("valid JSON-LD of the types each kind of page needs", async ({ page }) => {
    const heads = await readHeads(
      page,
      pages.map((p) => p.html),
    );
    pages.forEach(({ path }, i) => {
      const blocks = heads[i]!.jsonLd;
      for (const block of blocks) {
        expect(block.error, `${path}: JSON-LD parses`).toBeUndefined();
        expect(block.text, `${path}: '<' is escaped`).not.toContain("<");
        expect(block.parsed?.["@context"], path).toBe("https://schema.org");
      }
      const types = blocks.map((b) => b.parsed?.["@type"]).filter((t) => t !== "Product");
      expect(types, `${path}: structured data types`).toEqual(expectedTypes(path));
      expect(blocks[0]!.parsed, `${path}: the page's language`).toMatchObject({
        inLanguage: localeOfPath(path),
        url: heads[i]!.canonicals[0],
      });

      for (const data of blocks.map((b) => b.parsed!)) {
        if (data["@type"] === "BreadcrumbList") {
          const items = data.itemListElement as { position: number; name: string; item: string }[];
          expect(
            items.map((c) => c.position),
            path,
          ).toEqual(items.map((_, n) => n + 1));
          expect(pathOf(items.at(-1)!.item), path).toBe(canonicalPathOf(path));
          expect(pathOf(items[0]!.item), path).toBe(localizedPath("/", localeOfPath(path)));
        }
        if (data["@type"] === "LocalBusiness") {
          const text = JSON.stringify(data);
          for (const tel of ["+12135550142", "+12135550187"]) expect(text, path).toContain(tel);
          expect(data).toMatchObject({
            name: "Amberwood Blinds",
            email: expect.stringContaining("@"),
            logo: expect.stringMatching(/^https?:\/\//),
            url: expect.stringMatching(/\/$/),
            openingHoursSpecification: [
              {
                "@type": "OpeningHoursSpecification",
                dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
                  (d) => `https://schema.org/${d}`,
                ),
                opens: "09:00",
                closes: "17:00",
              },
            ],
          });
        }
      }
    });
  });
});

test("the 13 priced gallery items, and only they, carry a Product with a US dollar Offer", async ({ page }) => {
  const products = pages.filter((p) => /^\/product\/\d+$/.test(p.path));
  expect(products).toHaveLength(24);
  const heads = await readHeads(
    page,
    products.map((p) => p.html),
  );
  products.forEach(({ path }, i) => {
    const id = Number(path.split("/").pop());
    const items = heads[i]!.jsonLd.map((b) => b.parsed!).filter((d) => d["@type"] === "Product");
    if (!productPrices[id]) {
      expect(items, `${path}: no Product for a quote-only or display item`).toEqual([]);
      return;
    }
    expect(items, `${path}: one Product`).toHaveLength(1);
    expect(items[0], path).toMatchObject({
      name: expect.stringMatching(/\S/),
      url: expect.stringMatching(new RegExp(`${path}$`)),
      offers: {
        "@type": "Offer",
        price: productPrices[id],
        priceCurrency: "USD",
        availability: expect.stringMatching(/^https:\/\/schema\.org\//),
      },
    });
  });
});

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists every canonical page once in each language, with its alternates, and no alias, placeholder or missing page", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const urls = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
    expect(new Set(urls).size, "no URL twice").toBe(urls.length);

    const table = [...routeTable, ...spanishRouteTable];
    const expected = new Set(table.map((r) => canonicalPathOf(r.path)).filter((p) => !isBlog(p)));
    expect(urls.map(pathOf).sort()).toEqual([...expected].sort());
    entries.forEach((entry, i) => {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      const english = pathWithoutLocale(pathOf(urls[i]!));
      expect(
        links.map((m) => [m[1], pathOf(m[2]!)]),
        urls[i],
      ).toEqual([
        ["en", english],
        ["es", localizedPath(english, "es")],
        ["x-default", english],
      ]);
    });
    expect(new Set(urls.map((u) => new URL(u).origin)).size, "one origin").toBe(1);

    for (const url of urls) {
      const answer = await request.get(pathOf(url), { maxRedirects: 0 });
      expect(answer.status(), url).toBe(200);
    }
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const origin = new URL(sitemap.match(/<loc>([^<]+)<\/loc>/)![1]!).origin;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\S*/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

test.describe("the 404 page", () => {
  test("is titled Page Not Found and kept out of search results", async ({ page, request }) => {
    for (const path of unknownPaths.slice(0, 3)) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const [head] = await readHeads(page, [await response.text()]);
      expect(head!.titles, path).toEqual([expect.stringMatching(/^Page Not Found \| Amberwood Blinds/)]);
      expect(head!.robots, path).toEqual(["noindex"]);
      expect(head!.canonicals, path).toEqual([]);
      expect(head!.jsonLd, path).toEqual([]);
    }
    await page.goto("/nope");
    await expect(page).toHaveTitle(/^Page Not Found \| Amberwood Blinds/);
  });
});

test("following a link updates the title, description and canonical URL", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Amberwood Blinds | Premium Custom Blinds & Curtains");
  await page.locator("footer").getByRole("link", { name: "Shipping Policy" }).click();
  await expect(page).toHaveURL(/\/shipping-policy$/);
  await expect(page).toHaveTitle("Shipping Policy | Amberwood Blinds — Premium Custom Blinds & Curtains");
  await expect(page.locator("head title")).toHaveCount(1);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/shipping-policy$/);
  await expect(page.locator("meta[name=description]")).toHaveAttribute("content", /Free shipping/);
  // Only the page itself, with its language.
  await expect(page.locator("script[type='application/ld+json']")).toHaveCount(1);
});

test("a router navigation between two pages React has taken over updates the head too", async ({ page }) => {
  // React Router runs in the browser on the back office's pages only: public pages are the server's HTML, their
  // forms islands (docs/decisions/0014), so a public page changes only by a document load.
  const server = await startAdminServer();
  try {
    createStaff(server.dbPath, "head@example.com");
    await signIn(page, server.url, "head@example.com");
    await hydrated(page);
    await expect(page).toHaveTitle(/^Inbox \| Amberwood Blinds/);
    await page.getByRole("link", { name: "Agenda" }).click();
    await expect(page).toHaveURL(/\/admin\/agenda$/);
    await expect(page).toHaveTitle(/^Agenda \| Amberwood Blinds/);
    await expect(page.locator("head title")).toHaveCount(1);
  } finally {
    server.stop();
  }
});

test("preview images, icons and the web manifest named in the head are served", async ({ page, request }) => {
  const heads = await readHeads(
    page,
    pages.map((p) => p.html),
  );
  const images = new Set(heads.map((h) => pathOf(h.og["og:image"]!)));
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\//);
  }

  await page.goto("/");
  const manifestHref = await page.locator("link[rel=manifest]").getAttribute("href");
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining("Amberwood Blinds"), start_url: "/" });
  const icons = [
    ...(manifest.icons as { src: string }[]).map((i) => i.src),
    (await page.locator("link[rel=apple-touch-icon]").getAttribute("href"))!,
    (await page.locator("link[rel=icon]").getAttribute("href"))!,
  ];
  for (const icon of icons) expect((await request.get(icon)).status(), icon).toBe(200);
  await expect(page.locator("meta[name=theme-color]")).toHaveAttribute("content", manifest.theme_color);
});
