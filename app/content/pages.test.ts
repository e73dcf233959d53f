import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { homeContentFor } from "./home";
import { listingPageFor } from "./listings";
import { findPage, templatePaths } from "./pages";
import type { Art } from "./types";

// The English pages: the cards of the home page and of the listing pages.
const home = homeContentFor("en");
const homeCollections = home.collection.cards;
const homeServices = home.services.cards;
const values = home.values.items;
const collectionTiles = listingPageFor("collections", "en").grid.cards;
const productTiles = listingPageFor("products", "en").grid.cards;
const motorizedProducts = listingPageFor("motorized", "en").grid.cards;

const pages = templatePaths.map((path) => {
  for (const kind of ["category", "style", "service", "policy"] as const) {
    const page = findPage(path, kind, "en");
    if (page) return { path, page };
  }
  throw new Error(`no page for ${path}`);
});

describe("template page registry", () => {
  it("aliases share their canonical page's content", () => {
    const short = findPage("/collections/curtains/sheer", "style", "en")!;
    const long = findPage("/collections/curtains/sheer-curtains", "style", "en")!;
    expect(short.canonical).toBe("/collections/curtains/sheer-curtains");
    expect(short.styles).toEqual(long.styles);
  });

  it("finds a page only under its own kind and ignores a trailing slash", () => {
    expect(findPage("/collections/blinds", "style", "en")).toBeUndefined();
    expect(findPage("/collections/blinds/", "category", "en")?.heading).toBe("Custom Blinds");
    expect(findPage("/collections/nope", "category", "en")).toBeUndefined();
  });

  it("style pages have three or six features and quote links with an encoded model", () => {
    for (const { path, page } of pages) {
      if (page.kind !== "style") continue;
      expect([3, 6], path).toContain(page.features.length);
      for (const style of page.styles) {
        if (!style.link?.to.startsWith("/quote-request")) continue;
        const model = new URL(style.link.to, "http://x").searchParams.get("model");
        expect(model, path).toBe(style.name);
        expect(style.link.to, path).not.toMatch(/\s/);
      }
    }
  });
});

describe("artwork", () => {
  it("every referenced illustration exists in public/", () => {
    const images: Art[] = [
      ...[homeCollections, collectionTiles, productTiles, motorizedProducts, homeServices, values]
        .flat()
        .map((c) => c.image),
      ...pages.flatMap(({ page }) => {
        if (page.kind === "policy") return [];
        const own = [page.hero.image];
        if (page.kind === "category") return [...own, ...page.cards.map((c) => c.image)];
        if (page.kind === "style") return [...own, ...page.styles.map((s) => s.image)];
        return own;
      }),
    ];
    const missing = images.filter((img) => !existsSync(`public${img.src}`)).map((img) => img.src);
    expect(missing).toEqual([]);
  });
});
