import { describe, expect, it } from "vitest";
import { busyIntervals, fairOrder, isFree } from "./busy.ts";

const at = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00Z`);
const slot = (from: string, to: string) => ({ start: at(from), end: at(to) });

describe("busy intervals", () => {
  const busy = busyIntervals({ visits: [slot("10:00", "11:00")], calendar: [], bufferMinutes: 30 });

  it("keeps the consultant busy for the buffer before and after a visit", () => {
    expect(isFree(busy, slot("09:00", "10:00"))).toBe(false);
    expect(isFree(busy, slot("11:00", "12:00"))).toBe(false);
    expect(isFree(busy, slot("08:30", "09:30"))).toBe(true);
    expect(isFree(busy, slot("11:30", "12:30"))).toBe(true);
  });

  it("with no buffer, the next slot right after a visit is free", () => {
    const none = busyIntervals({ visits: [slot("10:00", "11:00")], calendar: [], bufferMinutes: 0 });
    expect(isFree(none, slot("11:00", "12:00"))).toBe(true);
    expect(isFree(none, slot("10:30", "11:30"))).toBe(false);
  });

  it("takes calendar busy times as they are, without a buffer", () => {
    const cal = busyIntervals({ visits: [], calendar: [slot("13:00", "14:00")], bufferMinutes: 30 });
    expect(isFree(cal, slot("12:00", "13:00"))).toBe(true);
    expect(isFree(cal, slot("13:30", "14:30"))).toBe(false);
  });
});

describe("fairness order", () => {
  it("puts the fewest visits in the week first, then the longest waiting, then the lower seat", () => {
    const order = fairOrder([
      { userId: "a", seat: 1, weekVisits: 2, lastAssignedAt: "2026-11-20T10:00:00Z" },
      { userId: "b", seat: 2, weekVisits: 1, lastAssignedAt: "2026-11-25T10:00:00Z" },
      { userId: "c", seat: 3, weekVisits: 1, lastAssignedAt: "2026-11-24T10:00:00Z" },
      { userId: "d", seat: 4, weekVisits: 1, lastAssignedAt: null },
      { userId: "e", seat: 0, weekVisits: 1, lastAssignedAt: null },
    ]);
    expect(order.map((c) => c.userId)).toEqual(["e", "d", "c", "b", "a"]);
  });
});
