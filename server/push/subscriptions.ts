import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** A browser's PushSubscription as it sends it (its `toJSON()`), already validated. */
export type SubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Stores a device's subscription for the user. A browser has one endpoint whoever uses it: subscribing again (a new
 * key after the browser renewed it, or another staff member signed in on the device) replaces the row.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: string,
  input: SubscriptionInput,
  device: string,
  nowMs: number,
): Promise<void> {
  const values = { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth, device };
  await db
    .insertInto("push_subscriptions")
    .values({ id: randomUUID(), endpoint: input.endpoint, created_at: new Date(nowMs).toISOString(), ...values })
    .onConflict((oc) => oc.column("endpoint").doUpdateSet(values))
    .execute();
}

/**
 * Removes one of the user's devices: by its endpoint (the device itself turned pushes off) or by its id (the settings
 * page's "Remove"). Answers whether there was one.
 */
export async function removeSubscription(
  db: Kysely<Database>,
  userId: string,
  which: { endpoint: string } | { id: string },
): Promise<boolean> {
  const [column, value] = "endpoint" in which ? (["endpoint", which.endpoint] as const) : (["id", which.id] as const);
  const result = await db
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where(column, "=", value)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every device of the user stops getting pushes: sign-out everywhere, a disabled account, a new password. */
export async function removeUserSubscriptions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
