import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "./locales.ts";

/**
 * How catalogue messages become text. A message is plain text with `{name}` placeholders
 * (no markup, no code): the same catalogue serves the server, the browser and e-mails, and a
 * translator edits words only. Numbers, prices, dates and plural forms go through `Intl`.
 */
export type Params = Readonly<Record<string, string | number>>;

/** The forms of a message that depends on a count, by `Intl.PluralRules` category. */
export type Plural = Readonly<{ one: string; other: string; zero?: string; two?: string; few?: string; many?: string }>;

/**
 * One `Intl` object per language, made on first use and kept: making one loads the language's data, which a slow
 * phone feels.
 */
function perLocale<T>(create: (intlLocale: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = create(INTL_LOCALE[locale]);
      made.set(locale, value);
    }
    return value;
  };
}

const numberFormat = perLocale((intlLocale) => new Intl.NumberFormat(intlLocale));
const pluralRulesOf = perLocale((intlLocale) => new Intl.PluralRules(intlLocale));

/**
 * A number the locale's way (2,000). A whole number below a thousand is written with the same digits in every
 * language the site offers (Latin digits, no separator to place), so it skips `Intl`: the page's first
 * `Intl.NumberFormat` loads the locale's data, which costs a slow phone tens of milliseconds, and a form island pays
 * it while the visitor waits for their first key to show (docs/benchmarks.md, "Interaction latency").
 */
function formatNumber(value: number, locale: Locale): string {
  // Intl writes minus zero as "-0", String as "0".
  const smallWhole = Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0);
  if (smallWhole) return String(value);
  return numberFormat(locale).format(value);
}

/**
 * Fills a message's `{name}` placeholders. A number is written the locale's way (2,000);
 * a placeholder without a value is left as it is, so a missing value shows instead of vanishing.
 */
export function format(message: string, params: Params = {}, locale: Locale = DEFAULT_LOCALE): string {
  return message.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === "number") return formatNumber(value, locale);
    return value;
  });
}

/**
 * A message whose placeholders hold things that are not text — a link, an address in bold —
 * as the list of its pieces: `formatParts("Send our newsletter to {email}?", { email: <strong key="email">…</strong> })`
 * gives `["Send our newsletter to ", <strong>, "?"]`, for a React element to show. The message
 * stays plain text (a translator moves `{email}` where the language wants it); numbers and dates
 * are written with `format` and `Intl` before they are passed, and an element passed must carry
 * a `key` (React lists). A placeholder without a value is left visible, as `format` leaves it.
 */
export function formatParts<Part>(message: string, params: Readonly<Record<string, Part>>): (string | Part)[] {
  // Split on a capturing pattern: text, name, text, name, …, text.
  const pieces = message.split(/\{([a-zA-Z0-9_]+)\}/);
  const parts: (string | Part)[] = [];
  pieces.forEach((piece, index) => {
    const isName = index % 2 === 1;
    if (!isName) {
      // No empty text between two elements: React would mark it in the HTML.
      if (piece !== "") parts.push(piece);
      return;
    }
    const value = params[piece];
    parts.push(value === undefined ? `{${piece}}` : value);
  });
  return parts;
}

/**
 * The plural category of `count` in `locale`, as `Intl.PluralRules` gives it. For a whole number from 0 to 999 both
 * languages the site offers have two forms, "one" for 1 and "other" for the rest (Spanish's "many" begins at a
 * million), so it skips `Intl` there, for the reason `formatNumber` does: a first click that shows a count (the
 * swatch bag's) would pay for loading the language's plural rules.
 */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  const smallWhole = Number.isInteger(count) && count >= 0 && count < 1000 && !Object.is(count, -0);
  if (!smallWhole) return pluralRulesOf(locale).select(count);
  if (count === 1) return "one";
  return "other";
}

/** The form of `forms` that `count` takes in `locale`, filled (the count is `{count}`). */
export function plural(forms: Plural, count: number, locale: Locale = DEFAULT_LOCALE, params: Params = {}): string {
  const category = pluralCategory(count, locale);
  const chosen = forms[category] ?? forms.other;
  return format(chosen, { count, ...params }, locale);
}

/** The placeholder names a message uses, in order of first use (the catalogue tests compare languages with it). */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{([a-zA-Z0-9_]+)\}/g)].map((match) => match[1]!);
  return [...new Set(names)];
}

/** US dollars from whole cents: "$1,234.50" in English. Money is computed in cents on the server. */
export function formatCents(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "USD" }).format(cents / 100);
}

/** Whole US dollars without cents: "$1,234" (estimates are ranges in whole dollars). */
export function formatWholeDollars(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(dollars);
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * A size a visitor reads ("41 MB", "16 kB"), in binary units as the server counts them, the locale's way: whole
 * megabytes from one megabyte up, else whole kilobytes.
 */
export function formatBytes(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  const inMegabytes = bytes >= MB;
  const unit = inMegabytes ? "megabyte" : "kilobyte";
  const amount = inMegabytes ? bytes / MB : bytes / KB;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "unit", unit, maximumFractionDigits: 0 }).format(amount);
}
