/**
 * What the back office's pages ask of the server (server/admin/): leads, their pipeline,
 * the agenda and the subscribers. Every change names the staff member who made it.
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { InboxKind } from "../leads/kinds.ts";
import type { ClientInfo } from "../leads/service.ts";
import type { PrivacyRequestPanel } from "../privacy/service.ts";

/** The back office's reads and changes over the leads (server/admin/), for the /admin pages. */
export const backOfficeContext = serviceContext<BackOffice>("back-office");

export const PIPELINE = ["new", "contacted", "quoted", "won", "lost"] as const;
export type PipelineStatus = (typeof PIPELINE)[number];

export const PIPELINE_LABELS: Record<PipelineStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** The inbox's filter, as its query string carries it (already validated). */
export type InboxFilter = {
  q: string;
  kind: InboxKind | "";
  status: PipelineStatus | "";
  /** The language the lead was made in (issue 32). */
  locale: Locale | "";
  /** YYYY-MM-DD in the business's time zone, inclusive; "" for no bound. */
  from: string;
  to: string;
  page: number;
};

export type InboxItem = {
  kind: InboxKind;
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  /** One line: the message, the product or the consultation's time and place. */
  summary: string;
  status: PipelineStatus;
  /** The language the person wrote in and is answered in. */
  locale: Locale;
  /** The kind's own state where it has one (a booking's "cancelled": a cancelled consultation stays in the inbox). */
  state: string | null;
  /** The badge that state wears in the list ("Cancelled"), or null for none. */
  stateBadge: string | null;
  /** Where the job is, for directions: "lat,lng" of the picked point or the typed address; null when unknown. */
  place: string | null;
  /** Texts the person sent that no one has read yet (issue 35): read when staff open the lead's page. */
  unreadTexts: number;
};

export type InboxPage = { items: InboxItem[]; total: number; page: number; pages: number; newCount: number };

export type Delivery = {
  id: string;
  job: string;
  status: string;
  attempts: number;
  created_at: string;
  delivered_at: string | null;
  last_error: string | null;
  /** Its copy of the lead was cleared after the retention period (privacy policy): nothing left to send. */
  cleared: boolean;
  /** "Send again" is offered: it has gone (or given up), so sending it again is a choice, and its copy is still kept. */
  canResend: boolean;
};

/** Why an e-mail cannot be sent again once retention has cleared its copy (the lead page and a refused post say it). */
export const clearedMessage = (days: number) =>
  `Its copy was cleared after ${days} days, as the privacy policy promises, so it cannot be sent again.`;

/** A text message of the lead's thread (issue 35): sent by the business ("out") or by the customer ("in"). */
export type LeadText = {
  id: string;
  at: string;
  direction: "out" | "in";
  body: string;
  /** Twilio's delivery status of a text sent (pending, queued, sent, delivered, undelivered, failed); "received". */
  status: string;
  error_code: string | null;
};

/** A swatch as staff see it: its catalogue id, English name and style, chip colour and opacity (issue 36). */
export type StaffSwatch = { id: string; name: string; style: string; color: string; opacity: string | null };

export type LeadNote = { id: string; at: string; author: string; body: string };
export type HistoryEntry = { at: string; actor: string; action: string; detail: Record<string, unknown> };

export type LeadDetail = {
  kind: InboxKind;
  id: string;
  created_at: string;
  /** Every stored field but the client's address and user agent, label → value, in reading order. */
  fields: { label: string; value: string }[];
  name: string;
  email: string;
  phone: string;
  location: { lat: number; lng: number; address: string } | null;
  windows: { room: string; width_in: number; height_in: number; mount: string; quantity: number }[];
  estimate: { low: number; high: number } | null;
  /** Signed links: the photo as stored, and its 320 × 240 copy for the list. */
  photos: { id: string; filename: string; url: string; thumbnailUrl: string; width: number; height: number }[];
  booking: { status: "confirmed" | "cancelled"; start: string; end: string; timeZone: string } | null;
  /** A person's privacy request: what it asks and where it stands, for the answers its page offers. */
  privacyRequest: PrivacyRequestPanel | null;
  /** The swatches of an order, or those to bring to a consultation (issue 36), in English. */
  swatches: StaffSwatch[];
  /** A swatch order's fulfilment: to pack → shipped (with its tracking number) → delivered. */
  shipment: {
    status: "to_pack" | "shipped" | "delivered";
    label: string;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
  } | null;
  status: PipelineStatus;
  deliveries: Delivery[];
  /** The texts sent to and received from the lead's number, oldest first. */
  texts: LeadText[];
  notes: LeadNote[];
  history: HistoryEntry[];
};

export type PipelineChange = { status: PipelineStatus; note: string };

export type ChangeAnswer = { ok: true } | { ok: false; message: string; fields?: Record<string, string> };

export type BackOffice = {
  /** The business's time zone: every date the back office shows is its wall-clock time. */
  timeZone: string;
  /** Days an e-mail's copy of a lead is kept (PII_RETENTION_DAYS): the lead page says why one cannot be sent again. */
  retentionDays: number;
  inbox(filter: InboxFilter): Promise<InboxPage>;
  /** Every lead the filter finds (no paging), as spreadsheet-safe CSV. */
  inboxCsv(filter: InboxFilter): Promise<string>;
  lead(kind: InboxKind, id: string): Promise<LeadDetail | null>;
  changePipeline(
    kind: InboxKind,
    id: string,
    change: PipelineChange,
    staff: string,
    client: ClientInfo,
  ): Promise<ChangeAnswer>;
  resend(kind: InboxKind, id: string, deliveryId: string, staff: string, client: ClientInfo): Promise<ChangeAnswer>;
  /** A person's right to know (issue 15): everything held for the address, as JSON; audited. */
  privacyExport(email: string, staff: string, client: ClientInfo): Promise<string>;
  /** A person's right to erase: everything held for the address deleted; answers how many records. */
  privacyErase(email: string, staff: string, client: ClientInfo): Promise<number>;
};
