import { business } from "../../app/content/business.ts";
import { storedSwatchIds, swatchViews, type SwatchView } from "../../app/content/swatch-views.ts";
import { CARRIERS, isCarrier, trackingUrl } from "../../app/content/swatches.ts";
import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, localizedPath, type Locale } from "../../app/i18n/locales.ts";
import { mailFor, type MailCatalogue } from "../../app/i18n/mail.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import { escapeHtml } from "../../app/lib/escape-html.ts";
import { lines, oneLine, type Mail, type MailSettings } from "../mail/mail.ts";
import type { MailContext } from "../leads/kind.ts";

/** The outbox jobs of a swatch order: the business's copy (the name every kind's new lead uses) and the customer's. */
export const SWATCH_MAIL_JOBS = {
  business: "notify",
  received: "swatches_received",
  shipped: "swatches_shipped",
} as const;

/** What the outbox keeps for a swatch order's e-mails: the order as stored, without the client's address. */
export type SwatchOrderPayload = {
  id: string;
  created_at: string;
  locale: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
  /** The catalogue ids as a JSON list, as stored. */
  swatches: string;
  carrier?: string | null;
  tracking_number?: string | null;
};

const localeOf = (order: { locale: string }): Locale => (isLocale(order.locale) ? order.locale : DEFAULT_LOCALE);

/** A US postal address as a swatch order keeps it. */
export type PostalAddress = Pick<SwatchOrderPayload, "address_line1" | "address_line2" | "city" | "state" | "zip">;

/** The address as a label writes it: street, unit, then "City, ST 90012". */
export function addressLines(order: PostalAddress): string[] {
  const street = [order.address_line1, order.address_line2].filter((line) => line !== "");
  return [...street, `${order.city}, ${order.state} ${order.zip}`];
}

/** One swatch as a line of text: its name, its style and, for a fabric, its opacity. */
function itemText(swatch: SwatchView, words: MailCatalogue["swatches"], locale: Locale): string {
  const params = { name: swatch.name, style: swatch.styleName, opacity: swatch.opacityLabel ?? "" };
  return format(swatch.opacityLabel ? words.itemWithOpacity : words.item, params, locale);
}

/** A stored list of swatches (a booking's) as the lines of a customer's e-mail, in their language. */
export function swatchLines(json: unknown, locale: Locale): string[] {
  const words = mailFor(locale).swatches;
  return swatchViews(storedSwatchIds(json), locale).map((swatch) => `- ${itemText(swatch, words, locale)}`);
}

/**
 * A customer's e-mail about their order, in their language: paragraphs, the list of swatches, more paragraphs, the
 * signature. A paragraph is one or more lines (an address). The HTML part says the same, with the list as a table
 * whose first cell is each swatch's colour chip (inline styles only: mail clients drop style sheets); every text is
 * escaped and the colours are the catalogue's own.
 */
function orderMail(
  order: SwatchOrderPayload,
  settings: MailSettings,
  parts: { subject: string; before: string[][]; after: string[][]; params?: Record<string, string> },
): Mail {
  const locale = localeOf(order);
  const words = mailFor(locale).swatches;
  const swatches = swatchViews(storedSwatchIds(order.swatches), locale);
  const heading = format(words.listHeading, { count: swatches.length }, locale);
  const items = swatches.map((swatch) => itemText(swatch, words, locale));
  const blocks = (paragraphs: string[][]) => paragraphs.flatMap((lines) => [...lines, ""]);
  const text = withSignature(
    [...blocks(parts.before), heading, ...items.map((item) => `- ${item}`), "", ...blocks(parts.after)],
    locale,
  );
  const paragraph = (lines: string[]) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
  const chip = (color: string) =>
    `<span style="display:inline-block;width:28px;height:28px;border-radius:4px;border:1px solid #8a8a8a;background:${color}"></span>`;
  const rows = swatches.map(
    (swatch, i) =>
      `<tr><td style="padding:4px 12px 4px 0">${chip(swatch.color)}</td><td style="padding:4px 0">${escapeHtml(items[i]!)}</td></tr>`,
  );
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    ...parts.before.map(paragraph),
    paragraph([heading]),
    `<table role="presentation" style="border-collapse:collapse">${rows.join("")}</table>`,
    ...parts.after.map(paragraph),
    "</div>",
  ].join("");
  return customerMail({
    template: "welcome",
    to: order.user_email,
    subject: parts.subject,
    text,
    html,
    settings,
    params: parts.params,
  });
}

/** To the customer, in their language: their order's swatches, where they go, and that the tracking number follows. */
export function receivedSwatchesMail(
  order: SwatchOrderPayload,
  { settings, reachesVisitors }: MailContext,
): Mail | null {
  if (!reachesVisitors) return null;
  const locale = localeOf(order);
  const words = mailFor(locale).swatches;
  const params = { business: business.name, name: order.user_name, id: order.id };
  return orderMail(order, settings, {
    subject: format(words.receivedSubject, params, locale),
    before: [[format(words.greeting, params, locale)], [words.receivedBody]],
    after: [[words.addressHeading, ...addressLines(order)], [format(words.reference, params, locale)]],
  });
}

/** To the customer once staff marked the order shipped: the carrier, the tracking number and where to follow it. */
export function shippedSwatchesMail(
  order: SwatchOrderPayload,
  { settings, reachesVisitors }: MailContext,
): Mail | null {
  if (!reachesVisitors) return null;
  const locale = localeOf(order);
  const words = mailFor(locale).swatches;
  const number = order.tracking_number ?? "";
  const carrier = isCarrier(order.carrier) ? CARRIERS[order.carrier].name : (order.carrier ?? "");
  const link = isCarrier(order.carrier) ? trackingUrl(order.carrier, number) : null;
  const bookLink = new URL(localizedPath("/book", locale), settings.SITE_URL).href;
  const params = { business: business.name, name: order.user_name, id: order.id, carrier, number };
  return orderMail(order, settings, {
    subject: format(words.shippedSubject, params, locale),
    before: [
      [format(words.greeting, params, locale)],
      [format(words.shippedBody, params, locale)],
      [format(words.tracking, params, locale)],
      ...(link ? [[format(words.follow, { link }, locale)]] : []),
    ],
    after: [[format(words.nextStep, { link: bookLink }, locale)], [format(words.reference, params, locale)]],
    params: { tracking_number: number, tracking_url: link ?? "" },
  });
}

/** One swatch for the business: its id (what the shelf is sorted by), name, style, opacity and chip colour. */
export function businessSwatchLine(swatch: SwatchView): string {
  const opacity = swatch.opacityLabel ? `, ${swatch.opacityLabel}` : "";
  return `- ${swatch.id}: ${swatch.name} (${swatch.styleName}${opacity}) ${swatch.color}`;
}

/** The business's copy of a new order, in English: what to pack and where it goes, naming the customer's language. */
export function businessSwatchesMail(order: SwatchOrderPayload, settings: MailSettings): Mail {
  const label = businessMail.labels;
  const swatches = swatchViews(storedSwatchIds(order.swatches), DEFAULT_LOCALE);
  const place = `${order.city}, ${order.state}`;
  const subject = format(businessMail.swatchSubject, { count: swatches.length, name: order.user_name, place });
  const text = [
    lines([
      [label.name, order.user_name],
      [label.email, order.user_email],
      [label.phone, order.user_phone],
      [businessMail.address, addressLines(order).join(", ")],
      [label.language, LANGUAGE_NAMES[localeOf(order)]],
      [label.received, order.created_at],
      [label.reference, order.id],
    ]),
    "",
    `${businessMail.swatchesHeading} (${swatches.length}):`,
    ...swatches.map(businessSwatchLine),
    "",
  ].join("\n");
  return {
    template: "contact",
    to: settings.LEADS_TO_EMAIL,
    replyTo: oneLine(order.user_email),
    subject: oneLine(subject),
    text,
    headers: {},
    params: {
      to_email: settings.LEADS_TO_EMAIL,
      from_name: oneLine(order.user_name),
      reply_to: oneLine(order.user_email),
      user_name: order.user_name,
      user_email: order.user_email,
      user_phone: order.user_phone,
      message: text,
    },
  };
}
