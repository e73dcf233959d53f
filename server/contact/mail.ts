import type { ContactInput } from "../../app/features/contact/schema.ts";
import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES } from "../../app/i18n/locales.ts";
import { lines, oneLine, paramsOf, type Mail, type MailSettings } from "../mail/mail.ts";

/** The business's e-mails are English whatever the customer's language (issue 32): they name that language. */
const label = businessMail.labels;
const languageOf = (locale: unknown) => LANGUAGE_NAMES[isLocale(locale) ? locale : DEFAULT_LOCALE];

/** What the outbox keeps for a contact message's notification: the message as the business will read it. */
export type ContactNotifyPayload = {
  kind: "contact";
  id: string;
  created_at: string;
  lead: Omit<ContactInput, "website" | "sms_consent">;
};

/** A contact message's EmailJS template parameters (spec §7 call 4). */
const CONTACT_PARAMS = [
  "user_name",
  "user_email",
  "user_phone",
  "message",
  "location_lat",
  "location_lng",
  "location_address",
];

/** The business's copy of a contact message. */
export function contactNotificationMail(payload: ContactNotifyPayload, settings: MailSettings): Mail {
  const c = payload.lead;
  const sender = {
    to_email: settings.LEADS_TO_EMAIL,
    from_name: oneLine(c.user_name),
    reply_to: oneLine(c.user_email),
  };
  return {
    to: sender.to_email,
    replyTo: sender.reply_to,
    headers: {},
    template: "contact",
    subject: oneLine(format(businessMail.contactSubject, { name: c.user_name })),
    text: lines([
      [label.name, c.user_name],
      [label.email, c.user_email],
      [label.phone, c.user_phone],
      [label.location, c.location_address],
      [label.coordinates, c.location_lat === null ? null : `${c.location_lat}, ${c.location_lng}`],
      [label.language, languageOf(payload.lead.locale)],
      [label.received, payload.created_at],
      [label.reference, payload.id],
    ]).concat(`\n\n${c.message}\n`),
    params: { ...paramsOf(c, CONTACT_PARAMS), ...sender },
  };
}
