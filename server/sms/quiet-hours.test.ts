import { describe, expect, it } from "vitest";
import { sendableAt } from "./quiet-hours.ts";

const zone = "America/New_York";
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("sendableAt", () => {
  it("sends at once from 8 am to just before 9 pm, business time", () => {
    expect(iso(sendableAt(at("2026-06-10T12:00:00Z"), zone))).toBe("2026-06-10T12:00:00.000Z"); // 8:00 EDT
    expect(iso(sendableAt(at("2026-06-11T00:59:59Z"), zone))).toBe("2026-06-11T00:59:59.000Z"); // 20:59:59 EDT
  });

  it("holds a text due in the evening until 8 am the next morning", () => {
    expect(iso(sendableAt(at("2026-06-11T01:00:00Z"), zone))).toBe("2026-06-11T12:00:00.000Z"); // 21:00 → 8:00 EDT
    expect(iso(sendableAt(at("2026-06-11T03:59:00Z"), zone))).toBe("2026-06-11T12:00:00.000Z"); // 23:59 EDT
  });

  it("holds a text due after midnight until 8 am the same morning", () => {
    expect(iso(sendableAt(at("2026-06-11T04:00:00Z"), zone))).toBe("2026-06-11T12:00:00.000Z"); // 0:00 EDT
    expect(iso(sendableAt(at("2026-06-11T11:59:59Z"), zone))).toBe("2026-06-11T12:00:00.000Z"); // 7:59:59 EDT
  });

  it("keeps 8 am on the wall clock when the clocks spring forward overnight", () => {
    // Sat 2026-03-07 22:00 EST (UTC-5); the clocks go forward at 2 am on Sunday: 8:00 EDT is 12:00 UTC.
    expect(iso(sendableAt(at("2026-03-08T03:00:00Z"), zone))).toBe("2026-03-08T12:00:00.000Z");
    // 1:30 EST, half an hour before the change.
    expect(iso(sendableAt(at("2026-03-08T06:30:00Z"), zone))).toBe("2026-03-08T12:00:00.000Z");
  });

  it("keeps 8 am on the wall clock when the clocks fall back overnight", () => {
    // Sat 2026-10-31 22:00 EDT (UTC-4); the clocks go back at 2 am on Sunday: 8:00 EST is 13:00 UTC.
    expect(iso(sendableAt(at("2026-11-01T02:00:00Z"), zone))).toBe("2026-11-01T13:00:00.000Z");
    // 1:30 the second time (EST), inside the repeated hour.
    expect(iso(sendableAt(at("2026-11-01T06:30:00Z"), zone))).toBe("2026-11-01T13:00:00.000Z");
  });

  it("uses the business's own zone, not the server's", () => {
    // 05:00 UTC is 22:00 the evening before in Los Angeles (PDT): next 8:00 PDT is 15:00 UTC.
    expect(iso(sendableAt(at("2026-06-11T05:00:00Z"), "America/Los_Angeles"))).toBe("2026-06-11T15:00:00.000Z");
  });
});
