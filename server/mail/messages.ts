import { PENDING_DAYS, type NotifyPayload, type SubscriberPayload } from "../leads/store.ts";
import { business } from "../../app/content/business.ts";
import { PRODUCT_TYPE_LABELS, QUOTE_FIELDS } from "../../app/features/quote/options.ts";
import { describeEstimate, ESTIMATE_NOTE } from "../../app/features/quote/estimate.ts";
import { newsletterToken, newsletterUrl, type NewsletterLink } from "../newsletter/links.ts";

export type MailSettings = {
  LEADS_TO_EMAIL: string;
  SITE_URL: string;
  unsubscribeSecret: string;
  /** A quote photo's signed link, made when the e-mail is sent (it works for 14 days from then). */
  photoUrl?: (id: string) => string;
};

/** One e-mail, ready for SMTP; `params` are the EmailJS template parameters. */
export type Mail = {
  /** Which EmailJS template renders it (SMTP sends `text` as it is). */
  template: "contact" | "quote" | "welcome" | "booking";
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  params: Record<string, string>;
  /** An iCalendar invitation (RFC 5545/5546) sent as the e-mail's text/calendar part. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
};

// Every value that lands in a header was made one line by the schemas; this is the last guard.
export const oneLine = (v: string) => v.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

export function lines(pairs: [string, string | number | null | undefined][]): string {
  return pairs
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
}

/** A contact message's EmailJS template parameters (spec §7 call 5); a quote's are its form's QUOTE_FIELDS. */
const CONTACT_PARAMS = [
  "user_name",
  "user_email",
  "user_phone",
  "message",
  "location_lat",
  "location_lng",
  "location_address",
];

/** Template parameters are text: each field as a string, empty where the lead has no value. */
const paramsOf = (lead: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, String((lead as Record<string, unknown>)[f] ?? "")]));

/** The business's copy of a contact message or quote request. */
export function notificationMail(payload: NotifyPayload, settings: MailSettings): Mail {
  const server = {
    to_email: settings.LEADS_TO_EMAIL,
    from_name: oneLine(payload.lead.user_name),
    reply_to: oneLine(payload.lead.user_email),
  };
  const mail = { to: server.to_email, replyTo: server.reply_to, headers: {} };
  if (payload.kind === "contact") {
    const c = payload.lead;
    return {
      ...mail,
      template: "contact",
      subject: oneLine(`New message from ${c.user_name}`),
      text: lines([
        ["Name", c.user_name],
        ["Email", c.user_email],
        ["Phone", c.user_phone],
        ["Location", c.location_address],
        ["Coordinates", c.location_lat === null ? null : `${c.location_lat}, ${c.location_lng}`],
        ["Received", payload.created_at],
        ["Reference", payload.id],
      ]).concat(`\n\n${c.message}\n`),
      params: { ...paramsOf(c, CONTACT_PARAMS), ...server },
    };
  }
  const q = payload.lead;
  // Payloads queued before issue 13 carry no estimate.
  const estimateText = q.estimate
    ? `${describeEstimate({ ...q.estimate, windows: q.quantity, installation: q.installation_required === "yes" })} (${ESTIMATE_NOTE.toLowerCase().replace(/\.$/, "")})`
    : null;
  const photoLines = (payload.photos ?? [])
    .map((p, i) => `${i + 1}. ${oneLine(p.filename)}: ${settings.photoUrl?.(p.id) ?? "(in the database)"}`)
    .join("\n");
  return {
    ...mail,
    template: "quote",
    subject: oneLine(`Quote request: ${q.quantity} × ${PRODUCT_TYPE_LABELS[q.product_type]} from ${q.user_name}`),
    text: lines([
      ["Name", q.user_name],
      ["Email", q.user_email],
      ["Phone", q.user_phone],
      ["Product type", PRODUCT_TYPE_LABELS[q.product_type]],
      ["Model", q.product_model],
      ["Custom model", q.custom_product_model],
      ["Quantity", q.quantity],
      ["Window dimensions", q.window_dimensions],
      ["Color", q.preferred_color],
      ["Material", q.preferred_material],
      ["Installation required", q.installation_required],
      ["Estimate", estimateText],
      ["Received", payload.created_at],
      ["Reference", payload.id],
    ])
      .concat(q.message ? `\n\n${q.message}\n` : "\n")
      .concat(photoLines ? `\nPhotos (links work for 14 days):\n${photoLines}\n` : ""),
    params: {
      ...paramsOf(q, QUOTE_FIELDS),
      // Beyond the spec's parameters only when there is one (issue 13), so a template written for the spec still fits.
      ...(estimateText ? { estimate: estimateText } : {}),
      ...(photoLines ? { photos: photoLines } : {}),
      ...server,
    },
  };
}

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
