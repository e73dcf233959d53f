import { z } from "zod";
import {
  emailField,
  honeypot,
  integerField,
  multiline,
  personFields,
  placeFields,
  optionalText,
  text,
} from "./fields.ts";
import { EMAIL_PATTERN, HONEYPOT_FIELD, LIMITS, PHONE_PATTERN } from "./limits.ts";
import { COLORS, INSTALLATION, OTHER_MODEL, PRODUCT_MATERIALS, PRODUCT_MODELS, PRODUCT_TYPES } from "./options.ts";

/**
 * One schema per form, used by the server (safeParse on every submission); the
 * browser's native constraints come from the same limits (./limits.ts), which
 * stay free of zod so the forms do not ship the validation library. Field rules
 * shared by every form live in ./fields.ts.
 */

export const NewsletterSchema = z.object({
  email: emailField,
  [HONEYPOT_FIELD]: honeypot,
});

export const ContactSchema = z.object({
  ...personFields,
  message: multiline(LIMITS.message, `Messages are at most ${LIMITS.message} characters`).pipe(
    z.string().min(1, "Please enter a message"),
  ),
  ...placeFields(
    "location_address",
    "Please choose the job location",
    `Locations are at most ${LIMITS.address} characters`,
  ),
  [HONEYPOT_FIELD]: honeypot,
});

export const QuoteSchema = z
  .object({
    ...personFields,
    product_type: z.enum(PRODUCT_TYPES, { error: "Please choose a product type" }),
    product_model: text(100, "Please choose a product model", "Please choose a product model"),
    custom_product_model: optionalText(LIMITS.customModel, `Please keep the model to ${LIMITS.customModel} characters`),
    quantity: integerField(LIMITS.quantityMin, LIMITS.quantityMax, {
      required: "Please enter a quantity",
      min: `The quantity must be at least ${LIMITS.quantityMin}`,
      max: `For more than ${LIMITS.quantityMax} items, please contact us directly`,
    }),
    window_dimensions: optionalText(LIMITS.dimensions, `Please keep the dimensions to ${LIMITS.dimensions} characters`),
    preferred_color: z.enum(COLORS, { error: "Please choose a color" }),
    preferred_material: text(60, "Please choose a material", "Please choose a material"),
    installation_required: z.enum(INSTALLATION, { error: "Please choose yes or no" }).default("no"),
    message: multiline(LIMITS.message, `Messages are at most ${LIMITS.message} characters`).optional().default(""),
    [HONEYPOT_FIELD]: honeypot,
  })
  .superRefine((q, ctx) => {
    if (!PRODUCT_MODELS[q.product_type].includes(q.product_model)) {
      ctx.addIssue({ code: "custom", path: ["product_model"], message: "Please choose a model from the list" });
    }
    if (!PRODUCT_MATERIALS[q.product_type].includes(q.preferred_material)) {
      ctx.addIssue({ code: "custom", path: ["preferred_material"], message: "Please choose a material from the list" });
    }
    if (q.product_model === OTHER_MODEL && q.custom_product_model === "") {
      ctx.addIssue({ code: "custom", path: ["custom_product_model"], message: "Please specify your product model" });
    }
  });

export { EMAIL_PATTERN, HONEYPOT_FIELD, LIMITS, PHONE_PATTERN };

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
export type ContactInput = z.infer<typeof ContactSchema>;
export type QuoteInput = z.infer<typeof QuoteSchema>;

export const schemas = { newsletter: NewsletterSchema, contact: ContactSchema, quote: QuoteSchema } as const;
export type LeadKind = keyof typeof schemas;

/** Per-field messages, first message per field, for a 400 answer or a form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
