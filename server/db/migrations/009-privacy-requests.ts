import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A person's own privacy request (a copy of their data, or its deletion), made on /privacy-request or through
 * POST /api/privacy-requests (docs/decisions/0022). Nothing is done until the e-mailed link is confirmed; staff
 * answer it once from the lead page. A new table only (decision 0015).
 */
export const privacyRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("privacy_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("request", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("verified_at", "text")
      .addColumn("answer_by", "text")
      .addColumn("legal_deadline", "text")
      .addColumn("answered_at", "text")
      .addColumn("answered_by", "text")
      .addColumn("decline_reason", "text")
      .addColumn("decline_note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("client_ip", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    // One request of each sort awaiting confirmation per address: asking again refreshes it (one e-mail an hour at
    // most) instead of piling up links in someone's inbox, and two posts at once store one.
    await db.schema
      .createIndex("privacy_requests_unverified")
      .on("privacy_requests")
      .columns(["email", "request"])
      .unique()
      .where(sql.ref("status"), "=", "unverified")
      .execute();
    await db.schema.createIndex("privacy_requests_email").on("privacy_requests").column("email").execute();
    await db.schema
      .createIndex("privacy_requests_status")
      .on("privacy_requests")
      .columns(["status", "created_at"])
      .execute();
  },
};
