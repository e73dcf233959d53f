import { describe, expect, it } from "vitest";
import { retryDelay } from "./queue.ts";

describe("retry backoff", () => {
  it("doubles the delay per attempt, capped, with jitter between half and all of it", () => {
    expect(retryDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelay(2, 1000, 60_000, () => 1)).toBe(2000);
    expect(retryDelay(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(retryDelay(4, 1000, 60_000, () => 0)).toBe(4000);
    expect(retryDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
  });
});
