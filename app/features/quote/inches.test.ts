import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInches, parseInches } from "./inches";

describe("window sizes in inches to the eighth", () => {
  it("reads the trade's spellings and decimals", () => {
    expect(parseInches("36 3/8")).toBe(36.375);
    expect(parseInches("36-3/8")).toBe(36.375);
    expect(parseInches(" 36 1/2 in ")).toBe(36.5);
    expect(parseInches('48"')).toBe(48);
    expect(parseInches("36.375")).toBe(36.375);
    expect(parseInches("3/4")).toBe(0.75);
  });

  it("refuses what is no size", () => {
    for (const bad of ["", "abc", "36 3/16", "36 8/8", "36 0/8", "0x24", "1e2", "-36", "36,5", "36 3/8 3/8", "1234"]) {
      expect(parseInches(bad), bad).toBeNull();
    }
  });

  it("writes back what it reads, for every size in eighths", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 * 8 }), (eighths) => {
        const inches = eighths / 8;
        expect(parseInches(formatInches(inches))).toBe(inches);
      }),
    );
  });
});
