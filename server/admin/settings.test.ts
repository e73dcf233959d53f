import { describe, expect, it } from "vitest";
import { inWorkingHours, isPhone } from "./settings.ts";

const HOURS = ["Mo-Fr 09:00-17:00"];
const TZ = "America/New_York";

describe("where the back office opens on a phone (issue 40)", () => {
  it("counts the business's opening hours in its own time zone", () => {
    // Tuesday 2026-12-01: 9:00 and 16:59 in New York are working hours, 17:00 is not; Saturday never.
    expect(inWorkingHours(Date.parse("2026-12-01T14:00:00Z"), HOURS, TZ)).toBe(true);
    expect(inWorkingHours(Date.parse("2026-12-01T21:59:00Z"), HOURS, TZ)).toBe(true);
    expect(inWorkingHours(Date.parse("2026-12-01T22:00:00Z"), HOURS, TZ)).toBe(false);
    expect(inWorkingHours(Date.parse("2026-12-01T13:59:00Z"), HOURS, TZ)).toBe(false);
    expect(inWorkingHours(Date.parse("2026-12-05T15:00:00Z"), HOURS, TZ)).toBe(false);
  });

  it("tells a phone from a tablet or a computer by its browser's own words", () => {
    expect(isPhone("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1")).toBe(true);
    expect(isPhone("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36")).toBe(true);
    expect(isPhone("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36")).toBe(false);
    expect(isPhone("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36")).toBe(false);
  });
});
