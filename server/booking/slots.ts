import { DateTime, IANAZone } from "luxon";
import type { OpeningHours } from "../../app/content/opening-hours.ts";

/**
 * The consultation calendar as pure functions of the rules and the clock: which slot
 * starts exist (the grid), which are offered now (notice, horizon, closed days), and
 * whether a start a visitor sent is one of them. All wall-clock arithmetic goes through
 * Luxon in the business's time zone, so a 9:00 slot is 9:00 local on both sides of a
 * daylight-saving change.
 */
export type BookingRules = {
  timeZone: string;
  slotMinutes: number;
  capacity: number;
  minNoticeHours: number;
  horizonDays: number;
  hours: readonly OpeningHours[];
};

export type SlotTime = { start: DateTime; end: DateTime };

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isTimeZone(name: string): boolean {
  return IANAZone.isValidZone(name);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  return DATE.test(value) && DateTime.fromISO(value, { zone: "UTC" }).isValid;
}

/** Today's date where the business is. */
export function todayIn(timeZone: string, nowMs: number): string {
  return DateTime.fromMillis(nowMs, { zone: timeZone }).toISODate()!;
}

/** The UTC instant as the API writes it: "2026-12-01T14:00:00Z". */
export function isoUtc(time: DateTime): string {
  return time.toUTC().toISO({ suppressMilliseconds: true })!;
}

/** The wall-clock time `minute` minutes after midnight of `date`, or null when the clock skips it (DST gap). */
function wallClock(date: DateTime, minute: number): DateTime | null {
  const hour = Math.floor(minute / 60);
  const min = minute % 60;
  const time = DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour, minute: min },
    { zone: date.zone },
  );
  return time.isValid && time.hour === hour && time.minute === min ? time : null;
}

/** Every slot of the grid on a local date: from opening time, the last one ending at closing time. */
export function gridForDate(date: string, rules: BookingRules): SlotTime[] {
  const day = DateTime.fromISO(date, { zone: rules.timeZone });
  if (!day.isValid) return [];
  // A slot's end is the next one's start: each wall-clock time is worked out once. Working them out is most of the
  // CPU of a request for the offered times (docs/benchmarks.md, "Targets, misses and plans").
  const times = new Map<number, DateTime | null>();
  const timeAt = (minute: number): DateTime | null => {
    const known = times.get(minute);
    if (known !== undefined) return known;
    const time = wallClock(day, minute);
    times.set(minute, time);
    return time;
  };
  const slots: SlotTime[] = [];
  for (const hours of rules.hours) {
    if (!hours.isoWeekdays.includes(day.weekday)) continue;
    for (let m = hours.opensMinute; m + rules.slotMinutes <= hours.closesMinute; m += rules.slotMinutes) {
      const start = timeAt(m);
      const end = timeAt(m + rules.slotMinutes);
      if (start && end && end > start) slots.push({ start, end });
    }
  }
  return slots.sort((a, b) => a.start.toMillis() - b.start.toMillis());
}

export type Refusal = "past" | "too_soon" | "beyond_horizon" | "closed" | "off_grid";

/** Whether a slot of the grid may be booked now. */
export function refusalOf(
  slot: SlotTime,
  rules: BookingRules,
  nowMs: number,
  closed: ReadonlySet<string>,
): Refusal | null {
  const start = slot.start.toMillis();
  if (start <= nowMs) return "past";
  if (start < nowMs + rules.minNoticeHours * 3_600_000) return "too_soon";
  if (start > nowMs + rules.horizonDays * 86_400_000) return "beyond_horizon";
  if (closed.has(slot.start.setZone(rules.timeZone).toISODate()!)) return "closed";
  return null;
}

/** Slots of `days` local dates from `from` that may be booked now (capacity not counted). */
export function offeredSlots(
  from: string,
  days: number,
  rules: BookingRules,
  nowMs: number,
  closed: ReadonlySet<string>,
): SlotTime[] {
  const first = DateTime.fromISO(from, { zone: rules.timeZone });
  const out: SlotTime[] = [];
  for (let i = 0; i < days; i++) {
    const date = first.plus({ days: i }).toISODate()!;
    for (const slot of gridForDate(date, rules)) if (!refusalOf(slot, rules, nowMs, closed)) out.push(slot);
  }
  return out;
}

/** The grid slot that starts at the instant `value` names, and whether it may be booked now. */
export function slotAt(
  value: string,
  rules: BookingRules,
  nowMs: number,
  closed: ReadonlySet<string>,
): { slot: SlotTime; refusal: Refusal | null } | { slot: null; refusal: "off_grid" } {
  // An instant with an explicit offset or Z only: a bare local time would be ambiguous.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return { slot: null, refusal: "off_grid" };
  }
  const instant = DateTime.fromISO(value, { setZone: true });
  if (!instant.isValid) return { slot: null, refusal: "off_grid" };
  const local = instant.setZone(rules.timeZone);
  const slot = gridForDate(local.toISODate()!, rules).find((s) => s.start.toMillis() === instant.toMillis());
  if (!slot) return { slot: null, refusal: "off_grid" };
  return { slot, refusal: refusalOf(slot, rules, nowMs, closed) };
}
