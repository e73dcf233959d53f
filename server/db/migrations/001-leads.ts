import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Column types are chosen so one migration reads the same on SQLite and PostgreSQL.
export const leads: Migration = {
  async up(db: Kysely<unknown>) {
    const person = <T extends Parameters<typeof db.schema.createTable>[0]>(name: T) =>
      db.schema
        .createTable(name)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("user_email", "text", (c) => c.notNull())
        .addColumn("user_phone", "text", (c) => c.notNull());

    await person("contact_messages")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("location_address", "text", (c) => c.notNull())
      .addColumn("location_lat", "double precision")
      .addColumn("location_lng", "double precision")
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();

    await person("quote_requests")
      .addColumn("product_type", "text", (c) => c.notNull())
      .addColumn("product_model", "text", (c) => c.notNull())
      .addColumn("custom_product_model", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("window_dimensions", "text", (c) => c.notNull())
      .addColumn("preferred_color", "text", (c) => c.notNull())
      .addColumn("preferred_material", "text", (c) => c.notNull())
      .addColumn("installation_required", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("newsletter_subscribers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("unsubscribed_at", "text")
      .addColumn("client_ip", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("job", "text", (c) => c.notNull())
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("delivered_at", "text")
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("outbox_lead").on("outbox").columns(["lead_kind", "lead_id"]).execute();
    await db.schema.createIndex("contact_created").on("contact_messages").column("created_at").execute();
    await db.schema.createIndex("quote_created").on("quote_requests").column("created_at").execute();

    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("window_start", "integer", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
      .execute();
    await db.schema.createIndex("rate_limits_expiry").on("rate_limits").column("expires_at").execute();
  },
};
