import { business } from "../../app/content/business.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import type { Mail } from "../mail/mail.ts";
import type { MailContext } from "./kind.ts";

/** What the outbox keeps for a visitor's acknowledgement: who to thank, in which language, and what they sent. */
export type ReceivedPayload = {
  kind: "contact" | "quote";
  id: string;
  name: string;
  email: string;
  locale: string;
  /** The quote's estimate as the visitor saw it ("$1,240 – $1,520 …"), when there was one. */
  estimate?: string;
};

/** The outbox job name of a visitor's acknowledgement, for every kind that sends one. */
export const RECEIVED_JOB = "received";

/**
 * The visitor's acknowledgement of a message or a quote request (issue 32): in the language they wrote in, through
 * the customer-facing template, replies going to the business. None when the transport has no customer-facing
 * template (EmailJS without EMAILJS_WELCOME_TEMPLATE_ID, logged at start-up): the job is then marked done unsent.
 */
export function receivedMail(payload: ReceivedPayload, { settings, reachesVisitors }: MailContext): Mail | null {
  if (!reachesVisitors) return null;
  const locale: Locale = isLocale(payload.locale) ? payload.locale : DEFAULT_LOCALE;
  const words = mailFor(locale);
  const received = words.received;
  const params = { business: business.name, name: payload.name, id: payload.id, estimate: payload.estimate ?? "" };
  const subject = payload.kind === "quote" ? received.quoteSubject : received.contactSubject;
  const body = payload.kind === "quote" ? received.quoteBody : received.contactBody;
  const text = withSignature(
    [
      format(received.greeting, params, locale),
      "",
      body,
      ...(payload.estimate ? ["", format(received.estimate, params, locale)] : []),
      "",
      format(received.reference, params, locale),
    ],
    locale,
  );
  return customerMail({
    template: "welcome",
    to: payload.email,
    subject: format(subject, params, locale),
    text,
    settings,
  });
}
