import { describe, expect, it } from "vitest";
import { EnvError } from "../env.ts";
import { resolveUnsubscribeSecret, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe.ts";

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

  it("needs a configured key in production when e-mail is sent, and makes one up otherwise", () => {
    expect(() => resolveUnsubscribeSecret({ UNSUBSCRIBE_SECRET: "", NODE_ENV: "production" }, true)).toThrow(EnvError);
    expect(resolveUnsubscribeSecret({ UNSUBSCRIBE_SECRET: "", NODE_ENV: "production" }, false)).toHaveLength(43);
    expect(resolveUnsubscribeSecret({ UNSUBSCRIBE_SECRET: "k", NODE_ENV: "production" }, true)).toBe("k");
  });
});
