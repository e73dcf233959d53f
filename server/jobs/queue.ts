import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database, OutboxTable } from "../db/schema.ts";
import type { Env } from "../env.ts";

export type OutboxJob = Selectable<OutboxTable>;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A job's payload once the retention job has cleared its copy of the lead
 * (server/privacy/retention.ts). No job is ever queued with an empty object, so it
 * marks a job that can no longer be sent: nothing is left to send.
 */
export const CLEARED_PAYLOAD = "{}";

/** A job to queue in the same transaction as the change it reports. */
export type NewJob = {
  /** Handler name (see JobHandler in ./worker.ts), e.g. "notify", "booking_reminder", "webhook". */
  job: string;
  leadKind: string;
  leadId: string;
  payload: unknown;
  /** Not before this time (a reminder); now when absent. */
  notBeforeMs?: number;
};

/**
 * Queues a job. Call it with the transaction of the change the job reports, so the job exists
 * exactly when the change does: never a lead without its e-mail, never an e-mail for a lead
 * that was rolled back.
 */
export async function enqueue(trx: Kysely<Database>, job: NewJob, nowMs: number) {
  await trx
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      created_at: iso(nowMs),
      job: job.job,
      lead_kind: job.leadKind,
      lead_id: job.leadId,
      payload: JSON.stringify(job.payload),
      status: "pending",
      next_attempt_at: iso(Math.max(nowMs, job.notBeforeMs ?? nowMs)),
    })
    .execute();
}

/**
 * Drops jobs of a lead (or of several) that have not gone out: a reminder of a booking that was cancelled or moved, the
 * confirmation link of a subscription that expired. A job a worker has already claimed is sending; its worker marks it
 * delivered or failed, and `markDelivered` leaves a cancelled job cancelled. Answers how many were dropped.
 */
export async function cancelJobs(
  trx: Kysely<Database>,
  where: { leadKind: string; leadId: string | string[]; jobs: string[] },
  reason: string,
): Promise<number> {
  const leadIds = [where.leadId].flat();
  // `in ()` is a syntax error on PostgreSQL: with nothing to match there is nothing to drop.
  if (leadIds.length === 0 || where.jobs.length === 0) return 0;
  const result = await trx
    .updateTable("outbox")
    .set({ status: "cancelled", locked_until: null, last_error: reason.slice(0, 1000) })
    .where("lead_kind", "=", where.leadKind)
    .where("lead_id", "in", leadIds)
    .where("job", "in", where.jobs)
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes up to OUTBOX_CONCURRENCY due jobs of these kinds, leased for OUTBOX_LEASE_S; a job whose worker died while
 * sending is due again once its lease runs out. PostgreSQL: SKIP LOCKED lets instances claim side by side without
 * taking the same job; SQLite: the single UPDATE runs under its one write lock, so no two processes claim one row.
 */
export async function claimJobs(db: Db, jobs: readonly string[], settings: Env, nowMs: number): Promise<OutboxJob[]> {
  // `in ()` is a syntax error on PostgreSQL: a worker with no handlers has nothing to claim.
  if (jobs.length === 0) return [];
  const now = iso(nowMs);
  // A job that was already on its last attempt when its worker vanished is not sent again.
  await db.kysely
    .updateTable("outbox")
    .set({ status: "failed", locked_until: null, last_error: "the worker stopped during the last attempt" })
    .where("status", "=", "sending")
    .where("locked_until", "<", now)
    .where("attempts", ">=", settings.OUTBOX_MAX_ATTEMPTS)
    .execute();
  return db.kysely
    .updateTable("outbox")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      locked_until: iso(nowMs + settings.OUTBOX_LEASE_S * 1000),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("job", "in", jobs)
        .where((w) =>
          w.or([
            w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
            w.and([w("status", "=", "sending"), w("locked_until", "<", now)]),
          ]),
        )
        .orderBy("next_attempt_at")
        .limit(settings.OUTBOX_CONCURRENCY)
        .$if(db.dialect === "postgres", (due) => due.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/** Records how a claimed job's attempt ended; a job that is no longer sending (cancelled meanwhile) stays as it is. */
async function settle(db: Kysely<Database>, id: string, outcome: Updateable<OutboxTable>) {
  await db
    .updateTable("outbox")
    .set({ ...outcome, locked_until: null })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

export const markDelivered = (db: Kysely<Database>, id: string, nowMs: number) =>
  settle(db, id, { status: "delivered", delivered_at: iso(nowMs), last_error: null });

export const markFailedAttempt = (db: Kysely<Database>, id: string, error: string, retryAtMs: number | null) =>
  settle(db, id, {
    last_error: error.slice(0, 1000),
    ...(retryAtMs === null ? { status: "failed" } : { status: "pending", next_attempt_at: iso(retryAtMs) }),
  });

/** Exponential backoff with jitter: base·2^(n-1), capped, then 50-100 % of it. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const full = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

/**
 * Puts failed deliveries back in the queue with a fresh set of attempts; answers how many.
 * One whose copy retention has cleared stays failed: it would go out empty.
 */
export async function requeueFailed(db: Kysely<Database>, nowMs: number, ids?: string[]): Promise<number> {
  let query = db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: iso(nowMs), locked_until: null })
    .where("status", "=", "failed")
    .where("payload", "!=", CLEARED_PAYLOAD);
  if (ids?.length) query = query.where("id", "in", ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
