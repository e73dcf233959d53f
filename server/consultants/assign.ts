import { sql, type Transaction } from "kysely";
import { DateTime } from "luxon";
import type { DialectName } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { BookingRow, SeatTaker } from "../booking/store.ts";
import { releaseSeats, takeSeat as takeVisitSeat } from "../booking/seats.ts";
import { isoUtc } from "../booking/slots.ts";
import { freeConsultants, windowOf, type AvailabilityRules } from "./availability.ts";
import { fairOrder } from "./busy.ts";
import { fairnessFacts, recordAssignment, schedulesBetween } from "./store.ts";

type Trx = Transaction<Database>;

export type Assigned = { userId: string; name: string };

/**
 * Locks the active consultants' rows, in one order, for the rest of the transaction: every assignment and
 * reassignment takes this lock first, so two bookings cannot both see a consultant free and both take them (at the
 * same start the seats' primary key would refuse the second anyway; at starts that overlap through the travel buffer
 * only this lock does). SQLite has one writer at a time, and the booking's insert has already made this transaction
 * the writer.
 */
export async function lockConsultants(trx: Trx, dialect: DialectName): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`select user_id from consultants where active = 1 order by user_id for update`.execute(trx);
}

/**
 * Takes consultant `seat` for the booking's start; false when the seats' primary keys say it is held. The seat is
 * first held among the business's people (`visit_seats`, decision 0023), which installations hold too, then in the
 * booking's own row of `booking_seats`.
 */
async function takeConsultantSeat(trx: Trx, row: BookingRow, seat: number): Promise<boolean> {
  const visit = { kind: "consultation", id: row.id } as const;
  if ((await takeVisitSeat(trx, "people", [row.start_at], [seat], visit)) === null) return false;
  const result = await trx
    .insertInto("booking_seats")
    .values({ slot_start: row.start_at, seat, booking_id: row.id })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return true;
  await releaseSeats(trx, visit);
  return false;
}

/**
 * A seat taker that gives the booking one free consultant, fairly (server/consultants/busy.ts `fairOrder`), inside the
 * booking's transaction: the consultant's seat row is the booking's seat, and `booking_consultants` records who.
 * `assigned()` tells the caller who it was once the seat is taken (for the confirmation e-mail and the answer).
 */
export function consultantSeatTaker(options: {
  dialect: DialectName;
  rules: AvailabilityRules;
  by: string;
  nowMs: number;
}): { take: SeatTaker; assigned: () => Assigned | null } {
  let chosen: Assigned | null = null;
  const take: SeatTaker = async (trx, row) => {
    chosen = null;
    await lockConsultants(trx, options.dialect);
    const slot = { start: DateTime.fromISO(row.start_at), end: DateTime.fromISO(row.end_at) };
    const window = windowOf([slot], options.rules);
    const schedules = await schedulesBetween(trx, window.from, window.to);
    const free = freeConsultants(schedules, slot, options.rules, row.id);
    if (free.length === 0) return false;
    const weekStart = slot.start.setZone(options.rules.timeZone).startOf("week");
    const facts = await fairnessFacts(
      trx,
      free.map((s) => s.userId),
      isoUtc(weekStart),
      isoUtc(weekStart.plus({ weeks: 1 })),
    );
    const ordered = fairOrder(free.map((s) => ({ ...s, ...facts.get(s.userId)! })));
    for (const candidate of ordered) {
      if (!(await takeConsultantSeat(trx, row, candidate.seat))) continue;
      await recordAssignment(trx, row.id, candidate.userId, options.by, options.nowMs);
      chosen = { userId: candidate.userId, name: candidate.name };
      return true;
    }
    return false;
  };
  return { take, assigned: () => chosen };
}
