import { business } from "../../app/content/business.ts";
import { format } from "../../app/i18n/format.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import { oneLine, type Mail, type MailSettings } from "./mail.ts";

/** An e-mail's text to a customer: its lines, then the business's signature (name and phone) in their language. */
export function withSignature(lines: string[], locale: Locale): string {
  const params = { business: business.name, phone: business.phones[0].display };
  const signature = format(mailFor(locale).signature, params, locale);
  return [...lines, "", signature, ""].join("\n");
}

type CustomerMail = {
  template: Mail["template"];
  to: string;
  subject: string;
  text: string;
  /** The same as HTML (a list of colour chips), sent beside the text; EmailJS templates get it as `message_html`. */
  html?: string;
  settings: MailSettings;
  /** The template's own parameters beside the ones every customer e-mail has. */
  params?: Record<string, string>;
  calendar?: Mail["calendar"];
  attachments?: Mail["attachments"];
};

/**
 * An e-mail to a customer: from the business, replies going to its inbox (never to an address the browser chose),
 * the EmailJS template given the recipient, sender, subject and text.
 */
export function customerMail({
  template,
  to,
  subject,
  text,
  html,
  settings,
  params = {},
  calendar,
  attachments,
}: CustomerMail): Mail {
  const line = oneLine(subject);
  return {
    template,
    to,
    replyTo: settings.LEADS_TO_EMAIL,
    subject: line,
    text,
    headers: {},
    params: {
      to_email: to,
      from_name: business.name,
      reply_to: settings.LEADS_TO_EMAIL,
      subject: line,
      ...params,
      message: text,
      ...(html ? { message_html: html } : {}),
    },
    ...(html ? { html } : {}),
    ...(calendar ? { calendar } : {}),
    ...(attachments ? { attachments } : {}),
  };
}
