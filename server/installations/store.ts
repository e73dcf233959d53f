import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, InstallationTable } from "../db/schema.ts";

/** An order's installation (issue 34 item 2; migration 018). */
export type InstallationRow = Selectable<InstallationTable>;
type Db = Kysely<Database> | Transaction<Database>;

export async function findInstallation(db: Db, id: string): Promise<InstallationRow | undefined> {
  return db.selectFrom("installations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The order's live (confirmed) installation: at most one, by the database's unique index. */
export async function liveInstallation(db: Db, proposalId: string): Promise<InstallationRow | undefined> {
  return db
    .selectFrom("installations")
    .selectAll()
    .where("proposal_id", "=", proposalId)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
}

/** Confirmed installations overlapping [fromIso, toIso), earliest first (the back office's agenda). */
export async function installationsBetween(db: Db, fromIso: string, toIso: string): Promise<InstallationRow[]> {
  return db
    .selectFrom("installations")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("start_at", "<", toIso)
    .where("end_at", ">", fromIso)
    .orderBy("start_at")
    .execute();
}
