import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import { honeypot, multiline, personFields, placeFields, smsConsentField } from "../leads/fields.ts";
import { HONEYPOT_FIELD, LIMITS } from "../leads/limits.ts";

/**
 * The contact form (spec §3.1, §5): POST /api/contact and the /contact page's action. Used by
 * the server on every submission; the browser's native constraints come from the same limits.
 */
export const ContactSchema = z.object({
  ...personFields,
  message: multiline(LIMITS.message, msg("validation.messageTooLong"), msg("validation.messageRequired")).pipe(
    z.string().min(1, msg("validation.messageRequired")),
  ),
  ...placeFields("location_address", msg("contact.locationMissing"), msg("validation.locationTooLong")),
  /** The unticked "Text me…" box (issue 35). */
  sms_consent: smsConsentField,
  [HONEYPOT_FIELD]: honeypot,
});

export type ContactInput = z.infer<typeof ContactSchema>;
