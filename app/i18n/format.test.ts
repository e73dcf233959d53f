import { describe, expect, it } from "vitest";
import { format, formatBytes, formatCents, formatWholeDollars, placeholdersOf, plural } from "./format.ts";

describe("catalogue messages", () => {
  it("fills placeholders, writing numbers the locale's way", () => {
    expect(format("Messages are at most {max} characters", { max: 2000 })).toBe(
      "Messages are at most 2,000 characters",
    );
    expect(format("Hello {name}, {name}!", { name: "Ana" })).toBe("Hello Ana, Ana!");
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
