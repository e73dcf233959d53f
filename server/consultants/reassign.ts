import { DateTime } from "luxon";
import type { Db } from "../db/database.ts";
import { audit } from "../auth/audit.ts";
import { releaseSeats, takeSeat as takeVisitSeat } from "../booking/seats.ts";
import { lockConsultants } from "./assign.ts";
import { isConsultantFree, windowOf, type AvailabilityRules } from "./availability.ts";
import { recordAssignment, schedulesBetween } from "./store.ts";

export type ReassignResult =
  | { status: "changed"; name: string }
  | { status: "unchanged"; name: string }
  | { status: "not_found" }
  | { status: "cancelled" }
  | { status: "unknown_consultant" }
  | { status: "busy"; name: string };

class Busy extends Error {}

/**
 * Staff give a booking to another consultant: one who is active and free then (their hours, days off, daily limit,
 * visits with the buffer, calendar), under the same lock as an assignment; the booking's seat becomes theirs, so the
 * seats' primary key still refuses two visits of one consultant at one start.
 */
export async function reassignBooking(
  db: Db,
  rules: AvailabilityRules,
  bookingId: string,
  userId: string,
  by: string,
  nowMs: number,
): Promise<ReassignResult> {
  try {
    const result = await db.kysely.transaction().execute(async (trx): Promise<ReassignResult> => {
      // The booking row first (the writer's lock on SQLite; on PostgreSQL the consultants' lock comes next, in the
      // order every assignment takes it).
      const touched = await trx
        .updateTable("bookings")
        .set((eb) => ({ sequence: eb.ref("sequence") }))
        .where("id", "=", bookingId)
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return { status: "not_found" };
      await lockConsultants(trx, db.dialect);
      const booking = await trx
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", bookingId)
        .executeTakeFirstOrThrow();
      if (booking.status !== "confirmed") return { status: "cancelled" };
      const slot = { start: DateTime.fromISO(booking.start_at), end: DateTime.fromISO(booking.end_at) };
      const window = windowOf([slot], rules);
      const [target] = await schedulesBetween(trx, window.from, window.to, [userId]);
      if (!target) return { status: "unknown_consultant" };
      const current = await trx
        .selectFrom("booking_consultants")
        .select("user_id")
        .where("booking_id", "=", bookingId)
        .executeTakeFirst();
      if (current?.user_id === userId) return { status: "unchanged", name: target.name };
      if (!isConsultantFree(target, slot, rules, bookingId)) return { status: "busy", name: target.name };
      const moved = await trx
        .updateTable("booking_seats")
        .set({ seat: target.seat })
        .where("booking_id", "=", bookingId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("booking_seats as other")
                .select("other.booking_id")
                .where("other.slot_start", "=", booking.start_at)
                .where("other.seat", "=", target.seat),
            ),
          ),
        )
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new Busy(target.name);
      // The same seat among the business's people (decision 0023), which an installation may hold meanwhile.
      const visit = { kind: "consultation", id: bookingId } as const;
      await releaseSeats(trx, visit);
      if ((await takeVisitSeat(trx, "people", [booking.start_at], [target.seat], visit)) === null) {
        throw new Busy(target.name);
      }
      await recordAssignment(trx, bookingId, userId, by, nowMs);
      return { status: "changed", name: target.name };
    });
    if (result.status === "changed") {
      await audit(
        db.kysely,
        {
          actor: by,
          action: "booking_reassigned",
          subject: { kind: "booking", id: bookingId },
          detail: { to: userId },
        },
        nowMs,
      );
    }
    return result;
  } catch (error) {
    if (error instanceof Busy) return { status: "busy", name: error.message };
    throw error;
  }
}
