import { DEFAULT_LOCALE, localizedPath, type Locale } from "../../app/i18n/locales.ts";
import type { PrivacyLink } from "../../app/features/privacy/service.ts";
import type { Signer } from "../secrets.ts";

/**
 * The two links a privacy request's e-mails carry (docs/decisions/0022): `confirm`, which proves the request came
 * from the address's owner, and `download`, the copy of their data once staff sent it. A token is
 * `<request id>.<expires, unix seconds>.<HMAC>`: no login and nothing stored, each link's own key (a confirmation
 * token is no download token), and it stops working when it says.
 */
const PURPOSE: Record<PrivacyLink, string> = { confirm: "privacy-confirm", download: "privacy-download" };
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECONDS = /^\d{1,12}$/;

export function privacyToken(signer: Signer, link: PrivacyLink, id: string, expiresMs: number): string {
  const expires = Math.floor(expiresMs / 1000);
  return `${id}.${expires}.${signer.sign(PURPOSE[link], `${id}.${expires}`)}`;
}

/** A genuine token's request id and when it stops working; null when it was altered or made for the other link. */
export function readPrivacyToken(
  signer: Signer,
  link: PrivacyLink,
  token: string,
): { id: string; expiresMs: number } | null {
  if (token.length > 200) return null;
  const [id = "", expires = "", signature = "", extra] = token.split(".");
  if (extra !== undefined || !ID.test(id) || !SECONDS.test(expires)) return null;
  if (!signer.verify(PURPOSE[link], `${id}.${expires}`, signature)) return null;
  return { id, expiresMs: Number(expires) * 1000 };
}

/** The link's page on the site, in the person's language: `/es/privacy-request/confirm?token=…` for Spanish. */
export function privacyLinkUrl(link: PrivacyLink, siteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) {
  const path = localizedPath(`/privacy-request/${link}`, locale);
  return new URL(`${path}?${new URLSearchParams({ token })}`, siteUrl).href;
}
