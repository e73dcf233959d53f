import { DateTime } from "luxon";
import type { AgendaAnswer, AgendaVisit, Attendance } from "../../app/features/admin/agenda.ts";
import { audit } from "../auth/audit.ts";
import type { Db } from "../db/database.ts";
import type { AvailabilityRules } from "./availability.ts";
import { reassignBooking, type ReassignResult } from "./reassign.ts";
import { reassignInstallation } from "./reassign-installation.ts";

/** What staff read after giving a visit to another consultant. */
function reassignAnswer(result: ReassignResult, visit: "consultation" | "installation"): AgendaAnswer {
  switch (result.status) {
    case "changed":
      return { ok: true, message: `${result.name} now visits this customer.` };
    case "unchanged":
      return { ok: true, message: `${result.name} already visits this customer.` };
    case "not_found":
      return { ok: false, message: `That ${visit} no longer exists.` };
    case "cancelled":
      return { ok: false, message: `That ${visit} is cancelled.` };
    case "unknown_consultant":
      return { ok: false, message: "Choose one of the active consultants.", field: "consultant" };
    case "busy":
      return { ok: false, message: `${result.name} is not free at that time.`, field: "consultant" };
  }
}

/**
 * What consultants add to the back office's agenda (issue 37): who visits, whether the customer was home, the
 * no-shows of each week, and the two changes (reassign, mark attendance).
 */
export function consultantAgenda(options: { db: Db; rules: AvailabilityRules; now?: () => number }) {
  const { db, rules } = options;
  const now = options.now ?? Date.now;

  return {
    async consultants(): Promise<{ id: string; name: string }[]> {
      const rows = await db.kysely
        .selectFrom("consultants")
        .select(["user_id", "name"])
        .where("active", "=", 1)
        .orderBy("seat")
        .execute();
      return rows.map((r) => ({ id: r.user_id, name: r.name }));
    },

    /** Adds each visit's consultant and attendance in place. */
    async annotate(visits: AgendaVisit[]): Promise<void> {
      if (visits.length === 0) return;
      const ids = visits.map((v) => v.id);
      const assigned = await db.kysely
        .selectFrom("booking_consultants")
        .innerJoin("consultants", "consultants.user_id", "booking_consultants.user_id")
        .select(["booking_consultants.booking_id", "consultants.user_id", "consultants.name"])
        .where("booking_consultants.booking_id", "in", ids)
        .execute();
      const marked = await db.kysely
        .selectFrom("visit_attendance")
        .select(["booking_id", "outcome"])
        .where("booking_id", "in", ids)
        .execute();
      const byBooking = new Map(assigned.map((a) => [a.booking_id, { id: a.user_id, name: a.name }]));
      const outcomes = new Map(marked.map((m) => [m.booking_id, m.outcome]));
      for (const visit of visits) {
        visit.consultant = byBooking.get(visit.id) ?? null;
        visit.attendance = outcomes.get(visit.id) ?? null;
      }
    },

    /** No-shows per ISO week (YYYY-Www) and consultant, of visits that started from `fromIso` on, latest week first. */
    async noShows(fromIso: string): Promise<{ week: string; consultant: string; count: number }[]> {
      const rows = await db.kysely
        .selectFrom("visit_attendance")
        .innerJoin("bookings", "bookings.id", "visit_attendance.booking_id")
        .leftJoin("booking_consultants", "booking_consultants.booking_id", "visit_attendance.booking_id")
        .leftJoin("consultants", "consultants.user_id", "booking_consultants.user_id")
        .select(["bookings.start_at", "consultants.name"])
        .where("visit_attendance.outcome", "=", "no_show")
        .where("bookings.start_at", ">=", fromIso)
        .execute();
      const counts = new Map<string, { week: string; consultant: string; count: number }>();
      for (const row of rows) {
        const week = DateTime.fromISO(row.start_at).setZone(rules.timeZone).toISOWeekDate()!.slice(0, 8);
        const consultant = row.name ?? "";
        const key = `${week}|${consultant}`;
        const entry = counts.get(key) ?? { week, consultant, count: 0 };
        entry.count++;
        counts.set(key, entry);
      }
      return [...counts.values()].sort(
        (a, b) => b.week.localeCompare(a.week) || a.consultant.localeCompare(b.consultant),
      );
    },

    async reassign(id: string, consultantId: string, staff: string): Promise<AgendaAnswer> {
      return reassignAnswer(await reassignBooking(db, rules, id, consultantId, staff, now()), "consultation");
    },

    /** Gives an installation to another consultant (issue 37 remainder). */
    async reassignInstallation(id: string, consultantId: string, staff: string): Promise<AgendaAnswer> {
      return reassignAnswer(await reassignInstallation(db, rules, id, consultantId, staff, now()), "installation");
    },

    async attendance(id: string, outcome: Attendance, staff: string): Promise<AgendaAnswer> {
      const booking = await db.kysely
        .selectFrom("bookings")
        .select(["status", "start_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!booking) return { ok: false, message: "That consultation no longer exists." };
      if (booking.status !== "confirmed") return { ok: false, message: "That consultation is cancelled." };
      if (Date.parse(booking.start_at) > now()) {
        return { ok: false, message: "A visit can be marked once its time has come." };
      }
      const values = { outcome, marked_at: new Date(now()).toISOString(), marked_by: staff };
      await db.kysely
        .insertInto("visit_attendance")
        .values({ booking_id: id, ...values })
        .onConflict((oc) => oc.column("booking_id").doUpdateSet(values))
        .execute();
      await audit(
        db.kysely,
        { actor: staff, action: "visit_attendance", subject: { kind: "booking", id }, detail: { outcome } },
        now(),
      );
      return { ok: true, message: outcome === "no_show" ? "Marked as a no-show." : "Marked as attended." };
    },
  };
}

export type ConsultantAgenda = ReturnType<typeof consultantAgenda>;
