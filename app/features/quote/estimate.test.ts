import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { galleryItems } from "~/content/gallery";
import { pricing } from "~/content/pricing";
import { PRODUCT_MATERIALS, PRODUCT_MODELS, PRODUCT_TYPES, type ProductType } from "~/features/quote/options";
import type { Locale } from "~/i18n/locales";
import { renderMessage } from "~/i18n/message-key";
import { quoteUi } from "~/i18n/parts/quote";
import {
  describeEstimate,
  describeWindows,
  estimate,
  sizeLimits,
  type EstimateInput,
  type EstimateWindow,
} from "./estimate";

const mapValues = <T>(record: Record<string, T>, f: (value: T) => string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

const product = fc.constantFrom(...PRODUCT_TYPES).chain((type) =>
  fc.record({
    product_type: fc.constant(type),
    product_model: fc.constantFrom(...PRODUCT_MODELS[type]),
    preferred_material: fc.constantFrom("", ...PRODUCT_MATERIALS[type]),
    installation_required: fc.constantFrom("yes" as const, "no" as const),
  }),
);

/** A size in eighths of an inch within the model's limits. */
const windowFor = (type: ProductType, model: string) => {
  const { width, height } = sizeLimits(type, model);
  const eighths = ([min, max]: readonly [number, number]) =>
    fc.integer({ min: min * 8, max: max * 8 }).map((e) => e / 8);
  return fc.record({
    width_in: eighths(width),
    height_in: eighths(height),
    quantity: fc.integer({ min: 1, max: 20 }),
    mount: fc.constantFrom("inside" as const, "outside" as const),
  });
};

const run = (input: EstimateInput) => {
  const result = estimate(input);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return result.estimate;
};

describe("the instant estimate (issue 13)", () => {
  it("a larger window never costs less", () => {
    fc.assert(
      fc.property(
        product.chain((p) => fc.tuple(fc.constant(p), windowFor(p.product_type, p.product_model))),
        fc.nat({ max: 80 }),
        fc.nat({ max: 80 }),
        ([p, w], moreWidth, moreHeight) => {
          const { width, height } = sizeLimits(p.product_type, p.product_model);
          const larger = {
            ...w,
            width_in: Math.min(width[1], w.width_in + moreWidth / 8),
            height_in: Math.min(height[1], w.height_in + moreHeight / 8),
          };
          const small = run({ ...p, windows: [w] });
          const big = run({ ...p, windows: [larger] });
          expect(big.low).toBeGreaterThanOrEqual(small.low);
          expect(big.high).toBeGreaterThanOrEqual(small.high);
        },
      ),
    );
  });

  it("n identical windows cost n times one, and a list costs the sum of its windows", () => {
    fc.assert(
      fc.property(
        product.chain((p) =>
          fc.tuple(
            fc.constant(p),
            fc.array(windowFor(p.product_type, p.product_model), { minLength: 1, maxLength: 5 }),
          ),
        ),
        ([p, windows]) => {
          const all = run({ ...p, windows });
          let low = 0;
          let high = 0;
          for (const w of windows) {
            const one = run({ ...p, windows: [{ ...w, quantity: 1 }] });
            const many = run({ ...p, windows: [w] });
            expect(many.low).toBe(one.low * w.quantity);
            expect(many.high).toBe(one.high * w.quantity);
            low += many.low;
            high += many.high;
          }
          expect([all.low, all.high]).toEqual([low, high]);
          expect(all.windows).toBe(windows.reduce((n, w) => n + w.quantity, 0));
        },
      ),
    );
  });

  it("every window costs at least its model's minimum, and the range is honest: low ≤ high", () => {
    fc.assert(
      fc.property(
        product.chain((p) => fc.tuple(fc.constant(p), windowFor(p.product_type, p.product_model))),
        ([p, w]) => {
          const group =
            pricing.products[p.product_type].groups.find((g) => g.match.test(p.product_model)) ??
            pricing.products[p.product_type].groups.at(-1)!;
          const e = run({ ...p, windows: [w] });
          expect(e.lines[0]!.unit_low).toBeGreaterThanOrEqual(group.minimum);
          expect(e.low).toBeGreaterThanOrEqual(group.minimum * w.quantity);
          expect(e.low).toBeLessThanOrEqual(e.high);
        },
      ),
    );
  });

  it("a standard window of each gallery product lands near the gallery's published price", () => {
    const priced = galleryItems.filter((item) => /^\d+(\.\d+)?$/.test(item.price));
    expect(priced.length).toBeGreaterThanOrEqual(10);
    for (const item of priced) {
      const e = run({
        product_type: item.quote.type,
        product_model: item.quote.model,
        preferred_material: "",
        installation_required: "no",
        windows: [{ ...pricing.standardWindow, quantity: 1, mount: "inside" }],
      });
      const price = Number(item.price);
      expect(e.low, item.title).toBeLessThanOrEqual(price);
      expect(e.high, item.title).toBeGreaterThanOrEqual(price);
      expect(Math.abs((e.low + e.high) / 2 - price) / price, item.title).toBeLessThan(0.05);
    }
  });

  it("a size out of the workshop's range gets a field message, never a silent zero", () => {
    const base = {
      product_type: "blinds",
      product_model: "Standard Mini Blinds",
      preferred_material: "",
      installation_required: "no",
    } as const;
    const w: EstimateWindow = { width_in: 97, height_in: 11, quantity: 21, mount: "inside" };
    const result = estimate({ ...base, windows: [{ ...w, width_in: 36, height_in: 48, quantity: 1 }, w] });
    const written = (locale: Locale) =>
      result.ok ? {} : mapValues(result.fields, (message) => renderMessage(message, quoteUi[locale], locale));
    expect(written("en")).toEqual({
      "windows.1.width_in": "Width must be between 12 and 96 inches for Blinds",
      "windows.1.height_in": "Height must be between 12 and 120 inches for Blinds",
      "windows.1.quantity": "How many: a whole number from 1 to 20",
    });
    // The product type's name is a word of the catalogue too, written in the page's language.
    expect(written("es")).toEqual({
      "windows.1.width_in": "El ancho debe estar entre 12 y 96 pulgadas para Persianas",
      "windows.1.height_in": "El alto debe estar entre 12 y 120 pulgadas para Persianas",
      "windows.1.quantity": "Cantidad: un número entero del 1 al 20",
    });
  });

  it("reads as the business and the visitor see it", () => {
    const e = run({
      product_type: "shades",
      product_model: "Roller Shades",
      preferred_material: "Polyester",
      installation_required: "yes",
      windows: [
        { width_in: 36.375, height_in: 48, quantity: 2, mount: "inside" },
        { width_in: 30, height_in: 40, quantity: 1, mount: "outside" },
      ],
    });
    expect(describeEstimate(e)).toMatch(/^Estimated \$[\d,]+ – \$[\d,]+ for 3 windows, installation included$/);
    expect(
      describeWindows([
        { room: "Living Room", width_in: 36.375, height_in: 48, quantity: 2, mount: "inside" },
        { room: "Office", width_in: 30.5, height_in: 40.125, quantity: 1, mount: "outside" },
      ]),
    ).toBe("Living Room: 36 3/8 × 48 in, inside mount, ×2; Office: 30 1/2 × 40 1/8 in, outside mount");
  });
});
