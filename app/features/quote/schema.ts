import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import {
  honeypot,
  integerField,
  localeField,
  multiline,
  optionalText,
  personFields,
  smsConsentField,
  text,
} from "../leads/fields.ts";
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
  product_type: z.enum(PRODUCT_TYPES, { error: msg("validation.productTypeRequired") }),
  product_model: text(100, msg("validation.productModelRequired"), msg("validation.productModelRequired")),
  installation_required: z.enum(INSTALLATION, { error: msg("validation.installationRequired") }).default("no"),
};

type ProductChoice = {
  product_type: (typeof PRODUCT_TYPES)[number];
  product_model: string;
  preferred_material: string;
};

/** The model and material must be ones the form offers for the chosen type. */
function checkProduct(q: ProductChoice, ctx: z.RefinementCtx, materialRequired: boolean) {
  if (!PRODUCT_MODELS[q.product_type].includes(q.product_model)) {
    ctx.addIssue({ code: "custom", path: ["product_model"], message: msg("validation.modelFromList") });
  }
  if (
    (materialRequired || q.preferred_material !== "") &&
    !PRODUCT_MATERIALS[q.product_type].includes(q.preferred_material)
  ) {
    ctx.addIssue({ code: "custom", path: ["preferred_material"], message: msg("validation.materialFromList") });
  }
}

const QuoteFields = z
  .object({
    ...personFields,
    ...productFields,
    custom_product_model: optionalText(LIMITS.customModel, msg("validation.customModelTooLong")),
    quantity: integerField(LIMITS.quantityMin, LIMITS.quantityMax, {
      required: msg("validation.quantityRequired"),
      min: msg("validation.quantityMin"),
      max: msg("validation.quantityMax"),
    }),
    window_dimensions: optionalText(LIMITS.dimensions, msg("validation.dimensionsTooLong")),
    windows: windowsField,
    preferred_color: z.enum(COLORS, { error: msg("validation.colorRequired") }),
    preferred_material: text(60, msg("validation.materialRequired"), msg("validation.materialRequired")),
    message: multiline(LIMITS.message, msg("validation.messageTooLong")).optional().default(""),
    /** The unticked "Text me…" box (issue 35). */
    sms_consent: smsConsentField,
    [HONEYPOT_FIELD]: honeypot,
  })
  .superRefine((q, ctx) => {
    checkProduct(q, ctx, true);
    if (q.product_model === OTHER_MODEL && q.custom_product_model === "") {
      ctx.addIssue({ code: "custom", path: ["custom_product_model"], message: msg("validation.customModelRequired") });
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
    preferred_material: optionalText(60, msg("validation.materialFromList")),
    // Only the language of the messages: a price range is the same in every language.
    locale: localeField,
    windows: z
      .array(WindowSchema.omit({ room: true }), { error: msg("validation.windowsRequired") })
      .min(1, msg("validation.windowsAtLeastOne"))
      .max(MAX_WINDOW_ROWS, msg("estimate.tooManyRows")),
  })
  .superRefine((q, ctx) => checkProduct(q, ctx, false))
  .transform((q, ctx) => refineWithEstimate(q, ctx));

export type QuoteInput = z.infer<typeof QuoteSchema>;
