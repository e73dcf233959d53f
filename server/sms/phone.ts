import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A phone number as Twilio addresses it (E.164, "+13105550100"), or null when the text is not a valid number. The
 * forms take numbers as people type them; a number without a country code is read as a US number (the business's).
 */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "US");
  if (!parsed?.isValid()) return null;
  return parsed.number;
}
