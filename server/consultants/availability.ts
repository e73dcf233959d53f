import { DateTime } from "luxon";
import { isoUtc, type SlotTime } from "../booking/slots.ts";
import { busyIntervals, isFree } from "./busy.ts";
import { worksDuring } from "./hours.ts";
import type { Schedule } from "./store.ts";

export type AvailabilityRules = { timeZone: string; bufferMinutes: number };

/**
 * Whether a consultant can take a visit in `slot`: they work then (their weekly hours, not a day off), their daily
 * limit is not reached, and nothing keeps them busy (visits with the travel buffer, their calendar). `ignore`: the
 * booking being moved, which must not stand in its own way.
 */
export function isConsultantFree(
  schedule: Schedule,
  slot: SlotTime,
  rules: AvailabilityRules,
  ignore: string | null = null,
): boolean {
  const start = slot.start.setZone(rules.timeZone);
  const end = slot.end.setZone(rules.timeZone);
  const date = start.toISODate()!;
  if (schedule.daysOff.has(date)) return false;
  if (!worksDuring(schedule.hours, start, end)) return false;
  const visits = schedule.visits.filter((v) => v.bookingId !== ignore);
  if (schedule.dailyLimit !== null) {
    const sameDay = visits.filter((v) => DateTime.fromMillis(v.start, { zone: rules.timeZone }).toISODate() === date);
    if (sameDay.length >= schedule.dailyLimit) return false;
  }
  const busy = busyIntervals({ visits, calendar: schedule.calendar, bufferMinutes: rules.bufferMinutes });
  return isFree(busy, { start: start.toMillis(), end: end.toMillis() });
}

/** The consultants free for `slot`, in seat order. */
export function freeConsultants(
  schedules: readonly Schedule[],
  slot: SlotTime,
  rules: AvailabilityRules,
  ignore: string | null = null,
): Schedule[] {
  return schedules.filter((s) => isConsultantFree(s, slot, rules, ignore));
}

/**
 * The window of stored data a question about `slots` needs: from the start of the first one's local day to the end
 * of the last one's (the daily limit counts the whole day), widened by the buffer.
 */
export function windowOf(slots: readonly SlotTime[], rules: AvailabilityRules): { from: string; to: string } {
  const first = slots[0]!.start.setZone(rules.timeZone).startOf("day").minus({ minutes: rules.bufferMinutes });
  const last = slots.at(-1)!.end.setZone(rules.timeZone).endOf("day").plus({ minutes: rules.bufferMinutes });
  return { from: isoUtc(first), to: isoUtc(last) };
}
