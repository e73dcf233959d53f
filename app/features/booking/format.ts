/**
 * How consultation times are written, in one place for the pages and the e-mails: the
 * business's wall-clock time with its zone's short name ("9:00 AM ET"). Pages get these
 * strings from their loader, made on the server, so the browser's own Intl data (which may
 * space "AM" differently) never makes the hydrated page differ from the server's.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat("en-US", { timeZone, ...options })));
  return f;
}

/** "9:00 AM ET" */
export function timeLabel(iso: string, timeZone: string): string {
  return format(timeZone, { hour: "numeric", minute: "2-digit", timeZoneName: "shortGeneric" }).format(new Date(iso));
}

/** "Tuesday, December 1, 2026" */
export function dateLabel(iso: string, timeZone: string): string {
  return format(timeZone, { weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(new Date(iso));
}

/** "Tue, Dec 1" — the day picker's button text. */
export function shortDateLabel(iso: string, timeZone: string): string {
  return format(timeZone, { weekday: "short", month: "short", day: "numeric" }).format(new Date(iso));
}

/** "Tuesday, December 1, 2026 at 9:00 AM ET" */
export function whenLabel(iso: string, timeZone: string): string {
  return `${dateLabel(iso, timeZone)} at ${timeLabel(iso, timeZone)}`;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(iso: string, timeZone: string): string {
  const parts = format(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}
