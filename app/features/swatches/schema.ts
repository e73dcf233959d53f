import { z } from "zod";
import { isSwatchId, MAX_SWATCHES, type SwatchId } from "../../content/swatches.ts";
import { emailField, honeypot, localeField, oneLine, optionalText, phoneField, text } from "../leads/fields.ts";
import { HONEYPOT_FIELD, LIMITS } from "../leads/limits.ts";
import { isUsState, ZIP_PATTERN, zipFitsState } from "./us-address.ts";

/**
 * The swatch order (issue 36): POST /api/swatches and the /swatches page's action. Its messages are English, as
 * the other forms' are until the validation catalogue takes them over; they are kept together here for that.
 */
export const SWATCH_MESSAGES = {
  none: "Please add at least one swatch",
  tooMany: `Please choose at most ${MAX_SWATCHES} swatches`,
  notList: "Send the swatches as a list of their ids",
  unknown: (id: string) => `There is no swatch “${id}” in our catalogue`,
  repeated: (id: string) => `The swatch “${id}” is listed twice`,
  address: "Please enter your street address",
  addressTooLong: `Addresses are at most ${LIMITS.address} characters`,
  line2TooLong: `The second address line is at most ${LIMITS.address} characters`,
  city: "Please enter your city",
  cityTooLong: `Cities are at most ${LIMITS.name} characters`,
  state: "Please enter your state's two-letter code, such as CA",
  zip: "Please enter a 5-digit ZIP code, such as 90012 or 90012-3456",
  zipState: "This ZIP code is not in that state: please check both",
} as const;

/** A form's repeated field arrives as a list, a single one as a string, JSON as a list: always a list here. */
function asList(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value === "string") return [value];
  return value;
}

/**
 * The swatches of an order or a booking: ids of the catalogue (app/content/swatches.ts), each once, at most ten,
 * and at least `min` (a booking may bring none).
 */
export function swatchIdsField(min: 0 | 1) {
  return z.preprocess(
    asList,
    z
      // Each item is checked below, so a wrong one is reported on `swatches` itself, where a form shows it.
      .array(z.unknown(), { error: SWATCH_MESSAGES.notList })
      .min(min, SWATCH_MESSAGES.none)
      .max(MAX_SWATCHES, SWATCH_MESSAGES.tooMany)
      .superRefine((ids, ctx) => {
        const seen = new Set<string>();
        for (const id of ids) {
          if (typeof id !== "string") {
            ctx.addIssue({ code: "custom", message: SWATCH_MESSAGES.notList });
            return;
          }
          if (!isSwatchId(id)) ctx.addIssue({ code: "custom", message: SWATCH_MESSAGES.unknown(oneLine(id)) });
          else if (seen.has(id)) ctx.addIssue({ code: "custom", message: SWATCH_MESSAGES.repeated(id) });
          seen.add(id);
        }
      })
      .transform((ids) => ids as SwatchId[]),
  );
}

/** Optional phone: "" when absent or blank, else a valid number. */
const optionalPhone = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  phoneField.optional().transform((v) => v ?? ""),
);

/** The two-letter code, however it was typed ("ca", " CA "). */
const stateField = z
  .string({ error: SWATCH_MESSAGES.state })
  .transform((v) => v.trim().toUpperCase())
  .refine(isUsState, SWATCH_MESSAGES.state);

const zipField = z
  .string({ error: SWATCH_MESSAGES.zip })
  .transform((v) => v.trim())
  .refine((v) => ZIP_PATTERN.test(v), SWATCH_MESSAGES.zip);

export const SwatchOrderSchema = z
  .object({
    swatches: swatchIdsField(1),
    user_name: text(LIMITS.name, "Please enter your name", `Names are at most ${LIMITS.name} characters`),
    user_email: emailField,
    user_phone: optionalPhone,
    address_line1: text(LIMITS.address, SWATCH_MESSAGES.address, SWATCH_MESSAGES.addressTooLong),
    address_line2: optionalText(LIMITS.address, SWATCH_MESSAGES.line2TooLong),
    city: text(LIMITS.name, SWATCH_MESSAGES.city, SWATCH_MESSAGES.cityTooLong),
    state: stateField,
    zip: zipField,
    locale: localeField,
    [HONEYPOT_FIELD]: honeypot,
  })
  // The ZIP and the state each passed on their own: do they name the same place?
  .superRefine((order, ctx) => {
    if (isUsState(order.state) && !zipFitsState(order.zip, order.state)) {
      ctx.addIssue({ code: "custom", path: ["zip"], message: SWATCH_MESSAGES.zipState });
    }
  });

export type SwatchOrderInput = z.infer<typeof SwatchOrderSchema>;
