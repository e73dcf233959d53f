import { business } from "../../app/content/business.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { Mail, MailSettings } from "../mail/mail.ts";
import { newsletterToken, newsletterUrl, type NewsletterLink } from "./links.ts";
import { PENDING_DAYS, type SubscriberPayload } from "./store.ts";

/** An e-mail to a subscriber, through the subscriber-facing (welcome) template. */
function subscriberMail(email: string, settings: MailSettings, mail: Omit<Mail, "template" | "to" | "replyTo">): Mail {
  return {
    ...mail,
    template: "welcome",
    to: email,
    replyTo: settings.LEADS_TO_EMAIL,
    params: { to_email: email, from_name: business.name, reply_to: settings.LEADS_TO_EMAIL, ...mail.params },
  };
}

const linkFor = (link: NewsletterLink, email: string, { SITE_URL, unsubscribeSecret }: MailSettings) =>
  newsletterUrl(link, SITE_URL, newsletterToken(link, email, unsubscribeSecret));

/** Double opt-in: the link that turns a pending subscription into one; nothing in it is a newsletter. */
export function confirmMail(payload: SubscriberPayload, settings: MailSettings): Mail {
  const link = linkFor("confirm", payload.email, settings);
  const words = mailFor(DEFAULT_LOCALE).newsletter;
  const params = { business: business.name, days: PENDING_DAYS, link };
  return subscriberMail(payload.email, settings, {
    subject: format(words.confirmSubject, params),
    text: words.confirmBody.map((line) => format(line, params)).join("\n"),
    headers: {},
    params: { confirm_url: link },
  });
}

/** The subscriber's welcome, with RFC 8058 one-click unsubscribe headers. */
export function welcomeMail(payload: SubscriberPayload, settings: MailSettings): Mail {
  const link = linkFor("unsubscribe", payload.email, settings);
  const words = mailFor(DEFAULT_LOCALE).newsletter;
  const params = { business: business.name, link };
  return subscriberMail(payload.email, settings, {
    subject: format(words.welcomeSubject, params),
    text: words.welcomeBody.map((line) => format(line, params)).join("\n"),
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    params: { unsubscribe_url: link },
  });
}
