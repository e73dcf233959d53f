import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Installations booked online and the seats every visit holds (issue 34 item 2; docs/decisions/0023). Only new
 * tables and rows (decision 0015).
 *
 * - `visit_seats`: one row per (pool, booking-grid slot, seat) a visit holds. Pool `people` is the business's people
 *   (a consultation holds one slot's seat, an installation the same seat number in every slot it overlaps); pool
 *   `installation` limits how many installations run at a time (INSTALL_CAPACITY). The primary key admits each seat
 *   once, on both databases and across instances, so no two visits ever share one. The consultations' seats of
 *   `booking_seats` (migration 003) are copied in: from now on both kinds are counted here.
 * - `installations`: one live installation per order (a unique index on the order while confirmed), its time, who
 *   booked it and its iCalendar sequence.
 */
export const installations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("visit_seats")
      .addColumn("pool", "text", (c) => c.notNull())
      .addColumn("slot_start", "text", (c) => c.notNull())
      .addColumn("seat", "integer", (c) => c.notNull())
      // consultation | installation
      .addColumn("visit_kind", "text", (c) => c.notNull())
      .addColumn("visit_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("visit_seats_pk", ["pool", "slot_start", "seat"])
      .execute();
    await db.schema.createIndex("visit_seats_visit").on("visit_seats").columns(["visit_kind", "visit_id"]).execute();
    await sql`INSERT INTO visit_seats (pool, slot_start, seat, visit_kind, visit_id)
      SELECT 'people', slot_start, seat, 'consultation', booking_id FROM booking_seats`.execute(db);

    await db.schema
      .createTable("installations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("proposal_id", "text", (c) => c.notNull().references("proposals.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // confirmed | cancelled
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("start_at", "text", (c) => c.notNull())
      .addColumn("end_at", "text", (c) => c.notNull())
      // "customer" or the staff member's e-mail
      .addColumn("booked_by", "text", (c) => c.notNull())
      .addColumn("sequence", "integer", (c) => c.notNull())
      .addColumn("cancelled_at", "text")
      .addColumn("cancelled_by", "text")
      .execute();
    // One live installation per order: a second booking is refused by the database (409 already_booked).
    await db.schema
      .createIndex("installations_live_order")
      .on("installations")
      .column("proposal_id")
      .unique()
      .where(sql.ref("status"), "=", "confirmed")
      .execute();
    await db.schema.createIndex("installations_start").on("installations").column("start_at").execute();
  },
};
