import type { Env } from "../env.ts";
import { PermanentDeliveryError } from "../jobs/errors.ts";

/** How long a call to Twilio may take before it is given up: a run that sends a text is done with Twilio by then. */
export const TWILIO_REQUEST_TIMEOUT_MS = 15_000;

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

/** Twilio's Messages resource of the account: texts are created (POST) and listed (GET) there. */
function messagesUrl(settings: TwilioSettings): URL {
  return new URL(`/2010-04-01/Accounts/${settings.TWILIO_ACCOUNT_SID}/Messages.json`, settings.TWILIO_API_BASE);
}

/** HTTP Basic auth with the account's SID and token, as every call of Twilio's REST API takes it. */
function basicAuth(settings: TwilioSettings): string {
  return `Basic ${Buffer.from(`${settings.TWILIO_ACCOUNT_SID}:${settings.TWILIO_AUTH_TOKEN}`).toString("base64")}`;
}

/**
 * Sends one text through Twilio's Messages API (POST …/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic auth
 * with the SID and token); answers Twilio's sid for it and its first status. Twilio's 5xx and 429 are worth
 * retrying (an Error); any other refusal (a bad number, an unknown sender) is not (PermanentDeliveryError).
 */
export async function sendViaTwilio(
  settings: TwilioSettings,
  text: { to: string; body: string },
): Promise<{ sid: string; status: string }> {
  const form = new URLSearchParams({ To: text.to, Body: text.body });
  // A Messaging Service chooses the sender itself; otherwise the one number the business texts from.
  if (settings.TWILIO_MESSAGING_SERVICE_SID) form.set("MessagingServiceSid", settings.TWILIO_MESSAGING_SERVICE_SID);
  else form.set("From", settings.TWILIO_FROM);
  form.set("StatusCallback", new URL(STATUS_PATH, settings.SITE_URL).href);
  const response = await fetch(messagesUrl(settings), {
    method: "POST",
    headers: {
      authorization: basicAuth(settings),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: form.toString(),
    signal: AbortSignal.timeout(TWILIO_REQUEST_TIMEOUT_MS),
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

/** One text of Twilio's list of Messages, as far as the site reads it. */
export type ListedText = { sid: string; to: string; body: string; status: string; createdMs: number };

/** How many texts one page of the list holds: Twilio's largest page, so one number's day is one call. */
const LIST_PAGE_SIZE = 1000;
/** A guard against a list that never ends (a broken `next_page_uri`): more pages than one number's day ever needs. */
const LIST_MAX_PAGES = 20;

/**
 * The texts Twilio holds to `to` with exactly the words `body`, created at `since` or later (issue 35: a send job
 * that died between Twilio's acceptance and storing the sid asks before sending again, since the Messages API takes
 * no idempotency key). Twilio's list API: GET …/Messages.json?To=…, newest first, in pages (`messages`,
 * `next_page_uri`); `date_created` is an RFC 2822 date. The list is not filtered by `DateSent`: a text Twilio still
 * holds in its queue has no `date_sent` yet, and that filter would leave out exactly the text a run that died just
 * after Twilio accepted it must find. One number's texts fit in a page or two. Any failure is an Error, never an empty
 * answer: the job is retried rather than sending blind.
 */
export async function findSentTexts(
  settings: TwilioSettings,
  text: { to: string; body: string; since: Date },
): Promise<ListedText[]> {
  const url = messagesUrl(settings);
  url.searchParams.set("To", text.to);
  url.searchParams.set("PageSize", String(LIST_PAGE_SIZE));
  const found: ListedText[] = [];
  let next: URL | null = url;
  for (let page = 0; next; page++) {
    if (page === LIST_MAX_PAGES) throw new Error(`Twilio's list of texts ran past ${LIST_MAX_PAGES} pages`);
    const listed = await listPage(settings, next);
    const matching = listed.texts.filter(
      (t) => t.to === text.to && t.body === text.body && t.createdMs >= text.since.getTime(),
    );
    found.push(...matching);
    next = listed.next;
  }
  return found;
}

async function listPage(settings: TwilioSettings, url: URL): Promise<{ texts: ListedText[]; next: URL | null }> {
  const response = await fetch(url, {
    headers: { authorization: basicAuth(settings), accept: "application/json" },
    signal: AbortSignal.timeout(TWILIO_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Twilio answered ${response.status} to the list of texts`);
  const answer = (await response.json().catch(() => null)) as {
    messages?: unknown;
    next_page_uri?: unknown;
  } | null;
  if (!Array.isArray(answer?.messages)) throw new Error("Twilio's list of texts has no messages");
  const texts = (answer.messages as Record<string, unknown>[]).map(listedText);
  const next =
    typeof answer.next_page_uri === "string" ? new URL(answer.next_page_uri, settings.TWILIO_API_BASE) : null;
  return { texts, next };
}

/** One listed text; one the site cannot read makes the whole list fail, rather than be taken for "not sent". */
function listedText(message: Record<string, unknown>): ListedText {
  const { sid, to, body, status, date_created } = message;
  const createdMs = typeof date_created === "string" ? Date.parse(date_created) : Number.NaN;
  if (typeof sid !== "string" || typeof to !== "string" || typeof body !== "string" || Number.isNaN(createdMs)) {
    throw new Error("Twilio listed a text without its sid, number, words or date");
  }
  return { sid, to, body, status: typeof status === "string" ? status : "queued", createdMs };
}
