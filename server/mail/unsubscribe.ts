import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "newsletter-unsubscribe:";

function mac(email: string, secret: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + email, "utf8")
    .digest();
}

/** `<email, base64url>.<HMAC-SHA256, base64url>`: the link works without a login or a stored token. */
export function unsubscribeToken(email: string, secret: string): string {
  return `${Buffer.from(email, "utf8").toString("base64url")}.${mac(email, secret).toString("base64url")}`;
}

/** The subscriber's address when the token was signed with `secret`, else null. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  if (token.length > 1024) return null;
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  if (Buffer.from(email, "utf8").toString("base64url") !== encoded) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(email, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL("/newsletter/unsubscribe", siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}
