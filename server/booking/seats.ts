import type { Kysely, Transaction } from "kysely";
import type { Database, VisitSeatTable } from "../db/schema.ts";

/**
 * The seats every visit holds (docs/decisions/0023; migration 018). A seat is one of the business's people (pool
 * `people`), or one of the installations that may run at a time (pool `installation`). A visit holds the same seat
 * number in every booking-grid slot it overlaps, all in one transaction: the table's primary key (pool, slot, seat)
 * then forbids any double booking, whatever kind of visit each is, on both databases and across instances.
 *
 * Which seat numbers a visit may take is the caller's choice (`candidates`): today any of 1…capacity; a seat could
 * as well be a named consultant.
 */
export type SeatPool = VisitSeatTable["pool"];
export type Visit = { kind: VisitSeatTable["visit_kind"]; id: string };
type Trx = Transaction<Database>;

/** Seat numbers 1…capacity, the candidates when any of the pool's seats will do. */
export function seatNumbers(capacity: number): number[] {
  return Array.from({ length: capacity }, (_, i) => i + 1);
}

/**
 * Takes for `visit` the first of `candidates` that is free in every slot of `slots`, and answers its number, or null
 * when none is. Rows are written in one order (seat, then slot start) by every caller, so two transactions never
 * wait on each other in a circle; on PostgreSQL a transaction that meets another's uncommitted row waits for it and
 * then finds the seat taken or free.
 */
export async function takeSeat(
  trx: Trx,
  pool: SeatPool,
  slots: readonly string[],
  candidates: readonly number[],
  visit: Visit,
): Promise<number | null> {
  const ordered = [...new Set(slots)].sort();
  if (ordered.length === 0) return null;
  for (const seat of candidates) {
    let held = 0;
    for (const slotStart of ordered) {
      const result = await trx
        .insertInto("visit_seats")
        .values({ pool, slot_start: slotStart, seat, visit_kind: visit.kind, visit_id: visit.id })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) !== 1) break;
      held++;
    }
    if (held === ordered.length) return seat;
    // Part of this seat was free: give that part back and try the next seat.
    if (held > 0) {
      await trx
        .deleteFrom("visit_seats")
        .where("pool", "=", pool)
        .where("seat", "=", seat)
        .where("visit_kind", "=", visit.kind)
        .where("visit_id", "=", visit.id)
        .execute();
    }
  }
  return null;
}

/** Frees every seat `visit` holds, in every pool. */
export async function releaseSeats(trx: Trx | Kysely<Database>, visit: Visit): Promise<void> {
  await trx.deleteFrom("visit_seats").where("visit_kind", "=", visit.kind).where("visit_id", "=", visit.id).execute();
}

/** The seat numbers held in each slot of `pool` starting in [fromIso, toIso). */
export async function seatsHeld(
  db: Kysely<Database>,
  pool: SeatPool,
  fromIso: string,
  toIso: string,
): Promise<Map<string, Set<number>>> {
  const rows = await db
    .selectFrom("visit_seats")
    .select(["slot_start", "seat"])
    .where("pool", "=", pool)
    .where("slot_start", ">=", fromIso)
    .where("slot_start", "<", toIso)
    .execute();
  const held = new Map<string, Set<number>>();
  for (const row of rows) {
    const seats = held.get(row.slot_start) ?? new Set<number>();
    seats.add(row.seat);
    held.set(row.slot_start, seats);
  }
  return held;
}
