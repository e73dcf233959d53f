import { insertConsent, type NewSmsConsent } from "../sms/consent.ts";
import { SMS_REMINDER_JOB } from "../sms/texts.ts";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { DialectName } from "../db/database.ts";
import type { BookingTable, Database } from "../db/schema.ts";
import { cancelJobs, enqueue, type NewJob } from "../jobs/queue.ts";
import { queuePush, type PushNotice } from "../push/notices.ts";
import { releaseSeats, seatNumbers, takeSeat as takeVisitSeat } from "./seats.ts";

export type BookingRow = Selectable<BookingTable>;
type Trx = Transaction<Database>;

/**
 * How a booking takes its seat: one of `capacity` interchangeable seats (a number), or a function that chooses one
 * inside the booking's transaction and answers whether it got one (consultants, server/consultants/assign.ts).
 */
export type SeatTaker = (trx: Trx, row: BookingRow) => Promise<boolean>;
export type Seats = number | SeatTaker;

function takeSeatFor(trx: Trx, row: BookingRow, seats: Seats): Promise<boolean> {
  return typeof seats === "number" ? takeSeat(trx, row.start_at, row.id, seats) : seats(trx, row);
}

/** What a change queues in its transaction: its jobs, and the push to staff devices (null: none). */
/** What a change queues with it; `consent`: the ticked "Text me…" box of a new booking (issue 35). */
export type Queued = { jobs: NewJob[]; push: PushNotice | null; consent?: NewSmsConsent };

/** Jobs to queue with a change, made from the booking as the change leaves it. */
export type JobsFor = (row: BookingRow) => Queued;

export type BookOutcome =
  { status: "created"; row: BookingRow } | { status: "existing"; row: BookingRow } | { status: "slot_taken" };

export type ChangeOutcome =
  | { status: "changed"; row: BookingRow }
  | { status: "unchanged"; row: BookingRow }
  | { status: "cancelled"; row: BookingRow }
  | { status: "slot_taken" }
  | { status: "conflict" }
  | { status: "missing" };

/** A reminder and the changes that replace it are one lead's jobs: "booking" + id. */
export const LEAD_KIND = "booking";
/** What waits for the visit's time: dropped when it is cancelled, made again for its new time when it moves. */
const REMINDER_JOBS = ["booking_reminder", SMS_REMINDER_JOB];

class SlotTaken extends Error {}
class Conflict extends Error {}

/**
 * Takes one free seat of the slot for the booking, or answers false when every seat is held (by a consultation or an
 * installation: ./seats.ts decides, decision 0023). The consultation's own row of `booking_seats` follows with the
 * same number: every writer of it holds that seat in `visit_seats` first, so it never collides.
 */
async function takeSeat(trx: Trx, slotStart: string, bookingId: string, capacity: number): Promise<boolean> {
  const visit = { kind: "consultation", id: bookingId } as const;
  const seat = await takeVisitSeat(trx, "people", [slotStart], seatNumbers(capacity), visit);
  if (seat === null) return false;
  await trx.insertInto("booking_seats").values({ slot_start: slotStart, seat, booking_id: bookingId }).execute();
  return true;
}

const RETRYABLE = new Set(["40P01", "40001"]);

/**
 * Runs `work` in a transaction, again (a few times) when PostgreSQL chose it as the victim
 * of a deadlock or a serialization failure — two visitors moving their bookings into each
 * other's slots can cross that way; nothing has been written when it happens.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 4 || typeof code !== "string" || !RETRYABLE.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

async function queue(trx: Trx, queued: Queued, nowMs: number) {
  for (const job of queued.jobs) await enqueue(trx, job, nowMs);
  if (queued.push) await queuePush(trx, queued.push, nowMs);
  if (queued.consent) await insertConsent(trx, queued.consent);
}

/**
 * Stores a booking holding one seat of its slot, with its jobs, in one transaction. The
 * same person booking the same start again gets their first booking back (no second seat).
 */
export async function insertBooking(
  db: Kysely<Database>,
  row: BookingRow,
  capacity: Seats,
  jobs: JobsFor,
  nowMs: number,
): Promise<BookOutcome> {
  try {
    return await inTransaction(db, async (trx) => {
      const inserted = await trx
        .insertInto("bookings")
        .values(row)
        // The target names the partial index as written in migration 003; SQLite needs its
        // WHERE as a literal (a bound parameter does not match the index).
        .onConflict((oc) =>
          oc.columns(["user_email", "start_at"]).where(sql.ref("status"), "=", sql.lit("confirmed")).doNothing(),
        )
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx
          .selectFrom("bookings")
          .selectAll()
          .where("user_email", "=", row.user_email)
          .where("start_at", "=", row.start_at)
          .where("status", "=", "confirmed")
          .executeTakeFirstOrThrow();
        return { status: "existing", row: existing } as const;
      }
      if (!(await takeSeatFor(trx, row, capacity))) throw new SlotTaken();
      await queue(trx, jobs(row), nowMs);
      return { status: "created", row } as const;
    });
  } catch (error) {
    if (error instanceof SlotTaken) return { status: "slot_taken" };
    throw error;
  }
}

export async function findBooking(db: Kysely<Database>, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

async function lockBooking(trx: Trx, dialect: DialectName, id: string) {
  let query = trx.selectFrom("bookings").selectAll().where("id", "=", id);
  if (dialect === "postgres") query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Cancels a confirmed booking: its seat is freed, its reminder dropped, its jobs queued. */
export async function cancelBooking(
  db: Kysely<Database>,
  dialect: DialectName,
  id: string,
  actor: string,
  jobs: JobsFor,
  nowMs: number,
): Promise<ChangeOutcome> {
  const now = new Date(nowMs).toISOString();
  return inTransaction(db, async (trx) => {
    const current = await lockBooking(trx, dialect, id);
    if (!current) return { status: "missing" };
    if (current.status === "cancelled") return { status: "unchanged", row: current };
    const row: BookingRow = {
      ...current,
      status: "cancelled",
      cancelled_at: now,
      cancelled_by: actor,
      sequence: current.sequence + 1,
      updated_at: now,
    };
    await trx
      .updateTable("bookings")
      .set({ status: row.status, cancelled_at: now, cancelled_by: actor, sequence: row.sequence, updated_at: now })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("booking_seats").where("booking_id", "=", id).execute();
    await releaseSeats(trx, { kind: "consultation", id });
    await cancelJobs(trx, { leadKind: LEAD_KIND, leadId: id, jobs: REMINDER_JOBS }, "booking cancelled");
    await queue(trx, jobs(row), nowMs);
    return { status: "changed", row };
  });
}

/**
 * Moves a confirmed booking to another slot, atomically: its old seat is given up and a
 * seat of the new slot taken in one transaction, so it ends up in exactly one of the two.
 */
export async function moveBooking(
  db: Kysely<Database>,
  dialect: DialectName,
  id: string,
  to: { start_at: string; end_at: string },
  capacity: Seats,
  jobs: JobsFor,
  nowMs: number,
): Promise<ChangeOutcome> {
  const now = new Date(nowMs).toISOString();
  try {
    return await inTransaction(db, async (trx) => {
      const current = await lockBooking(trx, dialect, id);
      if (!current) return { status: "missing" } as const;
      if (current.status === "cancelled") return { status: "cancelled", row: current } as const;
      if (current.start_at === to.start_at) return { status: "unchanged", row: current } as const;
      const clash = await trx
        .selectFrom("bookings")
        .select("id")
        .where("user_email", "=", current.user_email)
        .where("start_at", "=", to.start_at)
        .where("status", "=", "confirmed")
        .executeTakeFirst();
      if (clash) throw new Conflict();
      await trx.deleteFrom("booking_seats").where("booking_id", "=", id).execute();
      await releaseSeats(trx, { kind: "consultation", id });
      if (!(await takeSeatFor(trx, { ...current, ...to }, capacity))) throw new SlotTaken();
      const row: BookingRow = { ...current, ...to, sequence: current.sequence + 1, updated_at: now };
      await trx
        .updateTable("bookings")
        .set({ start_at: row.start_at, end_at: row.end_at, sequence: row.sequence, updated_at: now })
        .where("id", "=", id)
        .execute();
      await cancelJobs(trx, { leadKind: LEAD_KIND, leadId: id, jobs: REMINDER_JOBS }, "booking moved");
      await queue(trx, jobs(row), nowMs);
      return { status: "changed", row } as const;
    });
  } catch (error) {
    if (error instanceof SlotTaken) return { status: "slot_taken" };
    if (error instanceof Conflict) return { status: "conflict" };
    throw error;
  }
}

/** How many seats (people: consultations and installations alike) are held in each slot starting in [fromIso, toIso). */
export async function seatsTaken(db: Kysely<Database>, fromIso: string, toIso: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("visit_seats")
    .select(["slot_start", (eb) => eb.fn.countAll<number>().as("n")])
    .where("pool", "=", "people")
    .where("slot_start", ">=", fromIso)
    .where("slot_start", "<", toIso)
    .groupBy("slot_start")
    .execute();
  return new Map(rows.map((r) => [r.slot_start, Number(r.n)]));
}

/** Confirmed and cancelled bookings starting in [fromIso, toIso), earliest first. */
export async function bookingsBetween(db: Kysely<Database>, fromIso: string, toIso: string): Promise<BookingRow[]> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("start_at", ">=", fromIso)
    .where("start_at", "<", toIso)
    .orderBy("start_at")
    .orderBy("created_at")
    .execute();
}

export async function closedDates(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("closed_dates").select("date").execute();
  return new Set(rows.map((r) => r.date));
}

/** The configured closed days, added once; safe when several instances start together. */
export async function seedClosedDates(db: Kysely<Database>, dates: readonly string[], nowMs: number): Promise<void> {
  if (dates.length === 0) return;
  const now = new Date(nowMs).toISOString();
  await db
    .insertInto("closed_dates")
    .values(dates.map((date) => ({ date, source: "env" as const, created_at: now, created_by: null })))
    .onConflict((oc) => oc.column("date").doNothing())
    .execute();
}

export async function setClosedDate(
  db: Kysely<Database>,
  date: string,
  closed: boolean,
  by: string,
  nowMs: number,
): Promise<void> {
  if (!closed) {
    await db.deleteFrom("closed_dates").where("date", "=", date).execute();
    return;
  }
  await db
    .insertInto("closed_dates")
    .values({ date, source: "staff", created_at: new Date(nowMs).toISOString(), created_by: by })
    .onConflict((oc) => oc.column("date").doNothing())
    .execute();
}
