import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES } from "../../app/i18n/locales.ts";
import { lines, oneLine, type Mail, type MailSettings } from "../mail/mail.ts";

const label = businessMail.labels;

/** What the outbox keeps for a text lead's notification: the number, the first text and when it came. */
export type TextLeadNotifyPayload = {
  kind: "text";
  id: string;
  created_at: string;
  lead: { user_phone: string; message: string; locale: string };
};

/**
 * The business's notice of a text from a number no lead knew (issue 35): English like every notice to the business,
 * named as a text so staff answer it by text from the lead's page (an e-mail reply would reach no one).
 */
export function textLeadNotificationMail(payload: TextLeadNotifyPayload, settings: MailSettings): Mail {
  const lead = payload.lead;
  const locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;
  const words = businessMail.textLead;
  return {
    to: settings.LEADS_TO_EMAIL,
    replyTo: settings.LEADS_TO_EMAIL,
    headers: {},
    template: "contact",
    subject: oneLine(format(words.subject, { phone: lead.user_phone })),
    text: `${words.intro}\n\n${lines([
      [label.phone, lead.user_phone],
      [label.language, LANGUAGE_NAMES[locale]],
      [label.received, payload.created_at],
      [label.reference, payload.id],
    ])}\n\n${lead.message}\n`,
    params: {
      to_email: settings.LEADS_TO_EMAIL,
      from_name: oneLine(lead.user_phone),
      reply_to: settings.LEADS_TO_EMAIL,
      user_name: "",
      user_email: "",
      user_phone: lead.user_phone,
      message: lead.message,
    },
  };
}
