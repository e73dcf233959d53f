/**
 * Reads the schema.org opening-hours text of app/content/business.ts ("Mo-Fr 09:00-17:00"),
 * the one place the business's hours are written as data: structured data for search
 * engines and the consultation slots are both derived from it.
 */
export const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type OpeningHours = {
  /** Days open, in week order (Monday first). */
  days: Weekday[];
  /** ISO weekday numbers of `days` (Monday = 1 … Sunday = 7), as Luxon and Temporal count. */
  isoWeekdays: number[];
  opens: string;
  closes: string;
  /** Minutes after midnight, local time. */
  opensMinute: number;
  closesMinute: number;
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutes = (hhmm: string) => {
  const m = TIME.exec(hhmm);
  if (!m) throw new Error(`Unreadable opening time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

export function parseOpeningHours(spec: string): OpeningHours {
  const match = /^(\w\w)(?:-(\w\w))?\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(spec);
  if (!match) throw new Error(`Unreadable opening hours: ${spec}`);
  const [, from = "", to = from, opens = "", closes = ""] = match;
  const start = WEEKDAYS.indexOf(from as Weekday);
  const end = WEEKDAYS.indexOf(to as Weekday);
  if (start < 0 || end < start) throw new Error(`Unreadable opening days: ${spec}`);
  const opensMinute = minutes(opens);
  const closesMinute = minutes(closes);
  if (closesMinute <= opensMinute) throw new Error(`Closing time before opening time: ${spec}`);
  const days = WEEKDAYS.slice(start, end + 1);
  return { days, isoWeekdays: days.map((d) => WEEKDAYS.indexOf(d) + 1), opens, closes, opensMinute, closesMinute };
}
