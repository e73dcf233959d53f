import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Free swatches (issue 36). A mailed order is a lead of its own (`swatch_orders`), worked through its fulfilment
 * (to_pack → shipped → delivered). The household rule — one mailed order per household per 30 days, by address and
 * by e-mail — is the database's: each order claims a row of `swatch_households` per key in the transaction that
 * stores it, and a key's row can only be taken over once its claim is 30 days old, so two orders racing for one
 * household cannot both commit. A booking may bring swatches to the consultation: their ids as JSON.
 */
export const swatches: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("swatch_orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("swatches", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("user_email", "text", (c) => c.notNull())
      .addColumn("user_phone", "text", (c) => c.notNull())
      .addColumn("address_line1", "text", (c) => c.notNull())
      .addColumn("address_line2", "text", (c) => c.notNull())
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("zip", "text", (c) => c.notNull())
      .addColumn("carrier", "text")
      .addColumn("tracking_number", "text")
      .addColumn("shipped_at", "text")
      .addColumn("shipped_by", "text")
      .addColumn("delivered_at", "text")
      .addColumn("delivered_by", "text")
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("swatch_orders_created").on("swatch_orders").column("created_at").execute();

    await db.schema
      .createTable("swatch_households")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("claimed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("swatch_households_order").on("swatch_households").column("order_id").execute();

    await db.schema
      .alterTable("bookings")
      .addColumn("swatches", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  },
};
