import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Photos of a quote's windows (issue 13), in the database with the lead: written in the same
 * transaction, seen by every server instance, kept by every backup, erased with the lead.
 * Always re-encoded JPEG without metadata (server/quote/photos/images.ts).
 */
export const quotePhotos: Migration = {
  async up(db: Kysely<unknown>) {
    const blob = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
    await db.schema
      .createTable("quote_photos")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("quote_id", "text", (c) => c.notNull().references("quote_requests.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", blob, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("quote_photos_quote").on("quote_photos").column("quote_id").execute();
  },
};
