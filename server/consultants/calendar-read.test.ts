import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { busyFromIcs, CalendarReadError } from "./calendar-read.ts";

const google = readFileSync(new URL("./fixtures/google.ics", import.meta.url), "utf8");
const iso = (ms: number) => new Date(ms).toISOString();

describe("busy times from a consultant's calendar", () => {
  const busy = busyFromIcs(google, {
    from: new Date("2026-10-20T00:00:00Z"),
    to: new Date("2026-12-31T00:00:00Z"),
    timeZone: "America/New_York",
    skipUid: (uid) => uid.endsWith("@amberwood.test"),
  }).map((b): [string, string] => [iso(b.start), iso(b.end)]);

  it("expands a weekly RRULE in its own time zone across the end of daylight saving, without the EXDATE", () => {
    expect(busy).toContainEqual(["2026-10-26T12:00:00.000Z", "2026-10-26T14:00:00.000Z"]);
    expect(busy).toContainEqual(["2026-11-02T13:00:00.000Z", "2026-11-02T15:00:00.000Z"]);
    expect(busy.some(([start]) => start.startsWith("2026-11-09"))).toBe(false);
  });

  it("takes a moved occurrence (RECURRENCE-ID) at its new time only", () => {
    expect(busy).toContainEqual(["2026-11-16T17:00:00.000Z", "2026-11-16T18:00:00.000Z"]);
    expect(busy.some(([start]) => start === "2026-11-16T13:00:00.000Z")).toBe(false);
  });

  it("blocks an all-day event from midnight to midnight in the business's zone", () => {
    expect(busy).toContainEqual(["2026-12-03T05:00:00.000Z", "2026-12-04T05:00:00.000Z"]);
  });

  it("ignores transparent (free) and cancelled events, and the business's own visits", () => {
    expect(busy.some(([start]) => start.startsWith("2026-12-04"))).toBe(false);
    expect(busy.some(([start]) => start.startsWith("2026-12-07"))).toBe(false);
    expect(busy.some(([start]) => start.startsWith("2026-12-08"))).toBe(false);
    expect(busy).toHaveLength(4);
  });

  it("skips an event it cannot read and keeps the others", () => {
    const broken = google.replace("DTSTART;VALUE=DATE:20261203", "DTSTART;VALUE=DATE:nonsense");
    const read = busyFromIcs(broken, { from: new Date("2026-10-20"), to: new Date("2026-12-31"), timeZone: "UTC" });
    expect(read.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses a file that is not iCalendar", () => {
    expect(() =>
      busyFromIcs("<!doctype html><title>Sign in</title>", {
        from: new Date(),
        to: new Date(),
        timeZone: "UTC",
      }),
    ).toThrow(CalendarReadError);
  });
});
