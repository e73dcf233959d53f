import { DateTime } from "luxon";
import { isoUtc, type SlotTime } from "../booking/slots.ts";
import { busyIntervals, isFree, type Interval } from "./busy.ts";
import { worksDuring } from "./hours.ts";
import type { Schedule } from "./store.ts";

export type AvailabilityRules = { timeZone: string; bufferMinutes: number };

/**
 * Whether a consultant can take a visit in `slot`: they work then (their weekly hours, not a day off), their daily
 * limit is not reached, and nothing keeps them busy (visits — consultations and installations — with the travel
 * buffer, their calendar). `ignore`: the visit being moved or reassigned, which must not stand in its own way.
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
  const facts = factsOf(schedule, rules);
  const visits = schedule.visits.filter((v) => v.id !== ignore);
  if (schedule.dailyLimit !== null) {
    const sameDay = visits.filter((v) => facts.dayOfVisit.get(v.id) === date);
    if (sameDay.length >= schedule.dailyLimit) return false;
  }
  let busy = facts.busy;
  if (visits.length !== schedule.visits.length) {
    busy = busyIntervals({ visits, calendar: schedule.calendar, bufferMinutes: rules.bufferMinutes });
  }
  return isFree(busy, { start: start.toMillis(), end: end.toMillis() });
}

/** What every slot asked about one schedule needs from its visits, worked out once. */
type ScheduleFacts = {
  rules: AvailabilityRules;
  /** Each visit's local date in the business's zone (the daily limit counts by it). */
  dayOfVisit: ReadonlyMap<string, string>;
  /** Every visit (with the buffer) and calendar busy time. */
  busy: readonly Interval[];
};

/**
 * Keyed by the schedule object: one request reads its schedules once (./store.ts) and asks about every slot of two
 * weeks, so the visits' dates and the busy intervals are worked out once per schedule, not once per slot
 * (docs/benchmarks.md, "Targets, misses and plans"). A schedule is never changed after it is read (its fields are
 * read-only), so what is kept stays true; a WeakMap lets it go with the schedule.
 */
const factsBySchedule = new WeakMap<Schedule, ScheduleFacts>();

function factsOf(schedule: Schedule, rules: AvailabilityRules): ScheduleFacts {
  const known = factsBySchedule.get(schedule);
  const sameRules =
    known !== undefined && known.rules.timeZone === rules.timeZone && known.rules.bufferMinutes === rules.bufferMinutes;
  if (sameRules) return known;
  const dayOfVisit = new Map(
    schedule.visits.map((v) => [v.id, DateTime.fromMillis(v.start, { zone: rules.timeZone }).toISODate()!]),
  );
  const busy = busyIntervals({
    visits: schedule.visits,
    calendar: schedule.calendar,
    bufferMinutes: rules.bufferMinutes,
  });
  const facts = { rules, dayOfVisit, busy };
  factsBySchedule.set(schedule, facts);
  return facts;
}

/**
 * A visit as a consultant takes it: its time, and the booking-grid slot starts (ISO) it overlaps, in each of which
 * its transaction holds the consultant's seat (one for a consultation, several for an installation).
 */
export type VisitTime = { slot: SlotTime; grid: readonly string[] };

/**
 * The whole rule a visit's transaction books by, for the times offered to use too (so what is offered can be
 * booked): the consultant is free (`isConsultantFree`) and their seat is held in none of the visit's grid slots —
 * the part the seats' primary key enforces in the transaction, which a visit without a consultant (booked before
 * consultants existed) can hold.
 */
export function canTakeVisit(
  schedule: Schedule,
  visit: VisitTime,
  rules: AvailabilityRules,
  ignore: string | null = null,
): boolean {
  if (visit.grid.length === 0) return false;
  if (visit.grid.some((start) => schedule.seatHeld.has(start))) return false;
  return isConsultantFree(schedule, visit.slot, rules, ignore);
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
