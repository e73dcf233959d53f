import { describe, expect, it } from "vitest";
import { enContent } from "../i18n/en/content/index.ts";
import { esContent } from "../i18n/es/content/index.ts";
import { galleryItems } from "./gallery.ts";
import { stylePageFacts } from "./styles/index.ts";
import { OPACITIES, productSwatchStyle, SWATCHES, swatchesOfStyle } from "./swatches.ts";

describe("the swatch catalogue", () => {
  it("gives every style page at least four swatches", () => {
    for (const path of Object.keys(stylePageFacts)) {
      expect(swatchesOfStyle(path).length, path).toBeGreaterThanOrEqual(4);
    }
  });

  it("gives every product page its style's swatches", () => {
    for (const item of galleryItems)
      expect(swatchesOfStyle(productSwatchStyle[item.treatment]).length).toBeGreaterThan(0);
  });

  it("has unique ids, chip colours as #RRGGBB and known opacities", () => {
    const ids = SWATCHES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const swatch of SWATCHES) {
      expect(swatch.color, swatch.id).toMatch(/^#[0-9A-F]{6}$/);
      if (swatch.opacity) expect(OPACITIES).toContain(swatch.opacity);
      expect(swatch.id, "ids are what forms and cookies carry").toMatch(/^[a-z0-9-]{1,60}$/);
    }
  });

  it("names and describes every swatch in each language, and nothing else", () => {
    for (const content of [enContent, esContent]) {
      expect(Object.keys(content.swatches.items).sort()).toEqual(SWATCHES.map((s) => s.id).sort());
      for (const words of Object.values(content.swatches.items)) {
        expect(words.name.trim()).not.toBe("");
        expect(words.description.trim()).not.toBe("");
      }
    }
  });
});
