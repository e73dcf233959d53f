import { sql, type Kysely, type Transaction } from "kysely";
import type { ConsultantTable, Database } from "../db/schema.ts";
import type { Interval } from "./busy.ts";
import { hoursFromJson, type WeeklyHours } from "./hours.ts";

type Reader = Kysely<Database> | Transaction<Database>;

export type ConsultantRow = ConsultantTable & { email: string };

/** One consultant's week as availability needs it (server/consultants/availability.ts). */
export type Schedule = {
  userId: string;
  seat: number;
  name: string;
  hours: WeeklyHours;
  dailyLimit: number | null;
  daysOff: ReadonlySet<string>;
  /** Their confirmed in-home visits near the time asked about: consultations and installations alike. */
  visits: readonly ScheduledVisit[];
  calendar: readonly Interval[];
  /**
   * The booking-grid slot starts (ISO) where their seat among the business's people (`visit_seats`, decision 0023)
   * is held, by whatever visit: a visit's transaction can only take a seat that is free in every slot it overlaps.
   */
  seatHeld: ReadonlySet<string>;
};

/** One in-home visit of a consultant (its id is a booking's or an installation's; both are UUIDs). */
export type ScheduledVisit = Interval & { id: string; kind: "consultation" | "installation" };

export async function listConsultants(db: Reader): Promise<ConsultantRow[]> {
  return db
    .selectFrom("consultants")
    .innerJoin("staff_users", "staff_users.id", "consultants.user_id")
    .selectAll("consultants")
    .select("staff_users.email")
    .orderBy("consultants.seat")
    .execute();
}

export async function findConsultant(db: Reader, userId: string): Promise<ConsultantRow | undefined> {
  return db
    .selectFrom("consultants")
    .innerJoin("staff_users", "staff_users.id", "consultants.user_id")
    .selectAll("consultants")
    .select("staff_users.email")
    .where("consultants.user_id", "=", userId)
    .executeTakeFirst();
}

/** Whether the business works with consultants: at least one is active (else BOOKING_CAPACITY applies). */
export async function hasActiveConsultants(db: Reader): Promise<boolean> {
  const row = await db.selectFrom("consultants").select("user_id").where("active", "=", 1).executeTakeFirst();
  return row !== undefined;
}

export async function daysOffOf(db: Reader, userId: string, fromDate: string): Promise<string[]> {
  const rows = await db
    .selectFrom("consultant_days_off")
    .select("date")
    .where("user_id", "=", userId)
    .where("date", ">=", fromDate)
    .orderBy("date")
    .execute();
  return rows.map((r) => r.date);
}

const ms = (iso: string) => Date.parse(iso);

/** A visit a consultant can be given: a consultation (a booking) or an installation. */
export type VisitRef = { kind: "consultation" | "installation"; id: string };

/**
 * Where each kind of visit is kept (`visits`) and records its consultant (`table`, the same columns, keyed by the
 * visit's id in `key`). Both kinds are in-home visits: busy time, the daily limit and fairness count them alike.
 */
const ASSIGNMENTS = {
  consultation: { visits: "bookings", table: "booking_consultants", key: "booking_id" },
  installation: { visits: "installations", table: "installation_consultants", key: "installation_id" },
} as const;
const KINDS = ["consultation", "installation"] as const;

/** The confirmed visits of `userIds`, of every kind, that overlap [fromIso, toIso). */
async function assignedVisits(
  db: Reader,
  userIds: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<(ScheduledVisit & { userId: string })[]> {
  const found: (ScheduledVisit & { userId: string })[] = [];
  for (const kind of KINDS) {
    const { visits, table, key } = ASSIGNMENTS[kind];
    const result = await sql<{ user_id: string; id: string; start_at: string; end_at: string }>`
      select a.user_id, v.id, v.start_at, v.end_at
      from ${sql.table(table)} a inner join ${sql.table(visits)} v on v.id = a.${sql.ref(key)}
      where a.user_id in (${sql.join(userIds)}) and v.status = 'confirmed'
        and v.end_at > ${fromIso} and v.start_at < ${toIso}`.execute(db);
    for (const row of result.rows) {
      found.push({ userId: row.user_id, id: row.id, kind, start: ms(row.start_at), end: ms(row.end_at) });
    }
  }
  return found;
}

/**
 * The active consultants' schedules around [fromIso, toIso): visits and calendar busy times that reach into it, and
 * their days off. `userIds` narrows to some consultants (the ones just locked by an assignment).
 */
export async function schedulesBetween(
  db: Reader,
  fromIso: string,
  toIso: string,
  userIds?: readonly string[],
): Promise<Schedule[]> {
  let query = db.selectFrom("consultants").selectAll().where("active", "=", 1).orderBy("seat");
  if (userIds) {
    if (userIds.length === 0) return [];
    query = query.where("user_id", "in", userIds);
  }
  const consultants = await query.execute();
  if (consultants.length === 0) return [];
  const ids = consultants.map((c) => c.user_id);
  // Consultations and installations (issue 34) alike keep their consultant busy, buffer included.
  const visits = await assignedVisits(db, ids, fromIso, toIso);
  const seats = await db
    .selectFrom("visit_seats")
    .select(["seat", "slot_start"])
    .where("pool", "=", "people")
    .where(
      "seat",
      "in",
      consultants.map((c) => c.seat),
    )
    .where("slot_start", ">=", fromIso)
    .where("slot_start", "<", toIso)
    .execute();
  const busy = await db
    .selectFrom("consultant_busy")
    .selectAll()
    .where("user_id", "in", ids)
    .where("end_at", ">", fromIso)
    .where("start_at", "<", toIso)
    .execute();
  const daysOff = await db
    .selectFrom("consultant_days_off")
    .selectAll()
    .where("user_id", "in", ids)
    .where("date", ">=", fromIso.slice(0, 10))
    .execute();
  return consultants.map((c) => ({
    userId: c.user_id,
    seat: c.seat,
    name: c.name,
    hours: hoursFromJson(c.hours),
    dailyLimit: c.daily_limit,
    daysOff: new Set(daysOff.filter((d) => d.user_id === c.user_id).map((d) => d.date)),
    visits: visits.filter((v) => v.userId === c.user_id).map(({ id, kind, start, end }) => ({ id, kind, start, end })),
    seatHeld: new Set(seats.filter((s) => s.seat === c.seat).map((s) => s.slot_start)),
    calendar: busy.filter((b) => b.user_id === c.user_id).map((b) => ({ start: ms(b.start_at), end: ms(b.end_at) })),
  }));
}

/** For fairness: each consultant's confirmed visits starting in [weekStart, weekEnd), and their last assignment. */
export async function fairnessFacts(
  db: Reader,
  userIds: readonly string[],
  weekStartIso: string,
  weekEndIso: string,
): Promise<Map<string, { weekVisits: number; lastAssignedAt: string | null }>> {
  const facts = new Map(userIds.map((id) => [id, { weekVisits: 0, lastAssignedAt: null as string | null }]));
  if (userIds.length === 0) return facts;
  // A visit of either kind starting that week counts; the latest assignment of either kind is the last.
  const weekStart = ms(weekStartIso);
  for (const visit of await assignedVisits(db, userIds, weekStartIso, weekEndIso)) {
    if (visit.start >= weekStart) facts.get(visit.userId)!.weekVisits++;
  }
  for (const kind of KINDS) {
    const { table } = ASSIGNMENTS[kind];
    const result = await sql<{ user_id: string; last: string | null }>`
      select user_id, max(assigned_at) as last from ${sql.table(table)}
      where user_id in (${sql.join(userIds)}) group by user_id`.execute(db);
    for (const row of result.rows) {
      const fact = facts.get(row.user_id)!;
      if (row.last !== null && (fact.lastAssignedAt === null || row.last > fact.lastAssignedAt)) {
        fact.lastAssignedAt = row.last;
      }
    }
  }
  return facts;
}

/** The consultant a visit was given, with their first name; undefined when it has none. */
export async function consultantOfVisit(
  db: Reader,
  visit: VisitRef,
): Promise<{ userId: string; name: string } | undefined> {
  const { table, key } = ASSIGNMENTS[visit.kind];
  const result = await sql<{ userId: string; name: string }>`
    select c.user_id as "userId", c.name as "name"
    from ${sql.table(table)} a inner join consultants c on c.user_id = a.user_id
    where a.${sql.ref(key)} = ${visit.id}`.execute(db);
  return result.rows[0];
}

/** The consultant a booking was given, with their first name; undefined when it has none. */
export function consultantOfBooking(db: Reader, bookingId: string) {
  return consultantOfVisit(db, { kind: "consultation", id: bookingId });
}

/** Records (or changes) which consultant a visit has. */
export async function recordVisitAssignment(
  trx: Reader,
  visit: VisitRef,
  userId: string,
  by: string,
  nowMs: number,
): Promise<void> {
  const { table, key } = ASSIGNMENTS[visit.kind];
  await sql`
    insert into ${sql.table(table)} (${sql.ref(key)}, user_id, assigned_at, assigned_by)
    values (${visit.id}, ${userId}, ${new Date(nowMs).toISOString()}, ${by})
    on conflict (${sql.ref(key)}) do update
    set user_id = excluded.user_id, assigned_at = excluded.assigned_at, assigned_by = excluded.assigned_by`.execute(
    trx,
  );
}

/** Records (or changes) which consultant a booking has. */
export function recordAssignment(trx: Reader, bookingId: string, userId: string, by: string, nowMs: number) {
  return recordVisitAssignment(trx, { kind: "consultation", id: bookingId }, userId, by, nowMs);
}
