import { z } from "zod";
import { honeypot, multiline, personFields, placeFields } from "../leads/fields.ts";
import { HONEYPOT_FIELD, LIMITS } from "../leads/limits.ts";

/**
 * The contact form (spec §3.1, §5): POST /api/contact and the /contact page's action. Used by
 * the server on every submission; the browser's native constraints come from the same limits.
 */
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

export type ContactInput = z.infer<typeof ContactSchema>;
