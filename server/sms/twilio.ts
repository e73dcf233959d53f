import type { Env } from "../env.ts";
import { PermanentDeliveryError } from "../jobs/errors.ts";

export type TwilioSettings = Pick<
  Env,
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "TWILIO_MESSAGING_SERVICE_SID"
  | "TWILIO_API_BASE"
  | "SITE_URL"
>;

/** Where Twilio reports a text's delivery (queued, sent, delivered, undelivered, failed). */
export const STATUS_PATH = "/api/sms/status";
export const INBOUND_PATH = "/api/sms/inbound";

/**
 * Sends one text through Twilio's Messages API (POST …/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic auth
 * with the SID and token); answers Twilio's sid for it and its first status. Twilio's 5xx and 429 are worth
 * retrying (an Error); any other refusal (a bad number, an unknown sender) is not (PermanentDeliveryError).
 */
export async function sendViaTwilio(
  settings: TwilioSettings,
  text: { to: string; body: string },
): Promise<{ sid: string; status: string }> {
  const sid = settings.TWILIO_ACCOUNT_SID;
  const url = new URL(`/2010-04-01/Accounts/${sid}/Messages.json`, settings.TWILIO_API_BASE);
  const form = new URLSearchParams({ To: text.to, Body: text.body });
  // A Messaging Service chooses the sender itself; otherwise the one number the business texts from.
  if (settings.TWILIO_MESSAGING_SERVICE_SID) form.set("MessagingServiceSid", settings.TWILIO_MESSAGING_SERVICE_SID);
  else form.set("From", settings.TWILIO_FROM);
  form.set("StatusCallback", new URL(STATUS_PATH, settings.SITE_URL).href);
  const response = await fetch(url, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${sid}:${settings.TWILIO_AUTH_TOKEN}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: form.toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await response.json().catch(() => null)) as {
    sid?: unknown;
    status?: unknown;
    message?: unknown;
  } | null;
  if (!response.ok) {
    const why = `Twilio answered ${response.status}: ${typeof answer?.message === "string" ? answer.message : "no message"}`;
    if (response.status >= 500 || response.status === 429) throw new Error(why);
    throw new PermanentDeliveryError(why);
  }
  if (typeof answer?.sid !== "string") throw new Error("Twilio accepted the text without a sid");
  return { sid: answer.sid, status: typeof answer.status === "string" ? answer.status : "queued" };
}
