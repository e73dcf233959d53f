import { describe, expect, it } from "vitest";
import { addressKey, householdKeys } from "./household.ts";

const at = (address_line1: string, address_line2 = "", zip = "90012") =>
  addressKey({ address_line1, address_line2, zip });

describe("the household an address names", () => {
  it("is the same however the address is typed", () => {
    const first = at("123 North Main Street", "Apartment 4B");
    for (const same of [
      at("123 N. Main St.", "Apt 4B"),
      at("123 n main st #4b"),
      at("123  NORTH  MAIN  STREET, UNIT 4-B"),
      at("123 N Main St", "# 4B", "90012-1234"),
      at("123 N Main St", "Suite 4B"),
    ]) {
      expect(same).toBe(first);
    }
  });

  it("differs for another unit, another number, another street or another ZIP", () => {
    const home = at("123 Main St", "Apt 4B");
    expect(at("123 Main St", "Apt 4C")).not.toBe(home);
    expect(at("125 Main St", "Apt 4B")).not.toBe(home);
    expect(at("123 Main Ave", "Apt 4B")).not.toBe(home);
    expect(at("123 Main St", "Apt 4B", "90013")).not.toBe(home);
    expect(at("123 Main St")).not.toBe(home);
  });

  it("is claimed by its address and by its e-mail, the e-mail trimmed and lower-cased", () => {
    const order = { address_line1: "1 Elm St", address_line2: "", zip: "10001", user_email: " Jo@Example.COM " };
    expect(householdKeys(order)).toEqual(["address:1elmst|10001", "email:jo@example.com"]);
  });
});
