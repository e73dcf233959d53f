import { describe, expect, it } from "vitest";
import { LAUNCHER_ZONE, launcherRect, overlapToClear } from "./keep-clear";

const phone = { width: 375, height: 667 };
const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe("keeping focused controls clear of the chat launcher", () => {
  it("reserves the bottom-right corner when the launcher cannot be measured", () => {
    expect(launcherRect(phone, null)).toEqual(rect(375 - LAUNCHER_ZONE.width, 667 - LAUNCHER_ZONE.height, 96, 96));
    expect(launcherRect(phone, rect(0, 0, 0, 0))).toEqual(launcherRect(phone, null));
  });

  it("widens the corner to a larger launcher, but ignores an open chat panel covering the screen", () => {
    expect(launcherRect(phone, rect(250, 520, 110, 130)).left).toBe(250);
    expect(launcherRect(phone, rect(0, 0, 375, 667))).toEqual(launcherRect(phone, null));
  });

  it("scrolls a full-width submit button at the bottom of the screen up above the launcher", () => {
    const launcher = launcherRect(phone, null);
    const button = rect(16, 600, 343, 48);
    expect(overlapToClear(button, launcher)).toBe(648 - 571 + 8);
  });

  it("leaves controls alone that the launcher does not cover", () => {
    const launcher = launcherRect(phone, null);
    expect(overlapToClear(rect(16, 100, 343, 48), launcher)).toBe(0);
    expect(overlapToClear(rect(16, 620, 200, 40), launcher)).toBe(0);
  });
});
