import { sql, type Kysely } from "kysely";
import type { LeadKind } from "../../app/features/leads/kinds.ts";
import type { Database } from "../db/schema.ts";
import { CLEARED_PAYLOAD } from "../jobs/queue.ts";
import { KIND_MODULES } from "../leads/registry.ts";
import { applyTextRetention } from "../sms/privacy.ts";

const DAY_MS = 86_400_000;

/**
 * How many rows each part of a retention run cleared: each kind's leads, the outbox's copies, and texts (consents'
 * addresses cleared, texts about no lead deleted: server/sms/privacy.ts).
 */
export type RetentionResult = Record<LeadKind, number> & { outbox: number; texts: number };

/**
 * Erases what is kept only to fight abuse, once it is `days` old (issue 15, privacy
 * policy "What We Keep, and for How Long"): the columns each kind's retention entry names
 * (the client address and user agent of a message, a quote, a booking; the address a
 * subscription came from), and the copy of the lead in every e-mail or webhook job `days` after it was last
 * tried — delivered, dropped, failed, or due that long ago and still not out (no mail
 * transport all that time). A job still waiting for its time (a booking reminder) is
 * due in the future and keeps its copy until it has gone.
 *
 * Plain conditional updates: running it twice, or on two servers at once, clears the
 * same rows once and never touches a newer one.
 */
export async function applyRetention(db: Kysely<Database>, nowMs: number, days: number): Promise<RetentionResult> {
  const cutoff = new Date(nowMs - days * DAY_MS).toISOString();
  const cleared = {} as Record<LeadKind, number>;
  for (const module of KIND_MODULES) {
    const columns = module.retention.clear;
    if (columns.length === 0) {
      cleared[module.kind] = 0;
      continue;
    }
    // Only rows that still hold something: a second run (or a second server) counts and touches nothing twice.
    const result = await db
      .updateTable(module.table)
      .set(Object.fromEntries(columns.map((column) => [column, ""])))
      .where("created_at", "<", cutoff)
      .where((eb) => eb.or(columns.map((column) => eb(sql.ref(column), "!=", ""))))
      .executeTakeFirst();
    cleared[module.kind] = Number(result.numUpdatedRows);
  }
  // Done with: delivered or dropped (dated by when it went, else when it was queued), or
  // failed (its last attempt was due at next_attempt_at). It stays as the record of what happened.
  const done = await db
    .updateTable("outbox")
    .set({ payload: CLEARED_PAYLOAD })
    .where((eb) =>
      eb.or([
        eb.and([
          eb("status", "in", ["delivered", "cancelled"]),
          eb(eb.fn.coalesce("delivered_at", "created_at"), "<", cutoff),
        ]),
        eb.and([eb("status", "=", "failed"), eb("next_attempt_at", "<", cutoff)]),
      ]),
    )
    .where("payload", "!=", CLEARED_PAYLOAD)
    .executeTakeFirst();
  // Never got out: due `days` ago (or claimed by a worker whose lease ran out then). It fails
  // with its copy cleared, so no worker sends an empty message and staff see why it never went.
  const stuck = await db
    .updateTable("outbox")
    .set({
      payload: CLEARED_PAYLOAD,
      status: "failed",
      locked_until: null,
      last_error: `not sent within ${days} days; its copy was cleared (privacy policy)`,
    })
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<", cutoff)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", cutoff)]),
      ]),
    )
    .executeTakeFirst();
  const texts = await applyTextRetention(db, cutoff);
  return { ...cleared, outbox: Number(done.numUpdatedRows) + Number(stuck.numUpdatedRows), texts };
}
