import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales.ts";
import { DECIMAL_PATTERN, EMAIL_PATTERN, INTEGER_PATTERN, LIMITS, PHONE_PATTERN } from "./limits.ts";

/**
 * The field rules every form schema is built from, so a rule (what an e-mail address
 * is, what a number is) is written once and the browser's native constraints use the
 * same patterns (./limits.ts).
 */

/** Anything that can reach a mail header must be one line. */
export const oneLine = (v: string) => v.replace(/[\r\n]+/g, " ").trim();

/** Required one-line text. */
export const text = (max: number, requiredMessage: string, tooLong: string) =>
  z.string({ error: requiredMessage }).transform(oneLine).pipe(z.string().min(1, requiredMessage).max(max, tooLong));

/** Optional one-line text ("" when absent). */
export const optionalText = (max: number, tooLong: string) =>
  z.string().optional().default("").transform(oneLine).pipe(z.string().max(max, tooLong));

/** Free text with line breaks kept (normalised to \n). */
export const multiline = (max: number, tooLong: string) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, tooLong));

export const INVALID_EMAIL = "Please enter a valid email address";

/** One plain address as the HTML standard defines it; display names and lists are refused. */
export const emailField = z
  .string({ error: INVALID_EMAIL })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .max(LIMITS.email, `Email addresses are at most ${LIMITS.email} characters`)
      .regex(EMAIL_PATTERN, INVALID_EMAIL),
  );

export const phoneField = z
  .string({ error: "Please enter your phone number" })
  .transform(oneLine)
  .pipe(z.string().min(1, "Please enter your phone number").regex(PHONE_PATTERN, "Please enter a valid phone number"))
  .refine((v) => (v.match(/\d/g) ?? []).length >= LIMITS.phoneMin, "Please enter a valid phone number");

export const honeypot = z.string().max(500).optional().default("");

/**
 * The language the lead is made in (issue 32): every message to the person is written in it. A page's route action
 * sets it from the page's path; the JSON API takes it as `locale`, English when absent.
 */
export const localeField = z
  .enum(LOCALES, { error: `Please choose one of the site's languages: ${LOCALES.join(", ")}` })
  .default(DEFAULT_LOCALE);

type IntegerMessages = { required: string; whole?: string; min: string; max: string };

/**
 * A whole number within [min, max]: a JSON integer, or a string of decimal digits
 * (surrounding spaces ignored). Never coerced: "0x10", "1e1", "+4", "4.0" are refused.
 */
export function integerField(min: number, max: number, messages: IntegerMessages) {
  const whole = messages.whole ?? "Please enter a whole number";
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
export function optionalDecimalField(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string()])
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

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** Who is asking: the name, e-mail and phone every lead and booking form takes, and the language they read. */
export const personFields = {
  user_name: text(LIMITS.name, "Please enter your name", `Names are at most ${LIMITS.name} characters`),
  user_email: emailField,
  user_phone: phoneField,
  locale: localeField,
};

const PICK_AGAIN = "Please pick the location on the map again";

/**
 * A place: the address under `name` (typed, or filled by the map picker) and the optional
 * coordinates the map picker adds beside it.
 */
export function placeFields<N extends string>(name: N, missing: string, tooLong: string) {
  return {
    [name]: text(LIMITS.address, missing, tooLong),
    location_lat: optionalDecimalField(-90, 90, PICK_AGAIN),
    location_lng: optionalDecimalField(-180, 180, PICK_AGAIN),
  } as { [K in N]: ReturnType<typeof text> } & {
    location_lat: ReturnType<typeof optionalDecimalField>;
    location_lng: ReturnType<typeof optionalDecimalField>;
  };
}
