import { fieldErrors, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import { NewsletterSchema } from "../../app/features/newsletter/schema.ts";
import type { LeadKindModule, Row } from "../leads/kind.ts";
import { confirmMail, welcomeMail } from "./mail.ts";
import { storeSubscriber, type SubscriberPayload } from "./store.ts";

/** Spec §8: what the API answers a sign-up, whatever happened (a repeat or a bot learns nothing). */
const NEWSLETTER_THANKS = "Thank you for subscribing to our newsletter!";

/**
 * A newsletter subscription (spec §3.3) with its double opt-in (issue 19). Staff work subscribers on their own page
 * (/admin/subscribers), not in the inbox: a subscription is not a request to answer.
 */
export const newsletterKind: LeadKindModule<"newsletter"> = {
  kind: "newsletter",
  table: "newsletter_subscribers",
  intake: {
    api: { path: "/api/newsletter/subscribe", created: () => ({ ok: true, message: NEWSLETTER_THANKS }) },
    async submit(input, who, at, { db }) {
      const parsed = NewsletterSchema.safeParse(input);
      if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error, requestLocale(input)) };
      return { id: await storeSubscriber(db, parsed.data, who, at) };
    },
  },
  mails: {
    confirm: (job, { settings }) => confirmMail(JSON.parse(job.payload) as SubscriberPayload, settings),
    welcome: (job, { settings }) => welcomeMail(JSON.parse(job.payload) as SubscriberPayload, settings),
  },
  inbox: { listedAt: "/admin/subscribers" },
  privacy: { emailColumn: "email" },
  // A subscription keeps no user agent; its address is the only technical datum.
  retention: { clear: ["client_ip"] },
  webhook: { events: ["newsletter.confirmed", "newsletter.unsubscribed"] },
  export: {
    columns: ["id", "created_at", "email", "status", "confirmed_at", "unsubscribed_at", "locale", "delivery"],
    // Only "active" addresses may be sent the newsletter: pending ones have not confirmed (double opt-in).
    states: ["pending", "active", "unsubscribed"],
    stateOf: subscriptionState,
  },
};

/** A subscription's state (double opt-in): only "active" addresses may be sent the newsletter. */
function subscriptionState(row: Row): string {
  if (row.unsubscribed_at) return "unsubscribed";
  if (row.confirmed_at) return "active";
  return "pending";
}
