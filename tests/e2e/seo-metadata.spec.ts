import type { Page } from "@playwright/test";
import { createStaff, signIn, startAdminServer } from "./admin-helpers";
import { expect, hydrated, test } from "./fixtures";
import { curtainAliases, prerenderedPages, productPrices } from "./prerendered";
import { routeTable, unknownPaths } from "./route-table";

type HeadFacts = {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  og: Record<string, string>;
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

const canonicalPathOf = (path: string) => curtainAliases[path] ?? path;
const pathOf = (url: string) => new URL(url).pathname;

/** Which structured data each kind of page must carry. */
function expectedTypes(path: string): string[] {
  if (path === "/") return ["WebSite", "LocalBusiness"];
  if (path === "/contact") return ["LocalBusiness"];
  if (/^\/collections\/[^/]+(\/[^/]+)?$/.test(path)) return ["BreadcrumbList"];
  if (path.startsWith("/services/")) return ["BreadcrumbList"];
  // Product pages: checked on their own below, as the Product part needs the gallery data.
  if (/^\/product\/\d+$/.test(path)) return ["BreadcrumbList"];
  return [];
}

const pages = prerenderedPages();

test.describe("search metadata of every prerendered page", () => {
  test("every page of the route table is prerendered", () => {
    expect(pages.map((p) => p.path).sort()).toEqual(routeTable.map((r) => r.path).sort());
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
      expect(noindex, `${path}: only the blog placeholder is kept out of search`).toBe(path === "/blog");
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

      for (const data of blocks.map((b) => b.parsed!)) {
        if (data["@type"] === "BreadcrumbList") {
          const items = data.itemListElement as { position: number; name: string; item: string }[];
          expect(
            items.map((c) => c.position),
            path,
          ).toEqual(items.map((_, n) => n + 1));
          expect(pathOf(items.at(-1)!.item), path).toBe(canonicalPathOf(path));
          expect(pathOf(items[0]!.item), path).toBe("/");
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
  test("the sitemap lists every canonical page once and no alias, placeholder or missing page", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(urls).size, "no URL twice").toBe(urls.length);

    const expected = new Set(routeTable.map((r) => canonicalPathOf(r.path)).filter((p) => p !== "/blog"));
    expect(urls.map(pathOf).sort()).toEqual([...expected].sort());
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
  await expect(page.locator("script[type='application/ld+json']")).toHaveCount(0);
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
