import type { DateTime } from "luxon";
import { parseOpeningHours, WEEKDAYS, type OpeningHours } from "../../app/content/opening-hours.ts";

/**
 * A consultant's week: for each ISO weekday they work (1 = Monday … 7 = Sunday), one span of wall-clock minutes
 * after local midnight, [from, to). Written for people as the business's own opening hours are
 * ("Mo-Fr 09:00-17:00, Sa 10:00-14:00"), stored as JSON.
 */
export type WeeklyHours = Partial<Record<number, readonly [number, number]>>;

export class HoursError extends Error {}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** "Mo-Fr 09:00-17:00, Sa 10:00-14:00" → WeeklyHours; a day named twice, or unreadable text, is refused. */
export function parseWeeklyHours(text: string): WeeklyHours {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (parts.length === 0) throw new HoursError("Give at least one day, such as Mo-Fr 09:00-17:00.");
  const hours: Record<number, readonly [number, number]> = {};
  for (const part of parts) {
    let parsed: OpeningHours;
    try {
      parsed = parseOpeningHours(part);
    } catch {
      throw new HoursError(`"${part}" is not written like Mo-Fr 09:00-17:00.`);
    }
    for (const day of parsed.isoWeekdays) {
      if (hours[day]) throw new HoursError(`${WEEKDAYS[day - 1]} is named twice.`);
      hours[day] = [parsed.opensMinute, parsed.closesMinute];
    }
  }
  return hours;
}

/** WeeklyHours → "Mo-Fr 09:00-17:00, Sa 10:00-14:00": consecutive days with the same span written as one range. */
export function formatWeeklyHours(hours: WeeklyHours): string {
  const parts: string[] = [];
  let day = 1;
  while (day <= 7) {
    const span = hours[day];
    if (!span) {
      day++;
      continue;
    }
    let last = day;
    while (last < 7 && hours[last + 1]?.[0] === span[0] && hours[last + 1]?.[1] === span[1]) last++;
    const days = last === day ? WEEKDAYS[day - 1] : `${WEEKDAYS[day - 1]}-${WEEKDAYS[last - 1]}`;
    parts.push(`${days} ${hhmm(span[0])}-${hhmm(span[1])}`);
    day = last + 1;
  }
  return parts.join(", ");
}

/** The days of `hours` that reach outside the business's opening hours of that weekday (empty when all fit). */
export function outsideOpeningHours(hours: WeeklyHours, opening: readonly string[]): string[] {
  const spans = opening.map(parseOpeningHours);
  const outside: string[] = [];
  for (let day = 1; day <= 7; day++) {
    const span = hours[day];
    if (!span) continue;
    const fits = spans.some(
      (o) => o.isoWeekdays.includes(day) && o.opensMinute <= span[0] && span[1] <= o.closesMinute,
    );
    if (!fits) outside.push(WEEKDAYS[day - 1]!);
  }
  return outside;
}

/**
 * Whether the consultant works for the whole of [start, end), both in the business's zone. Wall-clock minutes come
 * from Luxon, so 9:00 is 9:00 local on both sides of a daylight-saving change.
 */
export function worksDuring(hours: WeeklyHours, start: DateTime, end: DateTime): boolean {
  const span = hours[start.weekday];
  if (!span) return false;
  if (end.toISODate() !== start.toISODate()) return false;
  const from = start.hour * 60 + start.minute;
  const to = end.hour * 60 + end.minute;
  return span[0] <= from && to <= span[1];
}

export function hoursToJson(hours: WeeklyHours): string {
  return JSON.stringify(hours);
}

/** Reads the stored JSON back; a malformed value (never written by this code) counts as no hours at all. */
export function hoursFromJson(json: string): WeeklyHours {
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const hours: Record<number, readonly [number, number]> = {};
    for (const [key, value] of Object.entries(raw)) {
      const day = Number(key);
      if (!Number.isInteger(day) || day < 1 || day > 7 || !Array.isArray(value)) continue;
      const [from, to] = value as unknown[];
      if (typeof from === "number" && typeof to === "number" && from < to) hours[day] = [from, to];
    }
    return hours;
  } catch {
    return {};
  }
}
