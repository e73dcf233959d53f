/**
 * `node --import ./scripts/prod-check-release.ts server/main.ts`: this commit's server as its next
 * release would start, with one more migration of the only kind docs/decisions/0015 lets a release
 * make while the previous release still runs: additions (a nullable column and an index). Used by
 * `npm run prod:check` for its rolling upgrade, so the old release really runs against the new
 * schema. The migration exists only in the throwaway database of that check.
 */
import type { Kysely } from "kysely";
import { migrationProvider } from "../server/db/migrations.ts";

export const NEXT_MIGRATION = "999_prod_check_expand";
export const NEXT_COLUMN = "prod_check_channel";

// The provider hands out the server's own table of migrations: the server started after this
// module sees the added one and runs it at start-up, as a release's new migration runs.
const migrations = await migrationProvider.getMigrations();
migrations[NEXT_MIGRATION] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("contact_messages").addColumn(NEXT_COLUMN, "text").execute();
    await db.schema.createIndex(`contact_messages_${NEXT_COLUMN}`).on("contact_messages").column(NEXT_COLUMN).execute();
  },
};
