import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Delivery, LeadDetail, PipelineChange, PipelineStatus } from "../../app/features/admin/back-office.ts";
import type { InboxKind } from "../../app/features/leads/kinds.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES } from "../../app/i18n/locales.ts";
import { audit, auditOf } from "../auth/audit.ts";
import type { Database } from "../db/schema.ts";
import { CLEARED_PAYLOAD, enqueue, requeueFailed } from "../jobs/queue.ts";
import type { DetailOptions } from "../leads/kind.ts";
import { leadKindModules } from "../leads/registry.ts";
import { PUSH_JOB } from "../push/notices.ts";

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export async function pipelineStatus(db: Kysely<Database>, kind: InboxKind, id: string): Promise<PipelineStatus> {
  const row = await db
    .selectFrom("lead_pipeline")
    .select("status")
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .executeTakeFirst();
  return row?.status ?? "new";
}

/** The lead's row of its kind's table, or undefined. */
async function leadRow(db: Kysely<Database>, kind: InboxKind, id: string): Promise<Row | undefined> {
  const table = leadKindModules[kind].table;
  // The table varies with the kind; every lead table has a text `id`.
  return (await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as Row | undefined;
}

/**
 * One lead with everything the business knows of it: its kind's fields (as its module lists and words them),
 * what its kind adds (windows and photos, the consultation's time), and the business's own records (e-mails,
 * pipeline, notes, history).
 */
export async function leadDetail(
  db: Kysely<Database>,
  kind: InboxKind,
  id: string,
  options: DetailOptions,
): Promise<LeadDetail | null> {
  const row = await leadRow(db, kind, id);
  if (!row) return null;
  const module = leadKindModules[kind];
  const inbox = module.inbox;
  const fields: LeadDetail["fields"] = [];
  for (const [column, label] of inbox.fields) {
    const value = inbox.fieldValue?.(column, row[column]) ?? text(row[column]);
    if (value !== "") fields.push({ label, value });
  }
  // Every lead table has its language (issue 32): the business answers in it.
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  fields.push({ label: "Language", value: LANGUAGE_NAMES[locale] });
  const jobs = await db
    .selectFrom("outbox")
    .select(["id", "job", "status", "attempts", "created_at", "delivered_at", "last_error", "payload"])
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    // The lead's e-mails and CRM events; the pushes to staff devices are not sent again from here.
    .where("job", "!=", PUSH_JOB)
    .orderBy("created_at")
    .execute();
  const deliveries: Delivery[] = jobs.map(({ payload, ...j }) => {
    const cleared = payload === CLEARED_PAYLOAD;
    return {
      ...j,
      attempts: Number(j.attempts),
      cleared,
      canResend: resendable(j.status, cleared),
    };
  });
  const texts = await db
    .selectFrom("sms_messages")
    .select(["id", "created_at as at", "direction", "body", "status", "error_code"])
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "at", "author", "body"])
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .orderBy("at", "desc")
    .execute();
  const history = (await auditOf(db, kind, id)).map((e) => ({
    at: e.at,
    actor: e.actor,
    action: e.action,
    detail: JSON.parse(e.detail) as Record<string, unknown>,
  }));
  const fromKind = (await inbox.detail?.(db, row, options)) ?? {};
  return {
    kind,
    id,
    created_at: text(row.created_at),
    fields,
    name: text(row.user_name),
    email: text(row[module.privacy.emailColumn]),
    phone: text(row.user_phone),
    location: inbox.location?.(row) ?? null,
    windows: [],
    estimate: null,
    photos: [],
    booking: null,
    privacyRequest: null,
    swatches: [],
    shipment: null,
    ...fromKind,
    status: await pipelineStatus(db, kind, id),
    deliveries,
    texts,
    notes,
    history,
  };
}

export async function leadExists(db: Kysely<Database>, kind: InboxKind, id: string): Promise<boolean> {
  return (await leadRow(db, kind, id)) !== undefined;
}

/**
 * Moves a lead along the pipeline and/or adds a note, with its audit entry, in one
 * transaction: the history never shows a change that did not happen, nor misses one.
 */
export async function changePipeline(
  db: Kysely<Database>,
  kind: InboxKind,
  id: string,
  change: PipelineChange,
  staff: string,
  clientIp: string,
  nowMs: number,
): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await pipelineStatus(trx, kind, id);
    const note = change.note.trim();
    if (before !== change.status) {
      await trx
        .insertInto("lead_pipeline")
        .values({ lead_kind: kind, lead_id: id, status: change.status, updated_at: at, updated_by: staff })
        .onConflict((oc) =>
          oc
            .columns(["lead_kind", "lead_id"])
            .doUpdateSet({ status: change.status, updated_at: at, updated_by: staff }),
        )
        .execute();
    }
    if (note) {
      await trx
        .insertInto("lead_notes")
        .values({ id: randomUUID(), lead_kind: kind, lead_id: id, at, author: staff, body: note })
        .execute();
    }
    if (before !== change.status || note) {
      const moved = before !== change.status;
      await audit(
        trx,
        {
          actor: staff,
          action: moved ? "status_changed" : "note_added",
          subject: { kind, id },
          detail: moved ? { from: before, to: change.status, note: Boolean(note) } : {},
          clientIp,
        },
        nowMs,
      );
    }
  });
}

/**
 * Whether "Send again" applies: the job has gone or given up (pending or sending ones are on
 * their way) and its copy of the lead is still there (retention clears it; sent again, it would
 * go out empty).
 */
function resendable(status: string, cleared: boolean): boolean {
  return (status === "failed" || status === "delivered") && !cleared;
}

export type ResendOutcome = "queued" | "unavailable" | "cleared";

/**
 * "Send again": a failed e-mail goes back to the queue; a delivered one is queued anew as a
 * copy (the first stays as the record that it went). Refused for one on its way, another
 * lead's, or one whose copy retention has cleared.
 */
export async function resendDelivery(
  db: Kysely<Database>,
  kind: InboxKind,
  id: string,
  deliveryId: string,
  staff: string,
  clientIp: string,
  nowMs: number,
): Promise<ResendOutcome> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", deliveryId)
      .where("lead_kind", "=", kind)
      .where("lead_id", "=", id)
      .executeTakeFirst();
    if (!job || (job.status !== "failed" && job.status !== "delivered")) return "unavailable";
    if (!resendable(job.status, job.payload === CLEARED_PAYLOAD)) return "cleared";
    if (job.status === "failed") await requeueFailed(trx, nowMs, [job.id]);
    else await enqueue(trx, { job: job.job, leadKind: kind, leadId: id, payload: JSON.parse(job.payload) }, nowMs);
    const detail = { delivery: job.id, job: job.job };
    await audit(trx, { actor: staff, action: "email_resent", subject: { kind, id }, detail, clientIp }, nowMs);
    return "queued";
  });
}
