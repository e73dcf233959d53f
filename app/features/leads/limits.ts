/**
 * Limits and patterns of the lead forms, shared by the zod schemas on the
 * server and the native constraints (maxLength, pattern) in the browser.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phoneMin: 7,
  phoneMax: 25,
  message: 2000,
  address: 300,
  customModel: 100,
  dimensions: 200,
  quantityMin: 1,
  quantityMax: 1000,
} as const;

/** Spec §5: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators; at least 7 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,25}$/;

/** Honeypot: a field people never see or fill. Anything in it marks a bot. */
export const HONEYPOT_FIELD = "website";
