import { BookingSchema } from "../booking/schema.ts";
import { ContactSchema } from "../contact/schema.ts";
import { NewsletterSchema } from "../newsletter/schema.ts";
import { PrivacyRequestSchema } from "../privacy/schema.ts";
import { QuoteSchema } from "../quote/schema.ts";
import { SwatchOrderSchema } from "../swatches/schema.ts";
import { TextLeadSchema } from "../texts/schema.ts";

/**
 * The registry of lead kinds, the half the browser and the server share: each kind's form schema,
 * the name staff know it by, whether it arrives through the shared intake and is listed in the inbox,
 * and what its records are called in a person's privacy export. Everything else a kind is on the server — its table, how it is
 * stored, its e-mails, its place in the inbox, privacy requests, retention and the CRM webhook —
 * is its server module, listed in server/leads/registry.ts, which must name every kind here.
 *
 * Adding a kind: its capability's folders (app/features/<name>/, server/<name>/), one line here,
 * one line in server/leads/registry.ts, one migration and its page entry (docs/architecture.md).
 */
export const leadKinds = {
  contact: { schema: ContactSchema, label: "Message", intake: true, inbox: true, records: "contact_messages" },
  quote: { schema: QuoteSchema, label: "Quote request", intake: true, inbox: true, records: "quote_requests" },
  // Booked through the booking service (a seat of a slot is taken in the same transaction), not the shared intake.
  booking: { schema: BookingSchema, label: "Consultation", intake: false, inbox: true, records: "bookings" },
  // Worked on the subscribers' page (/admin/subscribers), not in the inbox: a subscription asks for no answer.
  newsletter: {
    schema: NewsletterSchema,
    label: "Newsletter subscription",
    intake: true,
    inbox: false,
    records: "newsletter_subscriptions",
  },
  // A person's request for a copy of their data or its deletion (docs/decisions/0022), answered from its lead page.
  privacy: {
    schema: PrivacyRequestSchema,
    label: "Privacy request",
    intake: true,
    inbox: true,
    records: "privacy_requests",
  },
  // Ordered through the swatch service (the household rule answers with its own refusal), not the shared intake.
  swatches: {
    schema: SwatchOrderSchema,
    label: "Swatch order",
    intake: false,
    inbox: true,
    records: "swatch_orders",
  },
  // A text from a number no lead knew (issue 35): made by Twilio's inbound callback, not a form of the site.
  text: { schema: TextLeadSchema, label: "Text message", intake: false, inbox: true, records: "text_leads" },
} as const;

/** The one name of a kind of lead, everywhere: the outbox's `lead_kind`, the back office's URLs, the API. */
export type LeadKind = keyof typeof leadKinds;

/** The kinds that arrive through the shared lead intake (server/leads/intake.ts) and its route actions. */
export type IntakeKind = {
  [Kind in LeadKind]: (typeof leadKinds)[Kind]["intake"] extends true ? Kind : never;
}[LeadKind];

/** The kinds listed in the back office's inbox. */
export type InboxKind = {
  [Kind in LeadKind]: (typeof leadKinds)[Kind]["inbox"] extends true ? Kind : never;
}[LeadKind];

/** Every kind, in the registry's order (the order of a privacy export's records). */
export const LEAD_KINDS = Object.keys(leadKinds) as LeadKind[];

/** What a kind's records are called in a privacy export and an erasure's counts ("quote_requests"). */
export type RecordsName = (typeof leadKinds)[LeadKind]["records"];

/** The kinds the shared intake takes, in the registry's order (their JSON API routes). */
export const INTAKE_KINDS = LEAD_KINDS.filter((kind): kind is IntakeKind => leadKinds[kind].intake);

/** The kinds of the inbox, in the registry's order (the inbox's kind filter). */
export const INBOX_KINDS = LEAD_KINDS.filter((kind): kind is InboxKind => leadKinds[kind].inbox);

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && Object.hasOwn(leadKinds, value);
}

export function isInboxKind(value: unknown): value is InboxKind {
  return isLeadKind(value) && leadKinds[value].inbox;
}
