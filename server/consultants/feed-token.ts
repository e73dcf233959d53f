import type { Signer } from "../secrets.ts";

const FEED_PURPOSE = "consultant-feed";
/** 16 bytes of HMAC, as the manage links: 128 bits nobody can guess. */
const FEED_SIGNATURE_BYTES = 16;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A consultant's feed token, signed and not stored (decision 0006's manage links, 0019): "<user id>.<HMAC of the id
 * and the feed's version>". Rotating raises the version, and every address made before stops working.
 */
export function feedToken(signer: Signer, userId: string, version: number): string {
  return `${userId}.${signer.sign(FEED_PURPOSE, `${userId}:${version}`, FEED_SIGNATURE_BYTES)}`;
}

/** The consultant a token names, if its signature holds for `versionOf(id)`; null otherwise. */
export async function feedUserOf(
  signer: Signer,
  token: string,
  versionOf: (userId: string) => Promise<number | null>,
): Promise<string | null> {
  const dot = token.indexOf(".");
  if (dot < 0) return null;
  const userId = token.slice(0, dot);
  if (!ID.test(userId)) return null;
  const version = await versionOf(userId);
  if (version === null) return null;
  return signer.verify(FEED_PURPOSE, `${userId}:${version}`, token.slice(dot + 1), FEED_SIGNATURE_BYTES)
    ? userId
    : null;
}

export function feedUrl(siteUrl: string, token: string): string {
  return new URL(`/calendar/${token}.ics`, siteUrl).href;
}
