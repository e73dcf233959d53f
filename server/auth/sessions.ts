import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { AUTH_POLICY } from "./policy.ts";

export type SessionUser = { id: string; email: string; hasTotp: boolean };
export type Session = { user: SessionUser; csrfToken: string; createdAt: string; idHash: string };

const token = () => randomBytes(32).toString("base64url");
export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A new session: 256 random bits in the cookie, only their hash in the database. Any
 * session the browser brought along is ended first, so sign-in always rotates the id.
 */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  client: { ip: string; userAgent?: string },
  nowMs: number,
  replacing?: string,
): Promise<{ id: string; expiresAt: string }> {
  const id = token();
  const expiresAt = iso(nowMs + AUTH_POLICY.absoluteTimeoutMs);
  await db.transaction().execute(async (trx) => {
    if (replacing) await trx.deleteFrom("staff_sessions").where("id_hash", "=", hashSessionId(replacing)).execute();
    await trx
      .insertInto("staff_sessions")
      .values({
        id_hash: hashSessionId(id),
        user_id: userId,
        csrf_token: token(),
        created_at: iso(nowMs),
        last_seen_at: iso(nowMs),
        expires_at: expiresAt,
        client_ip: client.ip,
        user_agent: (client.userAgent ?? "").slice(0, 500),
      })
      .execute();
  });
  return { id, expiresAt };
}

/**
 * The session a cookie names, if it is still good: not past its absolute end, used within
 * the idle timeout, and its user not disabled. A dead session is deleted on the way.
 */
export async function findSession(db: Kysely<Database>, id: string, nowMs: number): Promise<Session | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select([
      "s.csrf_token",
      "s.created_at",
      "s.last_seen_at",
      "s.expires_at",
      "u.id",
      "u.email",
      "u.totp_secret",
      "u.disabled_at",
    ])
    .where("s.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  const idleEnd = Date.parse(row.last_seen_at) + AUTH_POLICY.idleTimeoutMs;
  if (row.disabled_at || nowMs >= Date.parse(row.expires_at) || nowMs >= idleEnd) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  if (nowMs - Date.parse(row.last_seen_at) >= AUTH_POLICY.touchEveryMs) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: iso(nowMs) })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return {
    user: { id: row.id, email: row.email, hasTotp: row.totp_secret !== null },
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    idHash,
  };
}

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", hashSessionId(id)).execute();
}

export async function endUserSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom("staff_sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function pruneSessions(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db
    .deleteFrom("staff_sessions")
    .where((eb) =>
      eb.or([eb("expires_at", "<=", iso(nowMs)), eb("last_seen_at", "<=", iso(nowMs - AUTH_POLICY.idleTimeoutMs))]),
    )
    .execute();
}

/** Constant-time comparison of a submitted CSRF token with the session's. */
export function csrfMatches(session: Session, submitted: unknown): boolean {
  if (typeof submitted !== "string") return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
