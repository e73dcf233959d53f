import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import { leadKinds, type RecordsName } from "../../app/features/leads/kinds.ts";
import type { Database } from "../db/schema.ts";
import { audit } from "../auth/audit.ts";
import { enqueue } from "../jobs/queue.ts";
import type { LeadKindModule } from "../leads/kind.ts";
import { KIND_MODULES } from "../leads/registry.ts";
import { normalizeEmail } from "../leads/store.ts";
import { PROPOSAL_KIND } from "../proposals/store.ts";
import { eraseTexts, NO_LEAD_KIND, numbersOf, textRecords, type TextRecords } from "../sms/privacy.ts";
import { webhookJob } from "../webhook/events.ts";
import { afterSaleRecords, proposalIdsOf, type AfterSaleRecords } from "./after-sale.ts";
import { anonymiseAfterSale, eraseReferrals } from "./after-sale-erasure.ts";
import { literalLike } from "./like.ts";

/**
 * Privacy requests (issue 15; CCPA and GDPR rights to know and to erase): everything the
 * site holds about one e-mail address, as one JSON document, or erased in one transaction.
 * Addresses are compared trimmed and lower-cased, however they were typed. Every kind of lead
 * takes part through its module's privacy entry (server/leads/registry.ts).
 */
type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

/**
 * Each kind's records under its key (`contact_messages`, `quote_requests`, `bookings`, `newsletter_subscriptions`,
 * …), then the business's own records about them: pipeline status, staff notes, and every e-mail, text or webhook
 * job queued or sent about the person with the data it carries; and their texts: consents, messages, STOPs (issue 35,
 * server/sms/privacy.ts); and their proposals, orders, payments, feedback and referrals (./after-sale.ts).
 */
export type PrivacyExport = {
  email: string;
  generated_at: string;
  lead_status: Row[];
  lead_notes: Row[];
  emails: Row[];
} & Record<RecordsName, Row[]> &
  TextRecords &
  AfterSaleRecords;

/** How many records of each sort were erased, by the names of the export's keys (and children such as photos). */
export type ErasureCounts = Record<string, number>;

/** The rows of one kind whose address is `email` (already normalised). */
async function leadsOfKind(db: Db, module: LeadKindModule, email: string): Promise<Row[]> {
  // The table varies with the kind; every lead table has the e-mail column its module names and created_at.
  // Forms keep the address as typed: compare it trimmed and lower-cased, as `email` is.
  const address = sql<string>`lower(trim(${sql.ref(module.privacy.emailColumn)}))`;
  const rows = await db.selectFrom(module.table).selectAll().where(address, "=", email).orderBy("created_at").execute();
  return rows as Row[];
}

type Found = { module: LeadKindModule; rows: Row[] };

/** Adds to each kind with a `phoneColumn` its leads at one of `numbers` that its address did not find (issue 35). */
async function addLeadsOfNumbers(db: Db, found: Found[], numbers: string[]): Promise<void> {
  if (numbers.length === 0) return;
  for (const entry of found) {
    const column = entry.module.privacy.phoneColumn;
    if (!column) continue;
    const known = new Set(entry.rows.map((row) => String(row.id)));
    const rows = (await db
      .selectFrom(entry.module.table)
      .selectAll()
      .where(sql.ref(column), "in", numbers)
      .orderBy("created_at")
      .execute()) as Row[];
    entry.rows.push(...rows.filter((row) => !known.has(String(row.id))));
  }
}

/**
 * Each kind's leads of the address, the (kind, id) of every one, the person's phone numbers (E.164), and every outbox
 * job about any of them, carrying the address, or texting one of the numbers about no lead.
 */
async function gather(db: Db, address: string) {
  const email = normalizeEmail(address);
  const found: Found[] = [];
  for (const module of KIND_MODULES) {
    found.push({ module, rows: await leadsOfKind(db, module, email) });
  }
  const subjectsOf = () =>
    found.flatMap(({ module, rows }) => rows.map((row): [kind: string, id: string] => [module.kind, String(row.id)]));
  const numbers = await numbersOf(
    db,
    subjectsOf(),
    found.flatMap(({ rows }) => rows),
  );
  // A kind found by number too (a text lead has no address): its leads at the person's numbers are theirs.
  await addLeadsOfNumbers(db, found, numbers);
  const subjects = subjectsOf();
  const proposalIds = await proposalIdsOf(db, email, subjects);
  const jobs = (await db
    .selectFrom("outbox")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)])),
        // A job that carries the address without belonging to one of its leads (belt and braces).
        eb(sql`lower(payload)`, "like", sql`${literalLike(email)} escape '\\'`),
        // A text about no lead (a HELP answer) is filed under its number.
        ...(numbers.length > 0 ? [eb.and([eb("lead_kind", "=", NO_LEAD_KIND), eb("lead_id", "in", numbers)])] : []),
        // Every e-mail and CRM event about one of their proposals or orders (receipts, the review request).
        ...(proposalIds.length > 0
          ? [eb.and([eb("lead_kind", "=", PROPOSAL_KIND), eb("lead_id", "in", proposalIds)])]
          : []),
      ]),
    )
    .orderBy("created_at")
    .execute()) as Row[];
  return { email, found, subjects, numbers, proposalIds, jobs };
}

function bySubject<T extends "lead_pipeline" | "lead_notes">(db: Db, table: T, subjects: [string, string][]) {
  // `or()` of nothing would match nothing anyway, but a person with no leads needs no query at all.
  if (subjects.length === 0) return Promise.resolve([] as Row[]);
  return db
    .selectFrom(table as "lead_notes")
    .selectAll()
    .where((eb) => eb.or(subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)]))))
    .execute() as Promise<Row[]>;
}

export async function privacyExport(db: Kysely<Database>, address: string, nowMs = Date.now()): Promise<PrivacyExport> {
  const { email, found, subjects, numbers, proposalIds, jobs } = await gather(db, address);
  // Filled below for every kind of the registry, so every name of RecordsName is there.
  const records = {} as Record<RecordsName, Row[]>;
  for (const { module, rows } of found) {
    const exportRow = module.privacy.exportRow;
    const exported: Row[] = [];
    for (const row of rows) exported.push(exportRow ? await exportRow(db, row) : row);
    records[leadKinds[module.kind].records] = exported;
  }
  return {
    email,
    generated_at: new Date(nowMs).toISOString(),
    ...records,
    lead_status: await bySubject(db, "lead_pipeline", subjects),
    lead_notes: await bySubject(db, "lead_notes", subjects),
    emails: jobs.map((job) => ({ ...job, payload: JSON.parse(String(job.payload)) as unknown })),
    ...(await textRecords(db, subjects, numbers)),
    ...(await afterSaleRecords(db, email, proposalIds, subjects)),
  };
}

/**
 * Erases everything `privacyExport` finds, in one transaction, and keeps one audit
 * entry that names no one: when, by whom, how many records. Other people's data is untouched.
 */
export async function privacyErase(
  db: Kysely<Database>,
  address: string,
  actor: string,
  nowMs = Date.now(),
  /** Tell the business's CRM which leads to erase too (LEADS_WEBHOOK_URL is set). */
  crm = false,
): Promise<ErasureCounts> {
  return db.transaction().execute((trx) => eraseWithin(trx, address, { actor, nowMs, crm }));
}

export type ErasureOptions = {
  actor: string;
  nowMs: number;
  /** Tell the business's CRM which leads to erase too (LEADS_WEBHOOK_URL is set). */
  crm: boolean;
  /** The person's own privacy request this erasure answers: its audit entry and CRM event belong to it. */
  request?: { kind: string; id: string };
  /** Where the staff member who erased was (the audit entry's address). */
  clientIp?: string;
};

/**
 * The erasure inside a transaction the caller holds, so a privacy request's answer (its once-only claim, the e-mail
 * that tells the person) commits with it or not at all. Records of a kind kept on erasure (a privacy request: the
 * business's record that it answered one, docs/decisions/0022) stay, with their notes; every e-mail job that
 * carries the address goes.
 */
export async function eraseWithin(
  trx: Transaction<Database>,
  address: string,
  { actor, nowMs, crm, request, clientIp }: ErasureOptions,
): Promise<ErasureCounts> {
  const gathered = await gather(trx, address);
  const found = gathered.found.filter(({ module }) => !module.privacy.keptOnErasure);
  const erased = new Set<string>(found.map(({ module }) => module.kind));
  const subjects = gathered.subjects.filter(([kind]) => erased.has(kind));
  const counts: ErasureCounts = {};
  for (const { module, rows } of found) {
    const ids = rows.map((row) => String(row.id));
    counts[leadKinds[module.kind].records] = ids.length;
    const children = (await module.privacy.eraseChildren?.(trx, ids)) ?? {};
    Object.assign(counts, children);
  }
  // Proposals and orders are anonymised, not deleted: the accounts keep their figures (docs/decisions/0029).
  Object.assign(counts, await anonymiseAfterSale(trx, gathered.proposalIds, nowMs));
  Object.assign(counts, await eraseReferrals(trx, gathered.email, gathered.proposalIds, subjects));
  // Texts go with the leads they belong to; those of a lead kept on erasure stay with it.
  Object.assign(counts, await eraseTexts(trx, subjects, gathered.numbers));
  counts.lead_notes = (await bySubject(trx, "lead_notes", subjects)).length;
  for (const [kind, id] of subjects) {
    await trx.deleteFrom("lead_notes").where("lead_kind", "=", kind).where("lead_id", "=", id).execute();
    await trx.deleteFrom("lead_pipeline").where("lead_kind", "=", kind).where("lead_id", "=", id).execute();
  }
  const jobIds = gathered.jobs.map((job) => String(job.id));
  // `in ()` is a syntax error on PostgreSQL: only delete when there is something to delete.
  if (jobIds.length > 0) await trx.deleteFrom("outbox").where("id", "in", jobIds).execute();
  counts.emails = jobIds.length;
  for (const { module, rows } of found) {
    const ids = rows.map((row) => String(row.id));
    if (ids.length > 0) await trx.deleteFrom(module.table).where("id", "in", ids).execute();
  }
  await audit(trx, { actor, action: "privacy_erasure", detail: counts, subject: request, clientIp }, nowMs);
  // The CRM erases its copies too: it knows these leads by the ids it was sent, not by an address kept here.
  const leads = subjects.map(([kind, id]) => ({ kind, id }));
  // And which proposals were anonymised: their events (`proposal.accepted` carries the signer's name) are known by id.
  const proposals = gathered.proposalIds;
  if (crm && leads.length + proposals.length > 0) {
    const subject = request
      ? { leadKind: request.kind, leadId: request.id }
      : { leadKind: "privacy", leadId: randomUUID() };
    await enqueue(trx, webhookJob(subject, "privacy.erased", { leads, proposals, counts }, nowMs), nowMs);
  }
  return counts;
}
