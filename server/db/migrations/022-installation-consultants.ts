import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Which consultant an installation was given (issue 37 remainder; docs/decisions/0019 and 0023). A new table only
 * (decision 0015), in one file so it can be renumbered by a rename; it mirrors `booking_consultants` (migration 019):
 * one row per installation, kept when the installation is cancelled (the history), changed by a reassignment.
 */
export const installationConsultants: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("installation_consultants")
      .addColumn("installation_id", "text", (c) => c.primaryKey().references("installations.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("consultants.user_id"))
      .addColumn("assigned_at", "text", (c) => c.notNull())
      .addColumn("assigned_by", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("installation_consultants_user")
      .on("installation_consultants")
      .column("user_id")
      .execute();
  },
};
