import { business } from "../../app/content/business.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales.ts";
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

const linkFor = (link: NewsletterLink, payload: SubscriberPayload, settings: MailSettings) =>
  newsletterUrl(
    link,
    settings.SITE_URL,
    newsletterToken(link, payload.email, settings.unsubscribeSecret),
    localeOfPayload(payload),
  );

/** The subscriber's language; a job queued before issue 32 has none and is English. */
function localeOfPayload(payload: SubscriberPayload): Locale {
  return isLocale(payload.locale) ? payload.locale : DEFAULT_LOCALE;
}

/** Double opt-in: the link that turns a pending subscription into one; nothing in it is a newsletter. */
export function confirmMail(payload: SubscriberPayload, settings: MailSettings): Mail {
  const link = linkFor("confirm", payload, settings);
  const locale = localeOfPayload(payload);
  const words = mailFor(locale).newsletter;
  const params = { business: business.name, days: PENDING_DAYS, link };
  return subscriberMail(payload.email, settings, {
    subject: format(words.confirmSubject, params, locale),
    text: words.confirmBody.map((line) => format(line, params, locale)).join("\n"),
    headers: {},
    params: { confirm_url: link },
  });
}

/** The subscriber's welcome, with RFC 8058 one-click unsubscribe headers. */
export function welcomeMail(payload: SubscriberPayload, settings: MailSettings): Mail {
  const link = linkFor("unsubscribe", payload, settings);
  const locale = localeOfPayload(payload);
  const words = mailFor(locale).newsletter;
  const params = { business: business.name, link };
  return subscriberMail(payload.email, settings, {
    subject: format(words.welcomeSubject, params, locale),
    text: words.welcomeBody.map((line) => format(line, params, locale)).join("\n"),
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    params: { unsubscribe_url: link },
  });
}
