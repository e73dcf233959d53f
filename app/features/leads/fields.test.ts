import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailField, integerField, optionalDecimalField } from "./fields";
import { msg } from "../../i18n/message-key";
import { EMAIL_INPUT_PATTERN, EMAIL_PATTERN, INTEGER_PATTERN } from "./limits";
import { ContactSchema } from "../contact/schema";
import { QuoteSchema } from "../quote/schema";

const quantity = integerField(1, 1000, {
  required: msg("validation.quantityRequired"),
  min: msg("validation.quantityMin"),
  max: msg("validation.quantityMax"),
});

/** How a browser applies an <input pattern>: the whole value, with the `v` flag. */
const browserPattern = new RegExp(`^(?:${EMAIL_INPUT_PATTERN})$`, "v");

describe("quantity accepts plain decimal integers only, on every numeric field, and the same rule in the browser", () => {
  it('refuses "0x10" and every other non-decimal spelling that Number() would read as a number', () => {
    for (const spelling of [
      "0x10",
      "0X1F",
      "1e1",
      "+4",
      "-4",
      "4.0",
      "4.",
      ".5",
      "0b11",
      "0o7",
      "Infinity",
      "1_000",
      "٤",
    ]) {
      expect(quantity.safeParse(spelling).success, spelling).toBe(false);
    }
  });

  it("accepts decimal digits and JSON integers within range, and only those", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        expect(quantity.parse(String(n))).toBe(n);
        expect(quantity.parse(n)).toBe(n);
        expect(quantity.parse(` ${n} `)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        // Whatever is accepted is exactly what INTEGER_PATTERN (the browser's rule) accepts.
        const accepted = quantity.safeParse(s).success;
        if (accepted) expect(INTEGER_PATTERN.test(s.trim())).toBe(true);
      }),
    );
    expect(quantity.safeParse(1.5).success).toBe(false);
    expect(quantity.safeParse(0).success).toBe(false);
    expect(quantity.safeParse("1001").success).toBe(false);
  });

  it("refuses hex, exponents and Infinity in the coordinates too", () => {
    const lat = optionalDecimalField(-90, 90, msg("validation.pickAgain"));
    for (const spelling of ["0x10", "1e1", "Infinity", "NaN", "+1", "1,5"]) {
      expect(lat.safeParse(spelling).success, spelling).toBe(false);
    }
    expect(lat.parse("34.0522")).toBe(34.0522);
    expect(lat.parse("-0.5")).toBe(-0.5);
    expect(lat.parse("")).toBeNull();
    expect(lat.parse(12)).toBe(12);
  });

  it("applies to the quote form's quantity and the contact form's coordinates", () => {
    const quote = {
      user_name: "A",
      user_email: "a@example.com",
      user_phone: "213 555 0100",
      product_type: "blinds",
      product_model: "Other",
      custom_product_model: "x",
      preferred_color: "Ivory",
      preferred_material: "Wood",
    };
    expect(QuoteSchema.safeParse({ ...quote, quantity: "0x10" }).success).toBe(false);
    expect(QuoteSchema.safeParse({ ...quote, quantity: "16" }).success).toBe(true);
    const contact = {
      user_name: "A",
      user_email: "a@example.com",
      user_phone: "213 555 0100",
      message: "Hi",
      location_address: "Somewhere",
    };
    expect(ContactSchema.safeParse({ ...contact, location_lat: "0x10", location_lng: "1" }).success).toBe(false);
  });
});

describe("the e-mail field accepts the HTML standard's valid e-mail address only, the same rule in browser and server", () => {
  it("refuses display-name, bracketed and list forms", () => {
    for (const address of [
      "<victim@evil.test>",
      "Jane <jane@example.com>",
      '"Jane" <jane@example.com>',
      "jane@example.com, victim@evil.test",
      "jane@example.com;victim@evil.test",
      "jane@example.com\r\nBcc: victim@evil.test",
      "jane@example.com\nBcc:victim@evil.test",
      "jane doe@example.com",
      "jane@example",
      "jane@-example.com",
      "@example.com",
      "jane@",
    ]) {
      expect(emailField.safeParse(address).success, JSON.stringify(address)).toBe(false);
      expect(browserPattern.test(address), JSON.stringify(address)).toBe(false);
    }
  });

  it("accepts ordinary addresses, trimmed", () => {
    for (const address of [
      "jane@example.com",
      "j.doe+quotes@mail.example.co.uk",
      "o'brien@example.ie",
      "x_y-z@sub-domain.example.org",
    ]) {
      expect(emailField.parse(` ${address} `)).toBe(address);
    }
  });

  it("is one rule: the browser's pattern attribute and the server's check agree on every string", () => {
    const alphabet = fc.constantFrom(..."ab.@-_+<>\" ,;\r\n'{}|/=?^`~!#$%&*Z09é".split(""));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 30 }), (s) => {
        expect(browserPattern.test(s)).toBe(EMAIL_PATTERN.test(s));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.emailAddress(), (s) => {
        expect(browserPattern.test(s)).toBe(EMAIL_PATTERN.test(s));
      }),
    );
  });

  it("never lets through a character that could open a second header or address", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const parsed = emailField.safeParse(s);
        if (parsed.success) expect(parsed.data).not.toMatch(/[\s<>,;:"()[\]\\]/);
      }),
      { numRuns: 2000 },
    );
  });
});
