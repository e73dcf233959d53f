import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, StaffUserTable } from "../db/schema.ts";
import { normalizeEmail } from "../leads/store.ts";
import { hashPassword } from "./passwords.ts";
import { removeUserSubscriptions } from "../push/subscriptions.ts";

export type StaffUser = StaffUserTable;

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
  return db.selectFrom("staff_users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export function listUsers(db: Kysely<Database>): Promise<StaffUser[]> {
  return db.selectFrom("staff_users").selectAll().orderBy("email").execute();
}

/** Creates an account; null when the e-mail already has one (the unique index decides). */
export async function createUser(
  db: Kysely<Database>,
  email: string,
  password: string,
  nowMs = Date.now(),
): Promise<StaffUser | null> {
  const at = new Date(nowMs).toISOString();
  const row: StaffUser = {
    id: randomUUID(),
    email: normalizeEmail(email),
    password_hash: await hashPassword(password),
    totp_secret: null,
    created_at: at,
    updated_at: at,
    disabled_at: null,
  };
  const inserted = await db
    .insertInto("staff_users")
    .values(row)
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? row : null;
}

/** Changes a user and signs them out everywhere: their sessions end and their devices get no more pushes. */
export async function updateUser(
  db: Kysely<Database>,
  id: string,
  change: Partial<Pick<StaffUser, "password_hash" | "totp_secret" | "disabled_at">>,
  nowMs = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ ...change, updated_at: new Date(nowMs).toISOString() })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
    await removeUserSubscriptions(trx, id);
  });
}
