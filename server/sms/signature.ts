import { createHmac, timingSafeEqual } from "node:crypto";

/** A form post's parameters as Twilio sends them: one value per name (a name may repeat, so values are lists). */
export type PostParams = Record<string, string | string[]>;

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1 with the auth token over the full public URL followed
 * by every POST parameter's name and value, names sorted, base64. The URL is the one Twilio was told to call, the
 * site's public address (SITE_URL), not the one this process sees behind a proxy.
 */
export function twilioSignature(authToken: string, url: string, params: PostParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    for (const value of [params[name] ?? ""].flat().sort()) data += name + value;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Whether a callback really comes from Twilio: its signature header matches, compared in constant time. */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: PostParams,
  header: string | undefined,
): boolean {
  if (!authToken || !header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
