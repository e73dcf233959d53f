import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { canTakeVisit } from "./availability.ts";
import { hoursFromJson } from "./hours.ts";
import type { Schedule, ScheduledVisit } from "./store.ts";

const ZONE = "America/New_York";
const rules = { timeZone: ZONE, bufferMinutes: 30 };
/** A local time on Tuesday 1 December 2026 in the business's zone. */
const local = (hhmm: string) => DateTime.fromISO(`2026-12-01T${hhmm}`, { zone: ZONE });
const iso = (hhmm: string) => local(hhmm).toUTC().toISO({ suppressMilliseconds: true })!;
const slot = (from: string, to: string) => ({ start: local(from), end: local(to) });
/** The booking-grid (hourly) slot starts [from, to) overlaps. */
const grid = (from: string, to: string) => {
  const starts: string[] = [];
  for (let t = local(from); t < local(to); t = t.plus({ hours: 1 }))
    starts.push(t.toUTC().toISO({ suppressMilliseconds: true })!);
  return starts;
};
const visit = (kind: ScheduledVisit["kind"], id: string, from: string, to: string): ScheduledVisit => ({
  kind,
  id,
  start: local(from).toMillis(),
  end: local(to).toMillis(),
});

function schedule(extra: Partial<Schedule> = {}): Schedule {
  return {
    userId: "u1",
    seat: 1,
    name: "Ana",
    // Monday to Friday, 09:00-17:00.
    hours: hoursFromJson(JSON.stringify(Object.fromEntries([1, 2, 3, 4, 5].map((d) => [String(d), [540, 1020]])))),
    dailyLimit: null,
    daysOff: new Set(),
    visits: [],
    calendar: [],
    seatHeld: new Set(),
    ...extra,
  };
}

describe("canTakeVisit: the rule a visit's transaction books by, and the offer counts", () => {
  it("an installation keeps its consultant busy through it and the buffer on both sides", () => {
    const ana = schedule({ visits: [visit("installation", "i1", "12:00", "15:00")] });
    const at = (from: string, to: string) => ({ slot: slot(from, to), grid: grid(from, to) });
    expect(canTakeVisit(ana, at("11:00", "12:00"), rules)).toBe(false);
    expect(canTakeVisit(ana, at("15:00", "16:00"), rules)).toBe(false);
    expect(canTakeVisit(ana, at("10:00", "11:00"), rules)).toBe(true);
    expect(canTakeVisit(ana, at("16:00", "17:00"), rules)).toBe(true);
    // Moving that installation: it does not stand in its own way.
    expect(canTakeVisit(ana, at("12:00", "15:00"), rules, "i1")).toBe(true);
  });

  it("an installation needs the consultant's hours for all of it", () => {
    const mornings = schedule({ hours: hoursFromJson(JSON.stringify({ "2": [540, 720] })) });
    expect(canTakeVisit(mornings, { slot: slot("09:00", "12:00"), grid: grid("09:00", "12:00") }, rules)).toBe(true);
    expect(canTakeVisit(mornings, { slot: slot("12:00", "15:00"), grid: grid("12:00", "15:00") }, rules)).toBe(false);
  });

  it("refuses a visit when the consultant's seat is held in any of its grid slots, even by nobody's visit", () => {
    const held = schedule({ seatHeld: new Set([iso("13:00")]) });
    expect(canTakeVisit(held, { slot: slot("12:00", "15:00"), grid: grid("12:00", "15:00") }, rules)).toBe(false);
    expect(canTakeVisit(held, { slot: slot("13:00", "14:00"), grid: [iso("13:00")] }, rules)).toBe(false);
    expect(canTakeVisit(held, { slot: slot("09:00", "10:00"), grid: [iso("09:00")] }, rules)).toBe(true);
  });

  it("counts an installation as a visit of its day against the daily limit", () => {
    const limited = schedule({ dailyLimit: 1, visits: [visit("installation", "i1", "09:00", "12:00")] });
    expect(canTakeVisit(limited, { slot: slot("15:00", "16:00"), grid: [iso("15:00")] }, rules)).toBe(false);
  });
});
