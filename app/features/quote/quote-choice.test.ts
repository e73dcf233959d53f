import { describe, expect, it } from "vitest";
import { choiceFromQuery, NO_CHOICE, withType } from "./quote-choice";

const query = (s: string) => choiceFromQuery(new URLSearchParams(s));

describe("choiceFromQuery", () => {
  it("pre-fills a known type and model", () => {
    expect(query("type=shades&model=Roller%20Shades")).toEqual({
      ...NO_CHOICE,
      type: "shades",
      model: "Roller Shades",
    });
  });

  it("selects Other with the text for a model the type does not list", () => {
    expect(query("type=blinds&model=Zebra%20Blinds")).toEqual({
      ...NO_CHOICE,
      type: "blinds",
      model: "Other",
      customModel: "Zebra Blinds",
    });
  });

  it("ignores an unknown type", () => {
    expect(query("type=carpets&model=Roller%20Shades")).toEqual(NO_CHOICE);
  });
});

describe("withType", () => {
  it("clears a model and material the new type does not offer", () => {
    const blinds = { type: "blinds" as const, model: "Standard Wood Blinds", customModel: "", material: "Wood" };
    expect(withType(blinds, "curtains")).toEqual({ type: "curtains", model: "", customModel: "", material: "" });
  });

  it("keeps what the new type also offers, Other with its text included", () => {
    const other = { type: "shades" as const, model: "Other", customModel: "Zebra", material: "Cotton" };
    expect(withType(other, "curtains")).toEqual({ ...other, type: "curtains" });
  });
});
