import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { LeadDetail, PipelineStatus } from "../../app/features/admin/back-office.ts";
import type { IntakeKind, LeadKind, leadKinds } from "../../app/features/leads/kinds.ts";
import type { SubmitResult, Upload } from "../../app/features/leads/service.ts";
import type { Database } from "../db/schema.ts";
import type { OutboxJob } from "../jobs/queue.ts";
import type { Mail, MailSettings } from "../mail/mail.ts";
import type { PhotoSize } from "../quote/photos/links.ts";
import type { WebhookEventType } from "../webhook/events.ts";
import type { StoredClient } from "./guard.ts";

/**
 * What a kind of lead is, on the server: one module per kind (server/<capability>/kind.ts), listed
 * in ./registry.ts. The shared code — the intake and its API, the outbox's e-mail handlers, the
 * back office's inbox and lead page, privacy requests, retention and the CSV export — walks the
 * registry and never names a kind.
 */
export type LeadKindModule<Kind extends LeadKind = LeadKind> = {
  kind: Kind;
  /** The table its leads live in: each row has `id`, `created_at` and the person's e-mail address. */
  table: LeadTable;
  /** How the shared intake takes it, for the kinds that arrive through it (null: it has its own service). */
  intake: Kind extends IntakeKind ? IntakeEntry : null;
  /** Its e-mails: outbox job name → the e-mail a job renders to. */
  mails: Readonly<Record<string, MailRender>>;
  /** Its rows in the back office's inbox, or the page staff work them on instead. */
  inbox: (typeof leadKinds)[Kind]["inbox"] extends true ? InboxEntry : ListedElsewhere;
  privacy: PrivacyEntry;
  retention: RetentionEntry;
  /** The CRM events it sends (server/webhook/events.ts), each queued with the change it reports. */
  webhook: { events: readonly WebhookEventType[] };
  /** Its leads in the command line's export (`npm run leads -- export`). */
  export: ExportEntry;
};

export type ExportEntry = {
  /** The columns of its CSV, in the order the business reads them ("delivery" is its e-mail's state). */
  columns: readonly string[];
  /** The states a lead of this kind can be in (a subscription's "active"), for `--status`; none when it has none. */
  states?: readonly string[];
  /** The state of one lead, shown as its `status` column. */
  stateOf?(row: Row): string;
};

export type LeadTable =
  | "contact_messages"
  | "quote_requests"
  | "newsletter_subscribers"
  | "bookings"
  | "privacy_requests"
  | "swatch_orders"
  | "text_leads";

export type Row = Record<string, unknown>;
type Db = Kysely<Database> | Transaction<Database>;

/** What rendering an e-mail may use: the database (a reminder checks its booking still stands) and the settings. */
export type MailContext = {
  db: Kysely<Database>;
  settings: MailSettings;
  /** Whether the transport can send the customer-facing e-mails (EmailJS needs its welcome template for them). */
  reachesVisitors: boolean;
};
/** The e-mail a job's payload renders to, or null when it no longer applies (it is marked delivered unsent). */
export type MailRender = (job: OutboxJob, context: MailContext) => Mail | null | Promise<Mail | null>;

/** What a valid submission became: its id, and for a quote with windows the server's own estimate. */
export type Stored = { id: string; estimate?: { low: number; high: number; currency: "USD" } };

export type IntakeEntry = {
  /** Its JSON API route (docs/api.md), answered by server/leads/api.ts. */
  api: {
    path: string;
    /** Largest request body in bytes, when larger than the default (a quote's photos). */
    bodyLimit?: number;
    /** It takes multipart/form-data too (photos), read as it streams in. */
    multipart?: boolean;
    /**
     * The status of a stored (or silently dropped) submission: 201 by default; 202 for a kind that only starts
     * something (a privacy request, which waits for its e-mailed confirmation).
     */
    status?: 201 | 202;
    /** The answer's JSON for a stored (or silently dropped) submission. */
    created(stored: Stored): Record<string, unknown>;
  };
  /**
   * Validates the input with the kind's schema and stores it with its jobs in one transaction
   * (and its CRM event when `crm`): the stored lead, or the per-field refusal.
   */
  submit(
    input: unknown,
    who: StoredClient,
    at: Date,
    /** `page`: where the form was (its path, or the API's), for a consent record (issue 35). */
    options: { db: Kysely<Database>; crm: boolean; upload?: Upload; page: string },
  ): Promise<Stored | Extract<SubmitResult, { status: "invalid" }>>;
};

/** The columns every kind's rows have in the inbox's one list. */
export type InboxRow = {
  kind: string;
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  /** One line: the message, the product, the consultation's time and place. */
  summary: string;
  /** Everything else the search looks in. */
  search: string;
  /** Its place in the pipeline (lead_pipeline), "new" without a row there. */
  status: PipelineStatus;
  /** The language it was made in. */
  locale: string;
  /** The kind's own state where it has one (a booking's "cancelled"), else null. */
  state: string | null;
  /** Where the job is ("lat,lng" or an address), else null. */
  place: string | null;
  /** How many of its received texts no one has read (a count: PostgreSQL answers it as text). */
  unread_texts: number | string;
};

export type InboxEntry = {
  /** The person's name and phone as SQL over `lead`, where its table has no `user_name`/`user_phone` (""). */
  name?: RawBuilder<string>;
  phone?: RawBuilder<string>;
  /** The inbox's one-line summary, as SQL over the kind's table aliased `lead`. */
  summary: RawBuilder<string>;
  /**
   * The summary as staff read it, where the stored values need words (a booking's time in the business's zone);
   * absent where the SQL's line reads as it is.
   */
  summaryText?(summary: string, timeZone: string): string;
  /** Everything else the inbox's search looks in, as SQL over `lead`. */
  search: RawBuilder<string>;
  /** The kind's own state (a booking's status), as SQL over `lead`; null for kinds without one. */
  state: RawBuilder<string | null>;
  /**
   * Where the job is, as SQL over `lead`, for the inbox's directions link (issue 40): the picked point ("lat,lng"), else
   * the typed address; null or absent where the kind has no place.
   */
  place?: RawBuilder<string | null>;
  /** The badge a lead in this state wears in the inbox ("Cancelled"), or null for none. */
  stateBadge?(state: string): string | null;
  /** The lead page's fields: stored column and its label, in reading order; other columns are not shown. */
  fields: readonly (readonly [column: string, label: string])[];
  /** A field's value as staff read it, where the stored one needs words (a flag, a code). */
  fieldValue?(column: string, value: unknown): string | null;
  /** The job location, where the lead has one. */
  location?(row: Row): LeadDetail["location"];
  /** What its lead page shows beyond the fields (windows and photos, the consultation's time). */
  detail?(db: Kysely<Database>, row: Row, options: DetailOptions): Promise<Partial<LeadDetail>>;
};

export type DetailOptions = { timeZone: string; photoUrl: (id: string, size: PhotoSize) => string };

/** A kind staff work on a page of its own rather than in the inbox (the newsletter's subscribers). */
export type ListedElsewhere = { listedAt: string };

export type PrivacyEntry = {
  /** The column holding the person's address, compared trimmed and lower-cased. */
  emailColumn: "user_email" | "email";
  /**
   * A column holding a number in E.164, for a kind whose leads may have no address (a text lead, issue 35): its leads
   * are also the person's when it holds one of their numbers (server/sms/privacy.ts `numbersOf`).
   */
  phoneColumn?: "phone";
  /** A record as the person gets it (photos inlined, JSON columns read); the row itself when absent. */
  exportRow?(db: Db, row: Row): Promise<Row>;
  /** Deletes what hangs off these leads before they go (photos, seats); answers how many, by name. */
  eraseChildren?(trx: Transaction<Database>, ids: string[]): Promise<Record<string, number>>;
  /**
   * Why its records outlive an erasure of the address, where they must (a privacy request is the business's record
   * that it answered one: docs/decisions/0022). Absent: an erasure deletes them with everything else.
   */
  keptOnErasure?: string;
};

/** What the site keeps only to fight abuse, cleared once it is PII_RETENTION_DAYS old (privacy policy). */
export type RetentionEntry = { clear: readonly ("client_ip" | "user_agent")[] };

/** The picked point of a lead, with the address shown beside it; null when no point was picked. */
export function pointOf(row: Row, address: unknown): LeadDetail["location"] {
  if (typeof row.location_lat !== "number" || typeof row.location_lng !== "number") return null;
  return { lat: row.location_lat, lng: row.location_lng, address: address === null ? "" : String(address ?? "") };
}

/** A lead's place for the inbox (InboxEntry.place): its picked point, else the address in `addressColumn`. */
export function placeSql(addressColumn: string): RawBuilder<string | null> {
  const address = sql.ref(`lead.${addressColumn}`);
  return sql<string | null>`case when lead.location_lat is not null and lead.location_lng is not null
    then cast(lead.location_lat as text) || ',' || cast(lead.location_lng as text)
    else nullif(${address}, '') end`;
}

/** Who asked: the columns every lead taken from a person's form has, in the order the business reads them. */
export const PERSON_COLUMNS = ["user_name", "user_email", "user_phone"] as const;
