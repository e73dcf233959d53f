import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { CLEARED_PAYLOAD } from "../jobs/queue.ts";

const DAY_MS = 86_400_000;

/** How many rows each part of a retention run cleared. */
export type RetentionResult = { leads: number; subscribers: number; outbox: number };

/**
 * Erases what is kept only to fight abuse, once it is `days` old (issue 15, privacy
 * policy "What We Keep, and for How Long"): the client address and user agent of every
 * contact message, quote request and booking, the address a subscription came from,
 * and the copy of the lead in every e-mail or webhook job `days` after it was last
 * tried — delivered, dropped, failed, or due that long ago and still not out (no mail
 * transport all that time). A job still waiting for its time (a booking reminder) is
 * due in the future and keeps its copy until it has gone.
 *
 * Plain conditional updates: running it twice, or on two servers at once, clears the
 * same rows once and never touches a newer one.
 */
export async function applyRetention(db: Kysely<Database>, nowMs: number, days: number): Promise<RetentionResult> {
  const cutoff = new Date(nowMs - days * DAY_MS).toISOString();
  let leads = 0;
  for (const table of ["contact_messages", "quote_requests", "bookings"] as const) {
    const result = await db
      .updateTable(table)
      .set({ client_ip: "", user_agent: "" })
      .where("created_at", "<", cutoff)
      .where((eb) => eb.or([eb("client_ip", "!=", ""), eb("user_agent", "!=", "")]))
      .executeTakeFirst();
    leads += Number(result.numUpdatedRows);
  }
  const subscribers = await db
    .updateTable("newsletter_subscribers")
    .set({ client_ip: "" })
    .where("created_at", "<", cutoff)
    .where("client_ip", "!=", "")
    .executeTakeFirst();
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
  return {
    leads,
    subscribers: Number(subscribers.numUpdatedRows),
    outbox: Number(done.numUpdatedRows) + Number(stuck.numUpdatedRows),
  };
}
