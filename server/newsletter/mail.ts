import { business } from "../../app/content/business.ts";
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
  return subscriberMail(payload.email, settings, {
    subject: `Please confirm your subscription to the ${business.name} newsletter`,
    text: [
      `Someone, we hope you, asked for the ${business.name} newsletter to be sent to this address.`,
      "",
      `To confirm, open this link within ${PENDING_DAYS} days: ${link}`,
      "",
      "If it was not you, ignore this e-mail: without confirmation we send nothing more and forget the address.",
      "",
    ].join("\n"),
    headers: {},
    params: { confirm_url: link },
  });
}

/** The subscriber's welcome, with RFC 8058 one-click unsubscribe headers. */
export function welcomeMail(payload: SubscriberPayload, settings: MailSettings): Mail {
  const link = linkFor("unsubscribe", payload.email, settings);
  return subscriberMail(payload.email, settings, {
    subject: `Welcome to the ${business.name} newsletter`,
    text: [
      `Thank you for subscribing to the ${business.name} newsletter.`,
      "We will write now and then with new collections, styling ideas and offers.",
      "",
      `To stop receiving these e-mails, open: ${link}`,
      "",
    ].join("\n"),
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    params: { unsubscribe_url: link },
  });
}
