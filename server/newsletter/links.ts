import { createHmac, timingSafeEqual } from "node:crypto";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "../../app/i18n/locales.ts";

/**
 * Subscribers' confirm (double opt-in) and unsubscribe links. Each token, `<email, base64url>.<HMAC-SHA256, base64url>`
 * over the link's purpose and the address, needs no login or stored token; one purpose's is worthless for the other.
 */
export type NewsletterLink = "confirm" | "unsubscribe";

function mac(link: NewsletterLink, email: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`newsletter-${link}:${email}`, "utf8").digest();
}

export function newsletterToken(link: NewsletterLink, email: string, secret: string): string {
  return `${Buffer.from(email, "utf8").toString("base64url")}.${mac(link, email, secret).toString("base64url")}`;
}

/** The subscriber's address when the token was signed with `secret` for this link, else null. */
export function verifyNewsletterToken(link: NewsletterLink, token: string, secret: string): string | null {
  if (token.length > 1024) return null;
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  if (Buffer.from(email, "utf8").toString("base64url") !== encoded) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(link, email, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

/** The link's page, in the subscriber's language (issue 32): `/es/newsletter/confirm` for a Spanish sign-up. */
export function newsletterUrl(link: NewsletterLink, siteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) {
  const path = localizedPath(`/newsletter/${link}`, locale);
  return new URL(`${path}?${new URLSearchParams({ token })}`, siteUrl).href;
}
