import { z } from "zod";
import { honeypot, integerField, multiline, optionalText, personFields, text } from "../leads/fields.ts";
import { HONEYPOT_FIELD, LIMITS } from "../leads/limits.ts";
import { describeWindows, estimate, MAX_WINDOW_ROWS } from "./estimate.ts";
import { COLORS, INSTALLATION, OTHER_MODEL, PRODUCT_MATERIALS, PRODUCT_MODELS, PRODUCT_TYPES } from "./options.ts";
import { refineWithEstimate, windowsField, WindowSchema, windowsFromForm } from "./windows.ts";

/**
 * The quote request (spec §3.2, §5, issue 13): POST /api/quote and the /quote-request page's
 * action, and POST /api/estimate for the price range alone. Used by the server on every
 * submission; the browser's native constraints come from the same limits (../leads/limits.ts).
 */

const productFields = {
  product_type: z.enum(PRODUCT_TYPES, { error: "Please choose a product type" }),
  product_model: text(100, "Please choose a product model", "Please choose a product model"),
  installation_required: z.enum(INSTALLATION, { error: "Please choose yes or no" }).default("no"),
};

type ProductChoice = {
  product_type: (typeof PRODUCT_TYPES)[number];
  product_model: string;
  preferred_material: string;
};

/** The model and material must be ones the form offers for the chosen type. */
function checkProduct(q: ProductChoice, ctx: z.RefinementCtx, materialRequired: boolean) {
  if (!PRODUCT_MODELS[q.product_type].includes(q.product_model)) {
    ctx.addIssue({ code: "custom", path: ["product_model"], message: "Please choose a model from the list" });
  }
  if (
    (materialRequired || q.preferred_material !== "") &&
    !PRODUCT_MATERIALS[q.product_type].includes(q.preferred_material)
  ) {
    ctx.addIssue({ code: "custom", path: ["preferred_material"], message: "Please choose a material from the list" });
  }
}

const QuoteFields = z
  .object({
    ...personFields,
    ...productFields,
    custom_product_model: optionalText(LIMITS.customModel, `Please keep the model to ${LIMITS.customModel} characters`),
    quantity: integerField(LIMITS.quantityMin, LIMITS.quantityMax, {
      required: "Please enter a quantity",
      min: `The quantity must be at least ${LIMITS.quantityMin}`,
      max: `For more than ${LIMITS.quantityMax} items, please contact us directly`,
    }),
    window_dimensions: optionalText(LIMITS.dimensions, `Please keep the dimensions to ${LIMITS.dimensions} characters`),
    windows: windowsField,
    preferred_color: z.enum(COLORS, { error: "Please choose a color" }),
    preferred_material: text(60, "Please choose a material", "Please choose a material"),
    message: multiline(LIMITS.message, `Messages are at most ${LIMITS.message} characters`).optional().default(""),
    [HONEYPOT_FIELD]: honeypot,
  })
  .superRefine((q, ctx) => {
    checkProduct(q, ctx, true);
    if (q.product_model === OTHER_MODEL && q.custom_product_model === "") {
      ctx.addIssue({ code: "custom", path: ["custom_product_model"], message: "Please specify your product model" });
    }
    if (q.windows.length > 0) refineWithEstimate(q, ctx);
  });

/**
 * A form post's repeated `window_*` fields become `windows`; with windows listed the spec's
 * `quantity` need not be typed (it becomes their total below, whatever was sent).
 */
function prepareQuote(input: unknown): unknown {
  const zipped = windowsFromForm(input);
  if (typeof zipped !== "object" || zipped === null) return zipped;
  const q = zipped as Record<string, unknown>;
  const listed = Array.isArray(q.windows) && q.windows.length > 0;
  const typed = q.quantity !== undefined && !(typeof q.quantity === "string" && q.quantity.trim() === "");
  return listed && !typed ? { ...q, quantity: 1 } : q;
}

/**
 * The quote request (spec §3.2) with its windows (issue 13). With windows listed, the spec's
 * fields stay truthful for every consumer: `quantity` is their total and `window_dimensions`
 * their summary (with anything typed there kept after it), and the server's own estimate
 * comes with them — the browser's figure is never read.
 */
export const QuoteSchema = z.preprocess(prepareQuote, QuoteFields).transform((q) => {
  const result = q.windows.length > 0 ? estimate(q) : null;
  // Refused sizes never get here: the refinement above turned them into field messages.
  if (!result?.ok) return { ...q, estimate: null };
  const e = result.estimate;
  return {
    ...q,
    quantity: e.windows,
    window_dimensions: [describeWindows(q.windows), q.window_dimensions].filter(Boolean).join(" | "),
    estimate: { low: e.low, high: e.high, currency: e.currency, lines: e.lines },
  };
});

/** POST /api/estimate (issue 13): the same choices and windows, without the person. */
export const EstimateSchema = z
  .object({
    ...productFields,
    preferred_material: optionalText(60, "Please choose a material from the list"),
    windows: z
      .array(WindowSchema.omit({ room: true }), { error: "Please list your windows" })
      .min(1, "Please list at least one window")
      .max(MAX_WINDOW_ROWS, `Please list at most ${MAX_WINDOW_ROWS} windows`),
  })
  .superRefine((q, ctx) => checkProduct(q, ctx, false))
  .transform((q, ctx) => refineWithEstimate(q, ctx));

export type QuoteInput = z.infer<typeof QuoteSchema>;
