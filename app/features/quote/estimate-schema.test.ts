import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "./estimate.ts";
import { formatInches, parseInches } from "./inches.ts";
import { PRODUCT_MATERIALS, PRODUCT_MODELS, PRODUCT_TYPES } from "./options.ts";
import { EstimateSchema } from "./schema.ts";

/**
 * Issue 13: the browser and the server compute the same figure. The browser reads the typed
 * sizes with parseInches and calls estimate(); the server validates the same input with its
 * zod schema (typed text or JSON numbers) and calls estimate() again. For any input both
 * accept, the range is the same; for any size one refuses, so does the other.
 */
const input = fc.constantFrom(...PRODUCT_TYPES).chain((type) =>
  fc.record({
    product_type: fc.constant(type),
    product_model: fc.constantFrom(...PRODUCT_MODELS[type]),
    preferred_material: fc.constantFrom(...PRODUCT_MATERIALS[type]),
    installation_required: fc.constantFrom("yes" as const, "no" as const),
    windows: fc.array(
      fc.record({
        // Eighths of an inch from 1/8 to 300 in: inside and outside every product's limits.
        width: fc.integer({ min: 1, max: 2400 }),
        height: fc.integer({ min: 1, max: 2400 }),
        quantity: fc.integer({ min: 1, max: 20 }),
        mount: fc.constantFrom("inside" as const, "outside" as const),
        typed: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
);

describe("the estimate in the browser and on the server", () => {
  it("is the same figure for the same windows, typed as text or sent as numbers", () => {
    fc.assert(
      fc.property(input, (q) => {
        const browser = estimate({
          ...q,
          windows: q.windows.map((w) => ({
            width_in: parseInches(formatInches(w.width / 8))!,
            height_in: parseInches(formatInches(w.height / 8))!,
            quantity: w.quantity,
            mount: w.mount,
          })),
        });
        const server = EstimateSchema.safeParse({
          ...q,
          windows: q.windows.map((w) => ({
            width_in: w.typed ? formatInches(w.width / 8) : w.width / 8,
            height_in: w.typed ? formatInches(w.height / 8) : w.height / 8,
            quantity: w.typed ? String(w.quantity) : w.quantity,
            mount: w.mount,
          })),
        });
        if (browser.ok) {
          expect(server.success).toBe(true);
          expect(server.data).toEqual(browser.estimate);
        } else {
          expect(server.success).toBe(false);
          for (const key of Object.keys(browser.fields)) {
            expect(server.error!.issues.map((i) => i.path.join("."))).toContain(key);
          }
        }
      }),
    );
  });
});
