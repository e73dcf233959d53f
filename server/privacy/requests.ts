import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { audit } from "../auth/audit.ts";
import { normalizeEmail } from "../leads/store.ts";
import { enqueue } from "../jobs/queue.ts";
import { WEBHOOK_JOB, type WebhookPayload } from "../webhook/events.ts";

/**
 * Privacy requests (issue 15; CCPA and GDPR rights to know and to erase): everything the
 * site holds about one e-mail address, as one JSON document, or erased in one transaction.
 * Addresses are compared trimmed and lower-cased, however they were typed.
 */
type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

const LEAD_TABLES = { contact: "contact_messages", quote: "quote_requests", booking: "bookings" } as const;
type LeadKind = keyof typeof LEAD_TABLES;

export type PrivacyExport = {
  email: string;
  generated_at: string;
  contact_messages: Row[];
  quote_requests: (Row & { photos: Row[] })[];
  bookings: Row[];
  newsletter_subscriptions: Row[];
  /** The business's own records about these leads: pipeline status and staff notes. */
  lead_status: Row[];
  lead_notes: Row[];
  /** E-mails queued or sent about this person, with the data each carries. */
  emails: Row[];
};

export type ErasureCounts = {
  contact_messages: number;
  quote_requests: number;
  quote_photos: number;
  bookings: number;
  newsletter_subscriptions: number;
  lead_notes: number;
  emails: number;
};

/** `%` `_` `\` of an address are literal in LIKE. */
const literalLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function leadsOf(db: Db, email: string) {
  const out = {} as Record<LeadKind, Row[]>;
  for (const [kind, table] of Object.entries(LEAD_TABLES) as [LeadKind, (typeof LEAD_TABLES)[LeadKind]][]) {
    out[kind] = (await db
      .selectFrom(table)
      .selectAll()
      .where(sql`lower(trim(user_email))`, "=", email)
      .orderBy("created_at")
      .execute()) as Row[];
  }
  return out;
}

/** Leads' ids by kind, the subscriptions, and every outbox job about any of them or naming the address. */
async function gather(db: Db, address: string) {
  const email = normalizeEmail(address);
  const leads = await leadsOf(db, email);
  const subscriptions = (await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .execute()) as Row[];
  const subjects: [string, string][] = [
    ...(Object.keys(leads) as LeadKind[]).flatMap((kind) =>
      leads[kind].map((r) => [kind, String(r.id)] as [string, string]),
    ),
    ...subscriptions.map((s) => ["newsletter", String(s.id)] as [string, string]),
  ];
  const jobs = (await db
    .selectFrom("outbox")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)])),
        // A job that carries the address without belonging to one of its leads (belt and braces).
        eb(sql`lower(payload)`, "like", sql`${literalLike(email)} escape '\\'`),
      ]),
    )
    .orderBy("created_at")
    .execute()) as Row[];
  return { email, leads, subscriptions, subjects, jobs };
}

function bySubject<T extends "lead_pipeline" | "lead_notes">(db: Db, table: T, subjects: [string, string][]) {
  if (subjects.length === 0) return Promise.resolve([] as Row[]);
  return db
    .selectFrom(table as "lead_notes")
    .selectAll()
    .where((eb) => eb.or(subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)]))))
    .execute() as Promise<Row[]>;
}

export async function privacyExport(db: Kysely<Database>, address: string, nowMs = Date.now()): Promise<PrivacyExport> {
  const found = await gather(db, address);
  const quotes = await Promise.all(
    found.leads.quote.map(async (quote) => {
      const photos = await db
        .selectFrom("quote_photos")
        .selectAll()
        .where("quote_id", "=", String(quote.id))
        .orderBy("position")
        .execute();
      return {
        ...quote,
        windows: JSON.parse(String(quote.windows || "[]")) as unknown,
        photos: photos.map(({ bytes, ...photo }) => ({ ...photo, jpeg_base64: Buffer.from(bytes).toString("base64") })),
      };
    }),
  );
  return {
    email: found.email,
    generated_at: new Date(nowMs).toISOString(),
    contact_messages: found.leads.contact,
    quote_requests: quotes,
    bookings: found.leads.booking,
    newsletter_subscriptions: found.subscriptions,
    lead_status: await bySubject(db, "lead_pipeline", found.subjects),
    lead_notes: await bySubject(db, "lead_notes", found.subjects),
    emails: found.jobs.map((job) => ({ ...job, payload: JSON.parse(String(job.payload)) as unknown })),
  };
}

/**
 * Erases everything `privacyExport` finds, in one transaction, and keeps one audit entry
 * that names no one: when, by whom, how many records. Other people's data is untouched.
 */
export async function privacyErase(
  db: Kysely<Database>,
  address: string,
  actor: string,
  nowMs = Date.now(),
  /** Tell the business's CRM which leads to erase too (LEADS_WEBHOOK_URL is set). */
  crm = false,
): Promise<ErasureCounts> {
  return db.transaction().execute(async (trx) => {
    const found = await gather(trx, address);
    const ids = (kind: LeadKind) => found.leads[kind].map((r) => String(r.id));
    const quoteIds = ids("quote");
    const photos = quoteIds.length
      ? Number(
          (await trx.deleteFrom("quote_photos").where("quote_id", "in", quoteIds).executeTakeFirst()).numDeletedRows,
        )
      : 0;
    const bookingIds = ids("booking");
    if (bookingIds.length) await trx.deleteFrom("booking_seats").where("booking_id", "in", bookingIds).execute();
    const notes = (await bySubject(trx, "lead_notes", found.subjects)).length;
    for (const [kind, id] of found.subjects) {
      await trx.deleteFrom("lead_notes").where("lead_kind", "=", kind).where("lead_id", "=", id).execute();
      await trx.deleteFrom("lead_pipeline").where("lead_kind", "=", kind).where("lead_id", "=", id).execute();
    }
    const jobIds = found.jobs.map((j) => String(j.id));
    if (jobIds.length) await trx.deleteFrom("outbox").where("id", "in", jobIds).execute();
    for (const kind of Object.keys(LEAD_TABLES) as LeadKind[]) {
      const list = ids(kind);
      if (list.length) await trx.deleteFrom(LEAD_TABLES[kind]).where("id", "in", list).execute();
    }
    const subscriptionIds = found.subscriptions.map((s) => String(s.id));
    if (subscriptionIds.length)
      await trx.deleteFrom("newsletter_subscribers").where("id", "in", subscriptionIds).execute();
    const counts: ErasureCounts = {
      contact_messages: found.leads.contact.length,
      quote_requests: quoteIds.length,
      quote_photos: photos,
      bookings: bookingIds.length,
      newsletter_subscriptions: subscriptionIds.length,
      lead_notes: notes,
      emails: jobIds.length,
    };
    await audit(trx, { actor, action: "privacy_erasure", detail: counts }, nowMs);
    // The CRM erases its copies too: it knows these leads by the ids it was sent, not by an address kept here.
    const leads = found.subjects.map(([kind, id]) => ({ kind, id }));
    if (crm && leads.length > 0) {
      const event: WebhookPayload = {
        type: "privacy.erased",
        created_at: new Date(nowMs).toISOString(),
        data: { leads, counts },
      };
      await enqueue(trx, { job: WEBHOOK_JOB, leadKind: "privacy", leadId: randomUUID(), payload: event }, nowMs);
    }
    return counts;
  });
}
