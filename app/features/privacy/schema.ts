import { z } from "zod";
import { msg } from "../../i18n/message-key.ts";
import { emailField, honeypot, localeField, multiline } from "../leads/fields.ts";
import { HONEYPOT_FIELD } from "../leads/limits.ts";

/** What a person may ask for (docs/decisions/0022): a copy of the data held about them, or its deletion. */
export const PRIVACY_REQUESTS = ["access", "erasure"] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUESTS)[number];

/** The longest note a person may add to a request. */
export const PRIVACY_NOTE_MAX = 1000;

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
