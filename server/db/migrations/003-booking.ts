import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Consultation bookings. Capacity is a property of the data, not of the code that checks
 * it: a booking holds one row of `booking_seats`, whose primary key (slot start, seat
 * number) admits each seat of a slot once, on every database and across instances.
 */
export const booking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("bookings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("start_at", "text", (c) => c.notNull())
      .addColumn("end_at", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("user_email", "text", (c) => c.notNull())
      .addColumn("user_phone", "text", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("location_lat", "double precision")
      .addColumn("location_lng", "double precision")
      .addColumn("rooms", "integer")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("outside_service_area", "integer", (c) => c.notNull())
      .addColumn("sequence", "integer", (c) => c.notNull())
      .addColumn("cancelled_at", "text")
      .addColumn("cancelled_by", "text")
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();
    // One live booking per person and start: a repeated request returns the first one.
    await db.schema
      .createIndex("bookings_person_start")
      .on("bookings")
      .columns(["user_email", "start_at"])
      .unique()
      .where(sql.ref("status"), "=", "confirmed")
      .execute();
    await db.schema.createIndex("bookings_start").on("bookings").column("start_at").execute();
    await db.schema.createIndex("bookings_created").on("bookings").column("created_at").execute();

    await db.schema
      .createTable("booking_seats")
      .addColumn("slot_start", "text", (c) => c.notNull())
      .addColumn("seat", "integer", (c) => c.notNull())
      .addColumn("booking_id", "text", (c) => c.notNull().unique().references("bookings.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("booking_seats_pk", ["slot_start", "seat"])
      .execute();

    await db.schema
      .createTable("closed_dates")
      .addColumn("date", "text", (c) => c.primaryKey())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
  },
};
