import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  formatWeeklyHours,
  hoursFromJson,
  hoursToJson,
  outsideOpeningHours,
  parseWeeklyHours,
  worksDuring,
} from "./hours.ts";

const zone = "America/New_York";
const local = (iso: string) => DateTime.fromISO(iso, { zone });

describe("weekly hours", () => {
  it("reads and writes the business's own notation, joining equal days", () => {
    const hours = parseWeeklyHours("Mo-We 09:00-17:00; Th 09:00-17:00, Fr 10:00-14:00");
    expect(formatWeeklyHours(hours)).toBe("Mo-Th 09:00-17:00, Fr 10:00-14:00");
    expect(hoursFromJson(hoursToJson(hours))).toEqual(hours);
  });

  it("refuses unreadable text and a day named twice", () => {
    expect(() => parseWeeklyHours("weekdays nine to five")).toThrow(/not written like/);
    expect(() => parseWeeklyHours("Mo-Fr 09:00-17:00, Fr 10:00-12:00")).toThrow(/Fr is named twice/);
    expect(() => parseWeeklyHours("")).toThrow(/at least one day/);
  });

  it("names the days that reach outside the business's opening hours", () => {
    const hours = parseWeeklyHours("Mo 08:00-12:00, Tu 09:00-17:00, Sa 10:00-12:00");
    expect(outsideOpeningHours(hours, ["Mo-Fr 09:00-17:00"])).toEqual(["Mo", "Sa"]);
  });

  it("a 9:00 visit is within 9-17 hours on both sides of a daylight-saving change", () => {
    const hours = parseWeeklyHours("Mo-Fr 09:00-17:00");
    // 2026-11-02 is the Monday after the clocks went back in New York (Nov 1); 2026-03-09 the Monday after spring.
    for (const date of ["2026-10-30", "2026-11-02", "2026-03-06", "2026-03-09"]) {
      const start = local(`${date}T09:00`);
      expect(worksDuring(hours, start, start.plus({ hours: 1 }))).toBe(true);
      const early = local(`${date}T08:00`);
      expect(worksDuring(hours, early, early.plus({ hours: 1 }))).toBe(false);
      const late = local(`${date}T16:30`);
      expect(worksDuring(hours, late, late.plus({ hours: 1 }))).toBe(false);
    }
  });

  it("a day without hours is not worked", () => {
    const hours = parseWeeklyHours("Mo 09:00-17:00");
    const tuesday = local("2026-12-01T10:00");
    expect(worksDuring(hours, tuesday, tuesday.plus({ hours: 1 }))).toBe(false);
  });
});
