import { specPrices } from "../../tests/spec-prices";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OTHER_MODEL, PRODUCT_MODELS } from "~/features/quote/options";
import { galleryItems } from "./gallery";
import { productIds } from "./product-ids";

const PRICES = specPrices;

describe("gallery data (spec §3.5)", () => {
  it("holds items 1 to 24, each with a product page", () => {
    expect(galleryItems.map((i) => i.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(productIds).toEqual(galleryItems.map((i) => i.id));
  });

  it("has the spec's titles, prices and categories", () => {
    expect(galleryItems.slice(0, 4).map((i) => i.title)).toEqual([
      "Modern Roller Shade",
      "Classic Roman Shade",
      "Energy-Efficient Cellular Shade",
      "Smart Motorized Shade",
    ]);
    for (const item of galleryItems) {
      const expected = PRICES[item.id] ?? (item.id <= 17 ? "Contact for Quote" : "View Only");
      expect(item.price, `item ${item.id}`).toBe(expected);
      const category =
        item.id <= 13 ? ["residential", "commercial"] : item.id <= 17 ? ["installation"] : ["inspiration"];
      expect(category, `item ${item.id}`).toContain(item.category);
    }
    expect(galleryItems[8]!.description).toContain("100% of light");
  });

  it("gives every item four features, three additional pictures and committed artwork", () => {
    const titles = new Set(galleryItems.map((i) => i.title));
    expect(titles.size).toBe(24);
    for (const item of galleryItems) {
      expect(item.features).toHaveLength(4);
      expect(item.additionalImages).toHaveLength(3);
      for (const image of [item.image, ...item.additionalImages]) {
        expect(image.alt.length).toBeGreaterThan(15);
        expect(existsSync(path.join("public", image.src)), image.src).toBe(true);
      }
    }
  });

  it("points every quote link at a product type the form knows", () => {
    for (const { id, quote } of galleryItems) {
      expect(PRODUCT_MODELS[quote.type], `item ${id}`).toBeDefined();
      expect(quote.model).not.toBe(OTHER_MODEL);
    }
    // Models the form lists are picked as they are; the rest fall back to Other with the text filled in.
    const listed = galleryItems.filter(({ quote }) => PRODUCT_MODELS[quote.type].includes(quote.model));
    expect(listed.length).toBeGreaterThanOrEqual(20);
  });
});
