import { describe, expect, it } from "vitest";
import { follows, installationFollows, ORDER_STAGES, type OrderStage } from "./stages";

const ALL: OrderStage[] = [...ORDER_STAGES, "cancelled"];

describe("the moves booking an installation makes (issue 34 item 2; decision 0023)", () => {
  it("books only an order at Arrived, and a cancellation goes back only from Installation booked", () => {
    expect(ALL.filter((stage) => installationFollows(stage, "installation_booked"))).toEqual(["arrived"]);
    expect(ALL.filter((stage) => installationFollows(stage, "arrived"))).toEqual(["installation_booked"]);
  });

  it("leaves staff's own moves as they were: Installed follows Installation booked, Arrived does not", () => {
    expect(follows("installation_booked", "installed")).toBe(true);
    expect(follows("installation_booked", "arrived")).toBe(false);
  });
});
