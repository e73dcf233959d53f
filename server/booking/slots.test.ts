import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "../../app/content/opening-hours.ts";
import { gridForDate, isCalendarDate, isoUtc, offeredSlots, slotAt, todayIn, type BookingRules } from "./slots.ts";

const weekdays = parseOpeningHours("Mo-Fr 09:00-17:00");
const rules = (over: Partial<BookingRules> = {}): BookingRules => ({
  timeZone: "America/New_York",
  slotMinutes: 60,
  capacity: 2,
  minNoticeHours: 24,
  horizonDays: 30,
  hours: [weekdays],
  ...over,
});
const starts = (date: string, r: BookingRules) => gridForDate(date, r).map((s) => isoUtc(s.start));
const at = (iso: string) => DateTime.fromISO(iso).toMillis();
const none = new Set<string>();

describe("slot grid", () => {
  it("runs from opening time in slot steps, the last slot ending at closing time", () => {
    const grid = gridForDate("2026-12-01", rules());
    expect(grid).toHaveLength(8);
    expect(grid[0]!.start.toFormat("HH:mm")).toBe("09:00");
    expect(grid.at(-1)!.end.toFormat("HH:mm")).toBe("17:00");
    expect(gridForDate("2026-12-01", rules({ slotMinutes: 90 })).map((s) => s.start.toFormat("HH:mm"))).toEqual([
      "09:00",
      "10:30",
      "12:00",
      "13:30",
      "15:00",
    ]);
  });

  it("has no slots on closed weekdays", () => {
    expect(gridForDate("2026-12-05", rules())).toEqual([]); // Saturday
    expect(gridForDate("2026-12-06", rules())).toEqual([]); // Sunday
  });

  it("keeps 9:00 local across the end of daylight saving time on 2026-11-01 in New York", () => {
    // Friday before (EDT, UTC-4) and Monday after (EST, UTC-5).
    expect(starts("2026-10-30", rules())[0]).toBe("2026-10-30T13:00:00Z");
    expect(starts("2026-11-02", rules())[0]).toBe("2026-11-02T14:00:00Z");
    expect(starts("2026-11-02", rules()).at(-1)).toBe("2026-11-02T21:00:00Z");
  });

  it("keeps 9:00 local across the start of daylight saving time on 2027-03-14 in New York", () => {
    expect(starts("2027-03-12", rules())[0]).toBe("2027-03-12T14:00:00Z");
    expect(starts("2027-03-15", rules())[0]).toBe("2027-03-15T13:00:00Z");
  });

  it("keeps 9:00 local in another zone whose changes fall on other dates (London, Sydney)", () => {
    const london = rules({ timeZone: "Europe/London" });
    expect(starts("2026-10-23", london)[0]).toBe("2026-10-23T08:00:00Z"); // BST
    expect(starts("2026-10-26", london)[0]).toBe("2026-10-26T09:00:00Z"); // GMT
    expect(starts("2027-03-26", london)[0]).toBe("2027-03-26T09:00:00Z");
    expect(starts("2027-03-29", london)[0]).toBe("2027-03-29T08:00:00Z");
    const sydney = rules({ timeZone: "Australia/Sydney" });
    expect(starts("2026-10-02", sydney)[0]).toBe("2026-10-01T23:00:00Z"); // AEST, UTC+10
    expect(starts("2026-10-05", sydney)[0]).toBe("2026-10-04T22:00:00Z"); // AEDT, UTC+11
  });

  it("skips a wall-clock hour the clock jumps over and keeps a repeated hour once, on the change days themselves", () => {
    const night = rules({ hours: [parseOpeningHours("Mo-Su 00:00-04:00")] });
    // 2027-03-14: 02:00-03:00 does not exist in New York.
    expect(gridForDate("2027-03-14", night).map((s) => s.start.toFormat("HH:mm"))).toEqual(["00:00", "03:00"]);
    // 2026-11-01: 01:00 happens twice; the slot is the first 01:00 and ends at the (first) 02:00.
    const fallBack = gridForDate("2026-11-01", night);
    expect(fallBack.map((s) => s.start.toFormat("HH:mm"))).toEqual(["00:00", "01:00", "02:00", "03:00"]);
    for (const slot of fallBack) expect(slot.end > slot.start).toBe(true);
  });
});

describe("what is offered now", () => {
  // Monday 2026-11-30, 10:15 in New York.
  const now = at("2026-11-30T10:15:00-05:00");

  it("offers nothing that starts sooner than the minimum notice", () => {
    const slots = offeredSlots("2026-11-30", 2, rules(), now, none).map((s) => isoUtc(s.start));
    expect(slots[0]).toBe("2026-12-01T16:00:00Z"); // Tuesday 11:00, the first start 24 h or more away
    expect(slots).not.toContain("2026-12-01T15:00:00Z"); // Tuesday 10:00 is 23 h 45 min away
    expect(offeredSlots("2026-11-30", 2, rules({ minNoticeHours: 0 }), now, none)[0]!.start.toFormat("HH:mm")).toBe(
      "11:00",
    );
  });

  it("offers nothing beyond the horizon", () => {
    const slots = offeredSlots("2026-11-30", 62, rules(), now, none);
    const last = slots.at(-1)!.start.toMillis();
    expect(last).toBeLessThanOrEqual(now + 30 * 86_400_000);
    expect(isoUtc(slots.at(-1)!.start)).toBe("2026-12-30T15:00:00Z"); // Wednesday 10:00; 11:00 is past the horizon
  });

  it("offers nothing on a closed day", () => {
    const closed = new Set(["2026-12-02"]);
    const dates = offeredSlots("2026-11-30", 7, rules(), now, closed).map((s) => s.start.toISODate());
    expect(dates).not.toContain("2026-12-02");
    expect(dates).toContain("2026-12-03");
  });

  it("tells why a start is refused", () => {
    const closed = new Set(["2026-12-02"]);
    const check = (v: string) => slotAt(v, rules(), now, closed).refusal;
    expect(check("2026-12-03T14:00:00Z")).toBeNull();
    expect(check("2026-12-03T09:00:00-05:00")).toBeNull(); // same instant, other spelling
    expect(check("2026-11-27T14:00:00Z")).toBe("past");
    expect(check("2026-12-01T15:00:00Z")).toBe("too_soon");
    expect(check("2027-01-05T14:00:00Z")).toBe("beyond_horizon");
    expect(check("2026-12-02T14:00:00Z")).toBe("closed");
    expect(check("2026-12-03T14:30:00Z")).toBe("off_grid");
    expect(check("2026-12-05T14:00:00Z")).toBe("off_grid"); // Saturday
    expect(check("2026-12-03T22:00:00Z")).toBe("off_grid"); // 17:00, closing time
    expect(check("2026-12-03T14:00:00")).toBe("off_grid"); // no offset: ambiguous
    expect(check("tomorrow")).toBe("off_grid");
  });
});

describe("dates", () => {
  it("knows real calendar dates and today's date in the business's zone", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    // 03:30 UTC on 1 December is still 30 November in New York.
    expect(todayIn("America/New_York", at("2026-12-01T03:30:00Z"))).toBe("2026-11-30");
  });
});
