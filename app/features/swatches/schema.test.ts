import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n/locales.ts";
import { fieldErrors } from "../leads/field-errors.server.ts";
import { SwatchOrderSchema, swatchIdsField } from "./schema.ts";
import { zipFitsState } from "./us-address.ts";

const order = {
  swatches: ["roller-arctic-white", "roman-harbor-blue"],
  user_name: "Ana Ruiz",
  user_email: "ana@example.com",
  address_line1: "350 S Grand Ave",
  city: "Los Angeles",
  state: "ca",
  zip: "90071",
};

const errorsOf = (input: unknown, locale: Locale = "en") => {
  const parsed = SwatchOrderSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error, locale);
};

describe("a swatch order", () => {
  it("takes the catalogue's ids, a US address and no phone", () => {
    const parsed = SwatchOrderSchema.parse(order);
    expect(parsed.state).toBe("CA");
    expect(parsed.user_phone).toBe("");
    expect(parsed.address_line2).toBe("");
    expect(parsed.locale).toBe("en");
  });

  it("takes a single swatch as a form sends it, and ZIP+4", () => {
    const parsed = SwatchOrderSchema.parse({ ...order, swatches: "mini-cream", zip: "90071-1234" });
    expect(parsed.swatches).toEqual(["mini-cream"]);
  });

  it("refuses no swatch, more than ten, an unknown one and one listed twice, each with its message", () => {
    expect(errorsOf({ ...order, swatches: [] }).swatches).toBe("Please add at least one swatch");
    const eleven = Array.from({ length: 11 }, () => "mini-cream");
    expect(errorsOf({ ...order, swatches: eleven }).swatches).toBe("Please choose at most 10 swatches");
    expect(errorsOf({ ...order, swatches: ["mini-cream", "plaid-pyjamas"] }).swatches).toBe(
      "There is no swatch “plaid-pyjamas” in our catalogue",
    );
    expect(errorsOf({ ...order, swatches: ["mini-cream", "mini-cream"] }).swatches).toBe(
      "The swatch “mini-cream” is listed twice",
    );
    expect(errorsOf({ ...order, swatches: [{ id: "mini-cream" }] }).swatches).toBe(
      "Send the swatches as a list of their ids",
    );
  });

  it("refuses a state that is not a US code, a malformed ZIP and a ZIP of another state", () => {
    expect(errorsOf({ ...order, state: "Cal" }).state).toBe("Please enter your state's two-letter code, such as CA");
    expect(errorsOf({ ...order, zip: "9007" }).zip).toBe(
      "Please enter a 5-digit ZIP code, such as 90012 or 90012-3456",
    );
    expect(errorsOf({ ...order, state: "NY" }).zip).toBe("This ZIP code is not in that state: please check both");
  });

  it("says what is wrong in Spanish to a Spanish visitor, the bound and the id written in", () => {
    const eleven = Array.from({ length: 11 }, () => "mini-cream");
    expect(errorsOf({ ...order, swatches: eleven }, "es").swatches).toBe("Elija como máximo 10 muestras");
    expect(errorsOf({ ...order, swatches: ["plaid-pyjamas"] }, "es").swatches).toBe(
      "No hay ninguna muestra “plaid-pyjamas” en nuestro catálogo",
    );
    expect(errorsOf({ ...order, state: "NY" }, "es").zip).toBe(
      "Este código postal no corresponde a ese estado: revise ambos",
    );
  });

  it("asks for the name, e-mail, street and city, and checks an optional phone", () => {
    const errors = errorsOf({ swatches: ["mini-cream"], state: "CA", zip: "90071", user_phone: "call me" });
    expect(Object.keys(errors).sort()).toEqual(["address_line1", "city", "user_email", "user_name", "user_phone"]);
  });
});

describe("a booking's swatches", () => {
  it("may be none", () => {
    expect(swatchIdsField(0).parse(undefined)).toEqual([]);
    expect(swatchIdsField(0).parse("")).toEqual([]);
  });
});

describe("a ZIP code and its state", () => {
  it("agree where the Postal Service says so, and where a prefix is shared or unassigned", () => {
    expect(zipFitsState("90012", "CA")).toBe(true);
    expect(zipFitsState("10001", "NY")).toBe(true);
    expect(zipFitsState("06390", "NY")).toBe(true);
    expect(zipFitsState("73301", "TX")).toBe(true);
    expect(zipFitsState("96799", "AS")).toBe(true);
    expect(zipFitsState("00000", "CA")).toBe(true);
    expect(zipFitsState("90012", "NY")).toBe(false);
    expect(zipFitsState("10001", "CA")).toBe(false);
  });
});
