import { sql, type Transaction } from "kysely";
import { DateTime } from "luxon";
import type { DialectName } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { BookingRow, SeatTaker } from "../booking/store.ts";
import { releaseSeats, takeSeat as takeVisitSeat } from "../booking/seats.ts";
import { isoUtc } from "../booking/slots.ts";
import { canTakeVisit, windowOf, type AvailabilityRules, type VisitTime } from "./availability.ts";
import { fairOrder } from "./busy.ts";
import { fairnessFacts, recordAssignment, schedulesBetween, type Schedule } from "./store.ts";

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
 * Gives a visit (a consultation or an installation) one free consultant, fairly (server/consultants/busy.ts
 * `fairOrder`), inside the visit's transaction and under the consultants' lock: the free ones are those
 * `canTakeVisit` allows — the same rule the offered times use — and `take` holds the chosen one's seat (false: the
 * seat's primary key refused it, try the next). Answers the consultant it gave, or null when none could be.
 */
export async function assignFairly(
  trx: Trx,
  options: { dialect: DialectName; rules: AvailabilityRules },
  visit: VisitTime & { id: string },
  take: (candidate: Schedule) => Promise<boolean>,
): Promise<Schedule | null> {
  await lockConsultants(trx, options.dialect);
  const window = windowOf([visit.slot], options.rules);
  const schedules = await schedulesBetween(trx, window.from, window.to);
  const free = schedules.filter((s) => canTakeVisit(s, visit, options.rules, visit.id));
  if (free.length === 0) return null;
  const weekStart = visit.slot.start.setZone(options.rules.timeZone).startOf("week");
  const facts = await fairnessFacts(
    trx,
    free.map((s) => s.userId),
    isoUtc(weekStart),
    isoUtc(weekStart.plus({ weeks: 1 })),
  );
  const ordered = fairOrder(free.map((s) => ({ ...s, ...facts.get(s.userId)! })));
  for (const candidate of ordered) {
    if (await take(candidate)) return candidate;
  }
  return null;
}

/**
 * A seat taker that gives the booking one free consultant (`assignFairly`): the consultant's seat row is the
 * booking's seat, and `booking_consultants` records who. `assigned()` tells the caller who it was once the seat is
 * taken (for the confirmation e-mail and the answer).
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
    const slot = { start: DateTime.fromISO(row.start_at), end: DateTime.fromISO(row.end_at) };
    const visit = { id: row.id, slot, grid: [row.start_at] };
    const given = await assignFairly(trx, options, visit, (candidate) => takeConsultantSeat(trx, row, candidate.seat));
    if (!given) return false;
    await recordAssignment(trx, row.id, given.userId, options.by, options.nowMs);
    chosen = { userId: given.userId, name: given.name };
    return true;
  };
  return { take, assigned: () => chosen };
}
