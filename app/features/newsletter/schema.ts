import { z } from "zod";
import { emailField, honeypot, localeField } from "../leads/fields.ts";
import { HONEYPOT_FIELD } from "../leads/limits.ts";

/**
 * The newsletter sign-up (spec §3.3, §5): POST /api/newsletter/subscribe and the /newsletter page's action. Its
 * messages are those of the shared fields (../leads/fields.ts), keys of the catalogue.
 */
export const NewsletterSchema = z.object({
  email: emailField,
  locale: localeField,
  [HONEYPOT_FIELD]: honeypot,
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
