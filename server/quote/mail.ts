import { describeEstimate, ESTIMATE_NOTE } from "../../app/features/quote/estimate.ts";
import { PRODUCT_TYPE_LABELS, QUOTE_FIELDS } from "../../app/features/quote/options.ts";
import type { QuoteInput } from "../../app/features/quote/schema.ts";
import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES } from "../../app/i18n/locales.ts";
import { lines, oneLine, paramsOf, type Mail, type MailSettings } from "../mail/mail.ts";

/** The business's e-mails are English whatever the customer's language (issue 32): they name that language. */
const label = businessMail.labels;
const languageOf = (locale: unknown) => LANGUAGE_NAMES[isLocale(locale) ? locale : DEFAULT_LOCALE];

/** What the outbox keeps for a quote request's notification: the request as the business will read it. */
export type QuoteNotifyPayload = {
  kind: "quote";
  id: string;
  created_at: string;
  lead: Omit<QuoteInput, "website" | "sms_consent">;
  /** The quote's photos (issue 13); the e-mail links each with a signed, expiring link. */
  photos?: { id: string; filename: string }[];
};

/** The business's copy of a quote request, with its windows' estimate and a link per photo. */
export function quoteNotificationMail(payload: QuoteNotifyPayload, settings: MailSettings): Mail {
  const q = payload.lead;
  const sender = {
    to_email: settings.LEADS_TO_EMAIL,
    from_name: oneLine(q.user_name),
    reply_to: oneLine(q.user_email),
  };
  // Payloads queued before issue 13 carry no estimate.
  let estimateText: string | null = null;
  if (q.estimate) {
    const range = describeEstimate({
      ...q.estimate,
      windows: q.quantity,
      installation: q.installation_required === "yes",
    });
    const note = ESTIMATE_NOTE.toLowerCase().replace(/\.$/, "");
    estimateText = `${range} (${note})`;
  }
  const photoLines = (payload.photos ?? [])
    .map((p, i) => `${i + 1}. ${oneLine(p.filename)}: ${settings.photoUrl?.(p.id) ?? businessMail.photoInDatabase}`)
    .join("\n");
  return {
    to: sender.to_email,
    replyTo: sender.reply_to,
    headers: {},
    template: "quote",
    subject: oneLine(
      format(businessMail.quoteSubject, {
        quantity: q.quantity,
        productType: PRODUCT_TYPE_LABELS[q.product_type],
        name: q.user_name,
      }),
    ),
    text: lines([
      [label.name, q.user_name],
      [label.email, q.user_email],
      [label.phone, q.user_phone],
      [label.productType, PRODUCT_TYPE_LABELS[q.product_type]],
      [label.model, q.product_model],
      [label.customModel, q.custom_product_model],
      [label.quantity, q.quantity],
      [label.windowDimensions, q.window_dimensions],
      [label.color, q.preferred_color],
      [label.material, q.preferred_material],
      [label.installationRequired, q.installation_required],
      [label.estimate, estimateText],
      [label.language, languageOf(payload.lead.locale)],
      [label.received, payload.created_at],
      [label.reference, payload.id],
    ])
      .concat(q.message ? `\n\n${q.message}\n` : "\n")
      .concat(photoLines ? `\n${businessMail.photosHeading}\n${photoLines}\n` : ""),
    params: {
      ...paramsOf(q, QUOTE_FIELDS),
      // Beyond the spec's parameters only when there is one (issue 13), so a template written for the spec still fits.
      ...(estimateText ? { estimate: estimateText } : {}),
      ...(photoLines ? { photos: photoLines } : {}),
      ...sender,
    },
  };
}
