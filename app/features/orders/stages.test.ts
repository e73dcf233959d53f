import { describe, expect, it } from "vitest";
import { canCancel, follows, mondayOfWeek, nextStage, refusalOf, STAFF_STAGES, type OrderStage } from "./stages";

describe("order stages", () => {
  it("moves one stage at a time, in order", () => {
    const path: OrderStage[] = ["deposit_paid", "ordered", "arrived", "installed", "paid"];
    for (let i = 0; i < path.length - 1; i++) expect(nextStage(path[i]!)).toBe(path[i + 1]);
    expect(nextStage("installation_booked")).toBe("installed");
    expect(nextStage("paid")).toBeNull();
    expect(nextStage("cancelled")).toBeNull();
  });

  it("waits for the deposit before the goods are ordered", () => {
    expect(follows("signed", "ordered")).toBe(false);
    expect(refusalOf("signed", "ordered")).toMatch(/deposit is not paid/);
  });

  it("refuses every stage but the next", () => {
    for (const to of STAFF_STAGES.filter((s) => s !== "cancelled" && s !== "arrived")) {
      expect(follows("ordered", to)).toBe(false);
    }
    expect(refusalOf("ordered", "paid")).toBe("Paid in full does not follow Ordered; the next stage is Arrived.");
  });

  it("cancels from any stage before Installed, and not after", () => {
    for (const stage of ["signed", "deposit_paid", "ordered", "arrived", "installation_booked"] as const) {
      expect(canCancel(stage)).toBe(true);
    }
    for (const stage of ["installed", "paid", "cancelled"] as const) expect(follows(stage, "cancelled")).toBe(false);
  });

  it("reads ISO weeks, refusing weeks a year does not have", () => {
    expect(mondayOfWeek("2026-W50")).toBe("2026-12-07");
    expect(mondayOfWeek("2027-W01")).toBe("2027-01-04");
    expect(mondayOfWeek("2026-W53")).toBe("2026-12-28");
    expect(mondayOfWeek("2027-W53")).toBeNull();
    expect(mondayOfWeek("2026-W00")).toBeNull();
    expect(mondayOfWeek("2026-50")).toBeNull();
  });
});
