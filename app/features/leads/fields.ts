import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales.ts";
import { msg, type MessageKey } from "../../i18n/message-key.ts";
import { DECIMAL_PATTERN, EMAIL_PATTERN, INTEGER_PATTERN, LIMITS, PHONE_PATTERN } from "./limits.ts";

// In the browser, zod parses without its compiled fast path. Deciding whether it may compile, zod tries
// `Function("")`; the site's Content-Security-Policy has no 'unsafe-eval', so the browser refuses it and files a
// CSP issue (Lighthouse's best practices, "inspector-issues": /privacy-request scored 96 for it). Every form schema
// is built from this module, so this runs before any form parses. The server keeps the fast path.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * The field rules every form schema is built from, so a rule (what an e-mail address
 * is, what a number is) is written once and the browser's native constraints use the
 * same patterns (./limits.ts). Every message is a key of the interface catalogue, written in the visitor's
 * language when the server answers (docs/architecture.md, "Validation messages").
 */

/** Anything that can reach a mail header must be one line. */
export const oneLine = (v: string) => v.replace(/[\r\n]+/g, " ").trim();

/** Required one-line text. */
export const text = (max: number, requiredMessage: MessageKey, tooLong: MessageKey) =>
  z.string({ error: requiredMessage }).transform(oneLine).pipe(z.string().min(1, requiredMessage).max(max, tooLong));

/** Optional one-line text ("" when absent). */
export const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .string({ error: msg("validation.invalid") })
    .optional()
    .default("")
    .transform(oneLine)
    .pipe(z.string().max(max, tooLong));

/** Text with its line breaks kept, each one a \n, and no blank space around it. */
export const keepLines = (v: string) => v.replace(/\r\n?/g, "\n").trim();

/** Free text with line breaks kept (normalised to \n); `missing` when it is absent or not text. */
export const multiline = (max: number, tooLong: MessageKey, missing: MessageKey = msg("validation.invalid")) =>
  z.string({ error: missing }).transform(keepLines).pipe(z.string().max(max, tooLong));

const INVALID_EMAIL = msg("validation.emailInvalid");

/** One plain address as the HTML standard defines it; display names and lists are refused. */
export const emailField = z
  .string({ error: INVALID_EMAIL })
  .transform((v) => v.trim())
  .pipe(z.string().max(LIMITS.email, msg("validation.emailTooLong")).regex(EMAIL_PATTERN, INVALID_EMAIL));

export const phoneField = z
  .string({ error: msg("validation.phoneRequired") })
  .transform(oneLine)
  .pipe(z.string().min(1, msg("validation.phoneRequired")).regex(PHONE_PATTERN, msg("validation.phoneInvalid")))
  .refine((v) => (v.match(/\d/g) ?? []).length >= LIMITS.phoneMin, msg("validation.phoneInvalid"));

/**
 * The unticked box "Text me about my appointment and order…" (issue 35): a form sends "on" when it is ticked and
 * nothing when not; the JSON APIs take `sms_consent` as true or false. Absent: no consent.
 */
export const smsConsentField = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")], { error: msg("validation.invalid") })
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

/** Never shown to a person (the field is hidden, and a filled one is dropped before validation): a bot's odd value. */
export const honeypot = z
  .string({ error: msg("forms.honeypot") })
  .max(500, msg("forms.honeypot"))
  .optional()
  .default("");

/**
 * The language the lead is made in (issue 32): every message to the person is written in it. A page's route action
 * sets it from the page's path; the JSON API takes it as `locale`, English when absent.
 */
export const localeField = z.enum(LOCALES, { error: msg("validation.localeInvalid") }).default(DEFAULT_LOCALE);

type IntegerMessages = { required: MessageKey; whole?: MessageKey; min: MessageKey; max: MessageKey };

/**
 * A whole number within [min, max]: a JSON integer, or a string of decimal digits
 * (surrounding spaces ignored). Never coerced: "0x10", "1e1", "+4", "4.0" are refused.
 */
export function integerField(min: number, max: number, messages: IntegerMessages) {
  const whole = messages.whole ?? msg("validation.wholeNumber");
  return (
    z
      .union([z.number(), z.string()], { error: messages.required })
      .transform((v) => {
        if (typeof v === "number") return v;
        const s = v.trim();
        if (s === "") return undefined;
        return INTEGER_PATTERN.test(s) ? Number(s) : Number.NaN;
      })
      // Range and wholeness are ordinary (non-fatal) issues, so form-level checks still run beside them.
      .pipe(
        z
          .number({ error: (issue) => (issue.input === undefined ? messages.required : whole) })
          .int(whole)
          .min(min, messages.min)
          .max(max, messages.max),
      )
  );
}

/**
 * An optional decimal number within [min, max] (coordinates): a finite JSON number, or a
 * string of plain decimal notation; "" or absent is null. Hex, exponents and "Infinity" are refused.
 */
export function optionalDecimalField(min: number, max: number, message: MessageKey) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || (typeof v === "string" && v.trim() === "")) return null;
      const s = typeof v === "string" ? v.trim() : undefined;
      if (s !== undefined && !DECIMAL_PATTERN.test(s)) return fail(ctx, message);
      const n = typeof v === "number" ? v : Number(s);
      if (!Number.isFinite(n) || n < min || n > max) return fail(ctx, message);
      return n;
    });
}

function fail(ctx: z.RefinementCtx, message: MessageKey): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** Who is asking: the name, e-mail and phone every lead and booking form takes, and the language they read. */
export const personFields = {
  user_name: text(LIMITS.name, msg("validation.nameRequired"), msg("validation.nameTooLong")),
  user_email: emailField,
  user_phone: phoneField,
  locale: localeField,
};

const PICK_AGAIN = msg("validation.pickAgain");

/**
 * A place: the address under `name` (typed, or filled by the map picker) and the optional
 * coordinates the map picker adds beside it.
 */
export function placeFields<N extends string>(name: N, missing: MessageKey, tooLong: MessageKey) {
  return {
    [name]: text(LIMITS.address, missing, tooLong),
    location_lat: optionalDecimalField(-90, 90, PICK_AGAIN),
    location_lng: optionalDecimalField(-180, 180, PICK_AGAIN),
  } as { [K in N]: ReturnType<typeof text> } & {
    location_lat: ReturnType<typeof optionalDecimalField>;
    location_lng: ReturnType<typeof optionalDecimalField>;
  };
}
