import { business } from "../../app/content/business.ts";
import { privacy } from "../../app/content/privacy.ts";
import type { DeclineReason } from "../../app/features/privacy/decline-reasons.ts";
import type { PrivacyLink } from "../../app/features/privacy/service.ts";
import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { MailContext } from "../leads/kind.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import { lines, oneLine, type Mail, type MailSettings } from "../mail/mail.ts";
import { privacyLinkUrl, privacyToken } from "./links.ts";
import type { DeclinedPayload, LinkPayload, NotifyPayload, PersonPayload } from "./store.ts";

/**
 * A privacy request's e-mails (docs/decisions/0022): to the person, in the language they asked in, through the
 * customer-facing template; the business's own copy in English, naming that language. The links are signed when the
 * e-mail is rendered, so no token sits in the outbox (nor in a copy of the person's data, which lists their e-mails).
 */

const localeOf = (payload: PersonPayload): Locale => (isLocale(payload.locale) ? payload.locale : DEFAULT_LOCALE);

/** An e-mail to the person: its lines after a greeting, the signature after them. */
function personMail(
  payload: PersonPayload,
  { settings, reachesVisitors }: MailContext,
  subject: string,
  body: string[],
  params: Record<string, string | number>,
): Mail | null {
  // EmailJS without its customer-facing template cannot reach the person (logged at start-up).
  if (!reachesVisitors) return null;
  const locale = localeOf(payload);
  const words = mailFor(locale).privacyRequest;
  const all = { business: business.name, ...params };
  const text = withSignature([words.greeting, "", ...body.map((line) => format(line, all, locale))], locale);
  return customerMail({
    template: "welcome",
    to: payload.email,
    subject: format(subject, all, locale),
    text,
    settings,
  });
}

/** The link's page, signed now for the time the payload says it works. */
function linkOf(link: PrivacyLink, payload: LinkPayload, settings: MailSettings): string {
  const token = privacyToken(settings.signer, link, payload.id, payload.expires);
  return privacyLinkUrl(link, settings.SITE_URL, token, localeOf(payload));
}

/** The confirmation of a new request: the same words whatever the site holds about the address. */
export function confirmationMail(payload: LinkPayload, context: MailContext): Mail | null {
  const words = mailFor(localeOf(payload)).privacyRequest;
  const params = {
    what: words.what[payload.request],
    days: privacy.confirmWithinDays,
    link: linkOf("confirm", payload, context.settings),
  };
  return personMail(payload, context, words.confirmSubject, [...words.confirmBody], params);
}

/** The copy staff sent: a link to the download page, which works for `privacy.downloadDays`. */
export function copyMail(payload: LinkPayload, context: MailContext): Mail | null {
  const words = mailFor(localeOf(payload)).privacyRequest;
  const params = { days: privacy.downloadDays, link: linkOf("download", payload, context.settings) };
  return personMail(payload, context, words.copySubject, [...words.copyBody, "", words.questions], params);
}

/** The erasure is done; the record of the request stays as long as the law asks. */
export function erasedMail(payload: PersonPayload, context: MailContext): Mail | null {
  const words = mailFor(localeOf(payload)).privacyRequest;
  const params = { months: privacy.requestRecordMonths, years: privacy.accountsYears };
  return personMail(payload, context, words.erasedSubject, [...words.erasedBody, "", words.questions], params);
}

/** The request is declined: why, in the person's language, and staff's own words when they wrote any. */
export function declinedMail(payload: DeclinedPayload, context: MailContext): Mail | null {
  const words = mailFor(localeOf(payload)).privacyRequest;
  const reason = words.declineReasons[payload.reason as DeclineReason] ?? "";
  const note = payload.note.trim();
  const body = [
    words.declined[payload.request],
    "",
    reason,
    ...(note ? ["", words.staffNote] : []),
    "",
    words.questions,
  ];
  return personMail(payload, context, words.declinedSubject, body, { note });
}

const label = businessMail.labels;

/** The business's copy of a confirmed request, with the dates to answer it by and its page in the back office. */
export function notifyMail(payload: NotifyPayload, { settings }: MailContext): Mail {
  const request = businessMail.privacyRequests[payload.request];
  const link = new URL(`/admin/leads/privacy/${payload.id}`, settings.SITE_URL).href;
  const params = {
    link,
    answerBy: payload.answer_by,
    legalDeadline: payload.legal_deadline,
    answerDays: privacy.answerWithinDays,
    legalDays: privacy.legalDeadlineDays,
  };
  const subject = oneLine(format(businessMail.privacyRequestSubject, { request, email: payload.email }));
  const facts = lines([
    [label.email, payload.email],
    [label.request, request],
    [label.note, payload.note],
    [label.language, LANGUAGE_NAMES[localeOf(payload)]],
    [label.received, payload.created_at],
    [label.confirmed, payload.verified_at],
    [label.answerBy, payload.answer_by],
    [label.legalDeadline, payload.legal_deadline],
    [label.reference, payload.id],
  ]);
  const intro = businessMail.privacyRequestIntro.map((line) => format(line, params)).join("\n");
  return {
    to: settings.LEADS_TO_EMAIL,
    // The address is confirmed to be the person's: a reply reaches them.
    replyTo: payload.email,
    headers: {},
    template: "contact",
    subject,
    text: `${intro}\n\n${facts}\n`,
    params: {
      to_email: settings.LEADS_TO_EMAIL,
      from_name: business.name,
      reply_to: payload.email,
      user_email: payload.email,
      subject,
      message: `${intro}\n\n${facts}`,
    },
  };
}
