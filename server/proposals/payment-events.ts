import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Stripe's events are taken once by id (`payment_events`' primary key; decision 0016): the first delivery records
 * the event as "processing" in the transaction that acts on it, a replay or a racing delivery of the same event finds
 * the row and does nothing. The deposit's and the balance's webhooks share it.
 */
export async function takeEventOnce(
  trx: Transaction<Database>,
  event: { id: string; type: string },
  at: string,
): Promise<boolean> {
  const first = await trx
    .insertInto("payment_events")
    .values({ id: event.id, type: event.type, received_at: at, outcome: "processing" })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(first.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** What the event did, kept with it (paid, review, duplicate, unknown_proposal). */
export async function settleEvent<T extends string>(trx: Transaction<Database>, id: string, outcome: T): Promise<T> {
  await trx.updateTable("payment_events").set({ outcome }).where("id", "=", id).execute();
  return outcome;
}
