import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import { emailField, honeypot, localeField, multiline } from "../leads/fields.ts";
import { HONEYPOT_FIELD } from "../leads/limits.ts";
import { PRIVACY_NOTE_MAX, PRIVACY_REQUESTS } from "./request-kinds.ts";

/**
 * A person's privacy request: /privacy-request's action and POST /api/privacy-requests. Nothing is done with it until
 * the link e-mailed to `email` is confirmed, so the browser never chooses where anyone's data goes.
 */
export const PrivacyRequestSchema = z.object({
  email: emailField,
  request: z.enum(PRIVACY_REQUESTS, { error: msg("validation.privacyRequestRequired") }),
  note: multiline(PRIVACY_NOTE_MAX, msg("validation.privacyNoteTooLong")).optional().default(""),
  locale: localeField,
  [HONEYPOT_FIELD]: honeypot,
});

export type PrivacyRequestInput = z.infer<typeof PrivacyRequestSchema>;
