import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INTL_LOCALE, LOCALES } from "./locales.ts";
import {
  format,
  formatBytes,
  formatCents,
  formatWholeDollars,
  placeholdersOf,
  plural,
  pluralCategory,
} from "./format.ts";

describe("catalogue messages", () => {
  it("fills placeholders, writing numbers the locale's way", () => {
    expect(format("Messages are at most {max} characters", { max: 2000 })).toBe(
      "Messages are at most 2,000 characters",
    );
    expect(format("Hello {name}, {name}!", { name: "Ana" })).toBe("Hello Ana, Ana!");
  });

  it("writes every number as Intl does in each language, the small whole ones included (written without Intl)", () => {
    const numbers = fc.oneof(
      fc.constant(-0),
      fc.integer({ min: -1500, max: 1500 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), numbers, (locale, value) => {
        expect(format("{n}", { n: value }, locale)).toBe(new Intl.NumberFormat(INTL_LOCALE[locale]).format(value));
      }),
    );
  });

  it("leaves a placeholder without a value visible instead of dropping it", () => {
    expect(format("Call {phone}", {})).toBe("Call {phone}");
  });

  it("chooses the plural form by Intl.PluralRules", () => {
    const windows = { one: "{count} window", other: "{count} windows" };
    expect(plural(windows, 1)).toBe("1 window");
    expect(plural(windows, 0)).toBe("0 windows");
    expect(plural(windows, 1200)).toBe("1,200 windows");
  });

  it("gives every count the plural category Intl gives it in each language, the small whole ones included (given without Intl)", () => {
    const counts = fc.oneof(
      fc.constant(-0),
      fc.integer({ min: -5, max: 1500 }),
      fc.constantFrom(1e6, 2e6),
      fc.double({ min: -10, max: 1e7, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), counts, (locale, count) => {
        expect(pluralCategory(count, locale)).toBe(new Intl.PluralRules(INTL_LOCALE[locale]).select(count));
      }),
    );
  });

  it("lists placeholders once each, in order", () => {
    expect(placeholdersOf("{a} and {b} and {a}")).toEqual(["a", "b"]);
    expect(placeholdersOf("none")).toEqual([]);
  });

  it("formats money from cents and whole dollars", () => {
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatWholeDollars(1234)).toBe("$1,234");
  });

  it("writes a size as the visitor reads it: whole megabytes from one up, else kilobytes, in the locale's way", () => {
    expect(formatBytes(41 * 1024 * 1024)).toBe("41 MB");
    expect(formatBytes(16 * 1024)).toBe("16 kB");
    expect(formatBytes(41 * 1024 * 1024, "es")).toBe("41 MB");
    expect(formatBytes(1536 * 1024 * 1024, "es")).toBe("1,536 MB");
  });
});
