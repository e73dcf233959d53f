import type { Signer } from "../secrets.ts";

/**
 * What an e-mail is, for every capability that sends one: each renders its own (server/<capability>/mail.ts)
 * and the outbox hands it to the transport (./transports.ts) once the change that queued it is committed.
 */

export type MailSettings = {
  LEADS_TO_EMAIL: string;
  SITE_URL: string;
  unsubscribeSecret: string;
  /** Signs the links an e-mail carries when it is rendered (a privacy request's confirmation and download). */
  signer: Signer;
  /** A quote photo's signed link, made when the e-mail is sent (it works for 14 days from then). */
  photoUrl?: (id: string) => string;
};

/** One e-mail, ready for SMTP; `params` are the EmailJS template parameters. */
export type Mail = {
  /**
   * Which EmailJS template renders it (SMTP sends `text` as it is): the business's notifications ("contact",
   * "quote", "booking" for both sides of a booking) and the customer-facing one ("welcome": a subscriber's e-mails
   * and a visitor's acknowledgement, its subject and text as parameters).
   */
  template: "contact" | "quote" | "welcome" | "booking";
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  params: Record<string, string>;
  /**
   * The same e-mail as HTML, where a picture says more than its text (a swatch's colour chip): sent as the
   * message's HTML alternative beside `text`, which stays complete on its own.
   */
  html?: string;
  /** An iCalendar invitation (RFC 5545/5546) sent as the e-mail's text/calendar part. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /**
   * Files sent with it (a proposal's PDF). SMTP attaches them; EmailJS's API cannot, so an e-mail with an
   * attachment always carries a link to the same file in its text too.
   */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

// Every value that lands in a header was made one line by the schemas; this is the last guard.
export const oneLine = (v: string) => v.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

export function lines(pairs: [string, string | number | null | undefined][]): string {
  return pairs
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
}

/** Template parameters are text: each field as a string, empty where the lead has no value. */
export const paramsOf = (lead: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, String((lead as Record<string, unknown>)[f] ?? "")]));
