import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

const DAY_MS = 86_400_000;

/** How many rows each part of a retention run cleared. */
export type RetentionResult = { leads: number; subscribers: number; outbox: number };

/**
 * Erases what is kept only to fight abuse, once it is `days` old (issue 15, privacy
 * policy "What We Keep, and for How Long"): the client address and user agent of every
 * contact message, quote request and booking, the address a subscription came from,
 * and the copy of the lead in an e-mail job that is done with (delivered or dropped).
 * Failed jobs keep theirs: the business may still send them again.
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
  const outbox = await db
    .updateTable("outbox")
    .set({ payload: "{}" })
    .where("status", "in", ["delivered", "cancelled"])
    .where((eb) => eb.fn.coalesce("delivered_at", "created_at"), "<", cutoff)
    .where("payload", "!=", "{}")
    .executeTakeFirst();
  return { leads, subscribers: Number(subscribers.numUpdatedRows), outbox: Number(outbox.numUpdatedRows) };
}
