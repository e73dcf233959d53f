import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PICKER_DAYS } from "./days";

// CSS cannot match a checked radio to "its" panel by value, so booking.css lists one :has()
// rule per position. The list and the number of days the picker shows must stay in step.
describe("the day picker's CSS", () => {
  it("shows the times of each of the picker's days, and of no day beyond them", () => {
    const css = readFileSync(new URL("./booking.css", import.meta.url), "utf8");
    const positions = [
      ...css.matchAll(/\.slot-picker__day:nth-child\((\d+)\) input:checked\) \.slot-picker__times:nth-child\((\d+)\)/g),
    ];
    expect(positions.every(([, day, times]) => day === times)).toBe(true);
    expect(positions.map(([, day]) => Number(day))).toEqual(Array.from({ length: PICKER_DAYS }, (_, i) => i + 1));
  });
});
