import { format } from "../../i18n/format.ts";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "../../i18n/locales.ts";
import { slotsUi } from "../../i18n/parts/slots.ts";

/**
 * How consultation times are written, in one place for the pages and the e-mails: the
 * business's wall-clock time with its zone's short name ("9:00 AM ET"), in the page's
 * language through `Intl`. Pages get these strings from their loader, made on the server, so
 * the browser's own Intl data (which may space "AM" differently) never makes the hydrated page
 * differ from the server's. Without a locale, English (the e-mails and the back office).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, ...options })));
  return f;
}

/** "9:00 AM ET" */
export function timeLabel(iso: string, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(timeZone, { hour: "numeric", minute: "2-digit", timeZoneName: "shortGeneric" }, locale).format(
    new Date(iso),
  );
}

/** "Tuesday, December 1, 2026" */
export function dateLabel(iso: string, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(timeZone, { weekday: "long", month: "long", day: "numeric", year: "numeric" }, locale).format(
    new Date(iso),
  );
}

/** "Tue, Dec 1" — the day picker's button text. */
export function shortDateLabel(iso: string, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(timeZone, { weekday: "short", month: "short", day: "numeric" }, locale).format(new Date(iso));
}

/** "Tuesday, December 1, 2026 at 9:00 AM ET" */
export function whenLabel(iso: string, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = dateLabel(iso, timeZone, locale);
  const time = timeLabel(iso, timeZone, locale);
  return format(slotsUi[locale].visit.when, { date, time }, locale);
}

/** The local date (YYYY-MM-DD) of an instant in a zone (a key, not text: always written the same way). */
export function localDate(iso: string, timeZone: string): string {
  const parts = formatter(
    timeZone,
    { year: "numeric", month: "2-digit", day: "2-digit" },
    DEFAULT_LOCALE,
  ).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}
