import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import { isSwatchId, MAX_SWATCHES, type SwatchId } from "../../content/swatches.ts";
import { emailField, honeypot, localeField, oneLine, optionalText, phoneField, text } from "../leads/fields.ts";
import { HONEYPOT_FIELD, LIMITS } from "../leads/limits.ts";
import { isUsState, ZIP_PATTERN, zipFitsState } from "./us-address.ts";

/**
 * The swatch order (issue 36): POST /api/swatches and the /swatches page's action. Its messages are keys of the
 * validation catalogue (app/i18n/{en,es}/validation.ts), written in the visitor's language by the server.
 */
const SWATCHES_NOT_LIST = msg("validation.swatchesNotList");
const STATE_INVALID = msg("validation.stateInvalid");
const ZIP_INVALID = msg("validation.zipInvalid");

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
      .array(z.unknown(), { error: SWATCHES_NOT_LIST })
      .min(min, msg("validation.swatchesNone"))
      .max(MAX_SWATCHES, msg("validation.swatchesTooMany"))
      .superRefine((ids, ctx) => {
        const seen = new Set<string>();
        for (const id of ids) {
          if (typeof id !== "string") {
            ctx.addIssue({ code: "custom", message: SWATCHES_NOT_LIST });
            return;
          }
          if (!isSwatchId(id)) {
            ctx.addIssue({ code: "custom", message: msg("validation.swatchUnknown"), params: { id: oneLine(id) } });
          } else if (seen.has(id)) {
            ctx.addIssue({ code: "custom", message: msg("validation.swatchRepeated"), params: { id } });
          }
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
  .string({ error: STATE_INVALID })
  .transform((v) => v.trim().toUpperCase())
  .refine(isUsState, STATE_INVALID);

const zipField = z
  .string({ error: ZIP_INVALID })
  .transform((v) => v.trim())
  .refine((v) => ZIP_PATTERN.test(v), ZIP_INVALID);

export const SwatchOrderSchema = z
  .object({
    swatches: swatchIdsField(1),
    user_name: text(LIMITS.name, msg("validation.nameRequired"), msg("validation.nameTooLong")),
    user_email: emailField,
    user_phone: optionalPhone,
    address_line1: text(LIMITS.address, msg("validation.streetRequired"), msg("validation.addressTooLong")),
    address_line2: optionalText(LIMITS.address, msg("validation.addressLine2TooLong")),
    city: text(LIMITS.name, msg("validation.cityRequired"), msg("validation.cityTooLong")),
    state: stateField,
    zip: zipField,
    locale: localeField,
    [HONEYPOT_FIELD]: honeypot,
  })
  // The ZIP and the state each passed on their own: do they name the same place?
  .superRefine((order, ctx) => {
    if (isUsState(order.state) && !zipFitsState(order.zip, order.state)) {
      ctx.addIssue({ code: "custom", path: ["zip"], message: msg("validation.zipNotInState") });
    }
  });

export type SwatchOrderInput = z.infer<typeof SwatchOrderSchema>;
