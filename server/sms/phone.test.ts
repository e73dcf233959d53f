import { describe, expect, it } from "vitest";
import { toE164 } from "./phone.ts";

describe("toE164", () => {
  it("reads a number as people type it, as a US number unless it says otherwise", () => {
    expect(toE164("(310) 555-0123")).toBe("+13105550123");
    expect(toE164("310.555.0123")).toBe("+13105550123");
    expect(toE164("1 310 555 0123")).toBe("+13105550123");
    expect(toE164(" +1 (310) 555-0123 ")).toBe("+13105550123");
    expect(toE164("+52 55 1234 5678")).toBe("+525512345678");
  });

  it("refuses what no text can reach", () => {
    expect(toE164("")).toBeNull();
    expect(toE164("555-0123")).toBeNull();
    expect(toE164("call me")).toBeNull();
    expect(toE164("(123) 456-7890")).toBeNull();
  });
});
