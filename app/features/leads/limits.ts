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

/**
 * A "valid e-mail address" as the HTML standard defines it for <input type=email>
 * (https://html.spec.whatwg.org/#valid-e-mail-address), with a dotted domain as spec §5
 * asks ("text, @, text, dot, text, no spaces"). Display-name forms such as
 * `Jane <jane@example.com>` or `<victim@evil.test>` never match, so no e-mail header
 * can carry more than one plain address. Written so it compiles with the `u` and the
 * `v` flag alike: it is also the browser's `pattern` attribute (EMAIL_INPUT_PATTERN).
 */
const LOCAL = "[a-zA-Z0-9.!#$%&'*+\\/=?\\^_`\\{\\|\\}~\\-]+";
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?";
export const EMAIL_INPUT_PATTERN = `${LOCAL}@${LABEL}(?:\\.${LABEL})+`;
export const EMAIL_PATTERN = new RegExp(`^(?:${EMAIL_INPUT_PATTERN})$`, "u");

/**
 * Whole numbers as people type them: decimal digits only. "0x10", "1e1", "+4", "4.0"
 * and "" are refused (Number() would read the first three as 16, 10 and 4).
 */
export const INTEGER_PATTERN = /^[0-9]{1,9}$/;
/** Decimal numbers such as coordinates: an optional minus, digits, an optional fraction. */
export const DECIMAL_PATTERN = /^-?[0-9]{1,12}(?:\.[0-9]{1,15})?$/;
/** Digits with the usual separators; at least 7 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,25}$/;

/** Honeypot: a field people never see or fill. Anything in it marks a bot. */
export const HONEYPOT_FIELD = "website";
