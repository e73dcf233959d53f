import { describeEstimate, ESTIMATE_NOTE } from "../../app/features/quote/estimate.ts";
import { PRODUCT_TYPE_LABELS, QUOTE_FIELDS } from "../../app/features/quote/options.ts";
import type { QuoteInput } from "../../app/features/quote/schema.ts";
import { lines, oneLine, paramsOf, type Mail, type MailSettings } from "../mail/mail.ts";

/** What the outbox keeps for a quote request's notification: the request as the business will read it. */
export type QuoteNotifyPayload = {
  kind: "quote";
  id: string;
  created_at: string;
  lead: Omit<QuoteInput, "website">;
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
    .map((p, i) => `${i + 1}. ${oneLine(p.filename)}: ${settings.photoUrl?.(p.id) ?? "(in the database)"}`)
    .join("\n");
  return {
    to: sender.to_email,
    replyTo: sender.reply_to,
    headers: {},
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
      ...sender,
    },
  };
}
