import { describe, expect, it } from "vitest";
import type { BookingRow } from "./store.ts";
import { reminderTextJobs } from "./texts.ts";

const settings = { enabled: true, timeZone: "America/New_York" };
const row = (start_at: string) => ({ id: "b1", start_at, locale: "en" }) as BookingRow;
const at = (rows: ReturnType<typeof reminderTextJobs>) => rows.map((j) => new Date(j.notBeforeMs!).toISOString());

describe("reminderTextJobs", () => {
  it("reminds 24 hours and 2 hours before a midday visit", () => {
    // Thu 2026-12-03 13:00 EST.
    const jobs = reminderTextJobs(
      settings,
      row("2026-12-03T18:00:00Z"),
      "+13105550100",
      "https://x/m",
      Date.parse("2026-12-01T12:00:00Z"),
    );
    expect(at(jobs)).toEqual(["2026-12-02T18:00:00.000Z", "2026-12-03T16:00:00.000Z"]);
    expect(jobs.map((j) => j.job)).toEqual(["sms_reminder", "sms_reminder"]);
  });

  it("holds a reminder due in the night until 8 am, and drops one that would arrive after the visit began", () => {
    // Thu 2026-12-03 8:30 EST: 2 hours before is 6:30, held until 8:00, still before the visit.
    const early = reminderTextJobs(
      settings,
      row("2026-12-03T13:30:00Z"),
      "+1",
      "u",
      Date.parse("2026-12-01T12:00:00Z"),
    );
    expect(at(early)).toEqual(["2026-12-02T13:30:00.000Z", "2026-12-03T13:00:00.000Z"]);
    // Thu 2026-12-03 7:00 EST: 2 hours before is 5:00, held until 8:00, after the visit began: dropped.
    const dawn = reminderTextJobs(settings, row("2026-12-03T12:00:00Z"), "+1", "u", Date.parse("2026-12-01T12:00:00Z"));
    expect(at(dawn)).toEqual(["2026-12-02T13:00:00.000Z"]);
  });

  it("sends no reminder whose time has already passed", () => {
    const jobs = reminderTextJobs(settings, row("2026-12-03T18:00:00Z"), "+1", "u", Date.parse("2026-12-03T16:30:00Z"));
    expect(jobs).toEqual([]);
  });
});
