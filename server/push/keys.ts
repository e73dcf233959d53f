import type { Kysely } from "kysely";
import webpush from "web-push";
import type { Database } from "../db/schema.ts";
import type { Env } from "../env.ts";

/** The server's Web Push identity (RFC 8292): the key pair browsers subscribe with, and whom push services may contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const NAME = "vapid_keys";

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured; otherwise one pair made on first start and kept in the
 * database, so every instance and every restart sign with the key the browsers subscribed with (a new key would
 * silently end every subscription). The pair is one row: two instances starting at once cannot end up with halves
 * of different pairs.
 */
export async function loadVapidKeys(
  db: Kysely<Database>,
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">,
  nowMs = Date.now(),
): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto("server_secrets")
    .values({ name: NAME, value: JSON.stringify(made), created_at: new Date(nowMs).toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", NAME).executeTakeFirstOrThrow();
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
