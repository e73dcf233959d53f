import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type RateLimit = { max: number; windowSeconds: number };

/**
 * Counts one post for `key` in the current fixed window; answers the seconds the client must wait, or 0 if allowed.
 * The counter is a database row, so every server instance on the same PostgreSQL shares it.
 */
export async function hitRateLimit(db: Kysely<Database>, key: string, limit: RateLimit, nowMs: number) {
  const nowS = nowMs / 1000;
  const windowStart = Math.floor(nowS / limit.windowSeconds);
  const windowEnd = (windowStart + 1) * limit.windowSeconds;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1, expires_at: new Date(windowEnd * 1000).toISOString() })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count) <= limit.max ? 0 : Math.max(1, Math.ceil(windowEnd - nowS));
}

export async function pruneRateLimits(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("expires_at", "<", new Date(nowMs).toISOString()).execute();
}
