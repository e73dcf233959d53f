import { describe, expect, it } from "vitest";
import { deviceLabel } from "./device.ts";

describe("deviceLabel", () => {
  it("names the phones and browsers staff use, not the browsers' borrowed words", () => {
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const samsung =
      "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36";
    const edge =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
    expect(deviceLabel(android)).toBe("Android phone, Chrome");
    expect(deviceLabel(iphone)).toBe("iPhone, Safari");
    expect(deviceLabel(samsung)).toBe("Android phone, Samsung Internet");
    expect(deviceLabel(edge)).toBe("Windows computer, Edge");
    expect(deviceLabel("")).toBe("Device");
  });
});
