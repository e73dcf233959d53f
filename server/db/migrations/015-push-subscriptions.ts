import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The back office on a phone (issue 40): the devices each staff member gets a push on (one row per browser
 * subscription, its endpoint unique), and each staff member's own choices (the agenda as the landing page on a
 * phone during working hours). Only new tables (decision 0015).
 */
export const pushSubscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("push_subscriptions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      // The push service's URL for this browser: a device has one, whoever signed in on it last holds it.
      .addColumn("endpoint", "text", (c) => c.notNull().unique())
      // The browser's P-256 public key and authentication secret (base64url), for RFC 8291 encryption.
      .addColumn("p256dh", "text", (c) => c.notNull())
      .addColumn("auth", "text", (c) => c.notNull())
      // What staff see to tell their devices apart ("Android phone, Chrome").
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();

    await db.schema
      .createTable("staff_preferences")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("staff_users.id").onDelete("cascade"))
      // 1: on a phone during working hours the back office opens on the agenda rather than the inbox.
      .addColumn("agenda_on_phone", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
