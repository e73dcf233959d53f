import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { AUTH_POLICY } from "./policy.ts";

/**
 * Brute-force protection: failed sign-ins are rows, counted over a sliding 15 minutes per
 * account (the e-mail typed, known or not, so a lockout says nothing about existence) and
 * per client address. In the database, so every server instance counts the same attempts.
 * Answers the seconds to wait, or 0 when an attempt may be made.
 */
export async function lockedFor(db: Kysely<Database>, email: string, ip: string, nowMs: number): Promise<number> {
  const since = new Date(nowMs - AUTH_POLICY.failureWindowMs).toISOString();
  const wait = async (column: "email" | "client_ip", value: string, max: number) => {
    const rows = await db
      .selectFrom("login_failures")
      .select("at")
      .where(column, "=", value)
      .where("at", ">", since)
      .orderBy("at", "desc")
      .limit(max)
      .execute();
    if (rows.length < max) return 0;
    // Free again when the oldest of the last `max` failures leaves the window.
    const oldest = Date.parse(rows[rows.length - 1]!.at);
    return Math.max(1, Math.ceil((oldest + AUTH_POLICY.failureWindowMs - nowMs) / 1000));
  };
  return Math.max(
    await wait("email", email, AUTH_POLICY.maxFailuresPerAccount),
    await wait("client_ip", ip, AUTH_POLICY.maxFailuresPerAddress),
  );
}

export async function recordFailure(db: Kysely<Database>, email: string, ip: string, nowMs: number): Promise<void> {
  await db
    .insertInto("login_failures")
    .values({ id: randomUUID(), at: new Date(nowMs).toISOString(), email, client_ip: ip })
    .execute();
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("login_failures").where("email", "=", email).execute();
}

export async function pruneFailures(db: Kysely<Database>, nowMs: number): Promise<void> {
  const before = new Date(nowMs - AUTH_POLICY.failureWindowMs).toISOString();
  await db.deleteFrom("login_failures").where("at", "<=", before).execute();
}
