import { describe, expect, it } from "vitest";
import { newsletterToken, newsletterUrl, verifyNewsletterToken } from "./links.ts";

describe("unsubscribe tokens", () => {
  const secret = "s3cret";

  it("gives back the address a valid token was made for", () => {
    const token = newsletterToken("unsubscribe", "ann@example.com", secret);
    expect(verifyNewsletterToken("unsubscribe", token, secret)).toBe("ann@example.com");
    expect(newsletterUrl("unsubscribe", "https://amberwood.example", token)).toBe(
      `https://amberwood.example/newsletter/unsubscribe?token=${token}`,
    );
  });

  it("refuses a token with another address, another key, a changed signature or junk", () => {
    const token = newsletterToken("unsubscribe", "ann@example.com", secret);
    const [, signature] = token.split(".");
    const otherAddress = `${Buffer.from("bob@example.com").toString("base64url")}.${signature}`;
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [
      otherAddress,
      flipped,
      newsletterToken("unsubscribe", "ann@example.com", "other"),
      "",
      ".",
      "a.b.c",
      "x".repeat(5000),
    ]) {
      expect(verifyNewsletterToken("unsubscribe", bad, secret)).toBeNull();
    }
  });
});

describe("confirmation tokens", () => {
  it("confirm the address they were made for, and are no unsubscribe token (nor the reverse)", () => {
    const confirm = newsletterToken("confirm", "ann@example.com", "s3cret");
    expect(verifyNewsletterToken("confirm", confirm, "s3cret")).toBe("ann@example.com");
    expect(verifyNewsletterToken("unsubscribe", confirm, "s3cret")).toBeNull();
    expect(
      verifyNewsletterToken("confirm", newsletterToken("unsubscribe", "ann@example.com", "s3cret"), "s3cret"),
    ).toBeNull();
    expect(newsletterUrl("confirm", "https://amberwood.example", confirm)).toBe(
      `https://amberwood.example/newsletter/confirm?token=${confirm}`,
    );
  });
});
