import type { Transaction } from "kysely";
import { DateTime } from "luxon";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { audit } from "../auth/audit.ts";
import { releaseSeats, takeSeat as takeVisitSeat } from "../booking/seats.ts";
import { lockConsultants } from "./assign.ts";
import { canTakeVisit, windowOf, type AvailabilityRules } from "./availability.ts";
import { consultantOfVisit, recordVisitAssignment, schedulesBetween, type VisitRef } from "./store.ts";

type Trx = Transaction<Database>;

export type ReassignResult =
  | { status: "changed"; name: string }
  | { status: "unchanged"; name: string }
  | { status: "not_found" }
  | { status: "cancelled" }
  | { status: "unknown_consultant" }
  | { status: "busy"; name: string };

class Busy extends Error {}

/** What differs between giving a consultation and an installation to another consultant. */
export type Reassignable = {
  visit: VisitRef;
  /**
   * Touches the visit's row, the first write of the transaction (the writer's lock on SQLite; on PostgreSQL the
   * consultants' lock comes next, in the order every assignment takes it); false when there is no such visit.
   */
  touch(trx: Trx): Promise<boolean>;
  /** The visit as it stands: its time, the booking-grid slots its seat is held in, and where the audit files it. */
  load(trx: Trx): Promise<{
    confirmed: boolean;
    start_at: string;
    end_at: string;
    grid: string[];
    subject: { kind: string; id: string };
  }>;
  /** Gives the visit's seat to `seat` through its grid slots; false when the seats' keys refuse it. */
  moveSeat(trx: Trx, seat: number, grid: readonly string[]): Promise<boolean>;
  action: string;
};

/**
 * Staff give a visit to another consultant: one who is active and free then by the rule every assignment uses
 * (`canTakeVisit`: hours, days off, daily limit, visits with the buffer, calendar, their seat), under the same lock
 * as an assignment; the visit's seat becomes theirs, so the seats' primary key still refuses two visits of one
 * consultant.
 */
export async function reassignVisit(
  db: Db,
  rules: AvailabilityRules,
  visit: Reassignable,
  userId: string,
  by: string,
  nowMs: number,
): Promise<ReassignResult> {
  let subject: { kind: string; id: string } = visit.visit;
  try {
    const result = await db.kysely.transaction().execute(async (trx): Promise<ReassignResult> => {
      if (!(await visit.touch(trx))) return { status: "not_found" };
      await lockConsultants(trx, db.dialect);
      const current = await visit.load(trx);
      subject = current.subject;
      if (!current.confirmed) return { status: "cancelled" };
      const slot = { start: DateTime.fromISO(current.start_at), end: DateTime.fromISO(current.end_at) };
      const window = windowOf([slot], rules);
      const [target] = await schedulesBetween(trx, window.from, window.to, [userId]);
      if (!target) return { status: "unknown_consultant" };
      if ((await consultantOfVisit(trx, visit.visit))?.userId === userId) {
        return { status: "unchanged", name: target.name };
      }
      const free = canTakeVisit(target, { slot, grid: current.grid }, rules, visit.visit.id);
      if (!free) return { status: "busy", name: target.name };
      if (!(await visit.moveSeat(trx, target.seat, current.grid))) throw new Busy(target.name);
      await recordVisitAssignment(trx, visit.visit, userId, by, nowMs);
      return { status: "changed", name: target.name };
    });
    if (result.status === "changed") {
      await audit(
        db.kysely,
        { actor: by, action: visit.action, subject, detail: { visit: visit.visit.id, to: userId } },
        nowMs,
      );
    }
    return result;
  } catch (error) {
    if (error instanceof Busy) return { status: "busy", name: error.message };
    throw error;
  }
}

/** Staff give a consultation to another consultant (`reassignVisit`); its `booking_seats` row follows. */
export function reassignBooking(
  db: Db,
  rules: AvailabilityRules,
  bookingId: string,
  userId: string,
  by: string,
  nowMs: number,
): Promise<ReassignResult> {
  const seatVisit = { kind: "consultation", id: bookingId } as const;
  return reassignVisit(
    db,
    rules,
    {
      visit: seatVisit,
      action: "booking_reassigned",
      async touch(trx) {
        const touched = await trx
          .updateTable("bookings")
          .set((eb) => ({ sequence: eb.ref("sequence") }))
          .where("id", "=", bookingId)
          .executeTakeFirst();
        return Number(touched.numUpdatedRows) > 0;
      },
      async load(trx) {
        const booking = await trx
          .selectFrom("bookings")
          .selectAll()
          .where("id", "=", bookingId)
          .executeTakeFirstOrThrow();
        return {
          confirmed: booking.status === "confirmed",
          start_at: booking.start_at,
          end_at: booking.end_at,
          grid: [booking.start_at],
          subject: { kind: "booking", id: bookingId },
        };
      },
      async moveSeat(trx, seat, grid) {
        const moved = await trx
          .updateTable("booking_seats")
          .set({ seat })
          .where("booking_id", "=", bookingId)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("booking_seats as other")
                  .select("other.booking_id")
                  .where("other.slot_start", "=", grid[0]!)
                  .where("other.seat", "=", seat),
              ),
            ),
          )
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) return false;
        // The same seat among the business's people (decision 0023), which an installation may hold meanwhile.
        await releaseSeats(trx, seatVisit);
        return (await takeVisitSeat(trx, "people", grid, [seat], seatVisit)) !== null;
      },
    },
    userId,
    by,
    nowMs,
  );
}
