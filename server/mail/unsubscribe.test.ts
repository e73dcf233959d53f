import { describe, expect, it } from "vitest";
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe.ts";

describe("unsubscribe tokens", () => {
  const secret = "s3cret";

  it("gives back the address a valid token was made for", () => {
    const token = unsubscribeToken("ann@example.com", secret);
    expect(verifyUnsubscribeToken(token, secret)).toBe("ann@example.com");
    expect(unsubscribeUrl("https://amberwood.example", token)).toBe(
      `https://amberwood.example/newsletter/unsubscribe?token=${token}`,
    );
  });

  it("refuses a token with another address, another key, a changed signature or junk", () => {
    const token = unsubscribeToken("ann@example.com", secret);
    const [, signature] = token.split(".");
    const otherAddress = `${Buffer.from("bob@example.com").toString("base64url")}.${signature}`;
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [
      otherAddress,
      flipped,
      unsubscribeToken("ann@example.com", "other"),
      "",
      ".",
      "a.b.c",
      "x".repeat(5000),
    ]) {
      expect(verifyUnsubscribeToken(bad, secret)).toBeNull();
    }
  });
});
