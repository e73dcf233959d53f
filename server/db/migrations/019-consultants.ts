import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Consultants and their visits (issue 37; docs/decisions/0019). Only new tables (decision 0015): nothing is added to
 * `bookings`, whose whole row the CRM receives.
 *
 * - `consultants`: a staff user who visits homes. `seat` is their own seat number in `booking_seats` (one per
 *   consultant, never reused), so the seats table's primary key (slot start, seat) refuses two visits of one
 *   consultant at one start on every database. `hours` is their week as JSON (ISO weekday → [from, to] minutes);
 *   `feed_version` is part of their calendar feed's signed token: raising it retires the old address.
 * - `consultant_days_off`: dates (business time zone) a consultant does not work.
 * - `booking_consultants`: which consultant a booking was given, kept when the booking is cancelled.
 * - `consultant_busy`: busy times read from the consultant's own calendar, replaced whole at each reading.
 * - `visit_attendance`: whether the customer was home (attended) or not (no_show), as staff marked it.
 */
export const consultants: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("consultants")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("staff_users.id"))
      .addColumn("seat", "integer", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("hours", "text", (c) => c.notNull())
      .addColumn("daily_limit", "integer")
      .addColumn("active", "integer", (c) => c.notNull())
      .addColumn("calendar_url", "text")
      .addColumn("calendar_checked_at", "text")
      .addColumn("calendar_error", "text")
      .addColumn("feed_version", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("consultant_days_off")
      .addColumn("user_id", "text", (c) => c.notNull().references("consultants.user_id"))
      .addColumn("date", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("consultant_days_off_pk", ["user_id", "date"])
      .execute();

    await db.schema
      .createTable("booking_consultants")
      .addColumn("booking_id", "text", (c) => c.primaryKey().references("bookings.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("consultants.user_id"))
      .addColumn("assigned_at", "text", (c) => c.notNull())
      .addColumn("assigned_by", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("booking_consultants_user").on("booking_consultants").column("user_id").execute();

    await db.schema
      .createTable("consultant_busy")
      .addColumn("user_id", "text", (c) => c.notNull().references("consultants.user_id"))
      .addColumn("start_at", "text", (c) => c.notNull())
      .addColumn("end_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("consultant_busy_user")
      .on("consultant_busy")
      .columns(["user_id", "start_at"])
      .execute();

    await db.schema
      .createTable("visit_attendance")
      .addColumn("booking_id", "text", (c) => c.primaryKey().references("bookings.id").onDelete("cascade"))
      // attended | no_show
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("marked_at", "text", (c) => c.notNull())
      .addColumn("marked_by", "text", (c) => c.notNull())
      .execute();
  },
};
