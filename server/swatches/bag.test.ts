import { describe, expect, it } from "vitest";
import { createSigner } from "../secrets.ts";
import { bagCookies } from "./bag.ts";

const signer = createSigner(Buffer.from("a test key of some length"));
const bag = bagCookies(signer, { secure: true });
/** The Cookie header a browser sends back for a Set-Cookie. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("the swatch bag cookie", () => {
  it("gives back the ids it was made with, in order", () => {
    const cookie = bag.cookie(["roller-arctic-white", "mini-cream"]);
    expect(cookie).toMatch(
      /^swatch_bag=roller-arctic-white\.mini-cream\.[\w-]+; Path=\/; SameSite=Lax; Secure; Max-Age=2592000$/,
    );
    expect(bag.read(`other=1; ${sentBack(cookie)}`)).toEqual(["roller-arctic-white", "mini-cream"]);
  });

  it("is an empty bag when altered, signed by another key, or absent", () => {
    const cookie = sentBack(bag.cookie(["mini-cream"]));
    expect(bag.read(cookie.replace("mini-cream", "mini-pewter"))).toEqual([]);
    expect(bag.read(cookie.replace("swatch_bag=", "swatch_bag=roller-arctic-white."))).toEqual([]);
    const otherSite = bagCookies(createSigner(Buffer.from("another key")), { secure: false });
    expect(otherSite.read(cookie)).toEqual([]);
    expect(bag.read(null)).toEqual([]);
    expect(bag.read("swatch_bag=")).toEqual([]);
  });

  it("keeps only catalogue ids when a signed bag names one the catalogue no longer has", () => {
    const withdrawn = sentBack(bag.cookie(["mini-cream", "withdrawn-swatch" as never]));
    expect(bag.read(withdrawn)).toEqual(["mini-cream"]);
  });

  it("is cleared when emptied", () => {
    expect(bag.cookie([])).toBe("swatch_bag=; Path=/; SameSite=Lax; Secure; Max-Age=0");
  });
});
