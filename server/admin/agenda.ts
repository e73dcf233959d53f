import { DateTime } from "luxon";
import type { Agenda, AgendaDay, AgendaVisit, ClosedDay } from "../../app/features/admin/agenda.ts";
import { AGENDA_DAYS } from "../../app/features/admin/agenda.ts";
import { localDate, whenLabel } from "../../app/features/booking/format.ts";
import { SLOT_TAKEN_MESSAGE, type BookingService, type ChangeResult } from "../../app/features/booking/service.ts";
import { audit } from "../auth/audit.ts";
import type { Db } from "../db/database.ts";
import { bookingsBetween, findBooking, setClosedDate, type BookingRow } from "../booking/store.ts";
import { staffSwatches } from "../swatches/kind.ts";
import type { ConsultantAgenda } from "../consultants/agenda.ts";

const visitOf = (row: BookingRow): AgendaVisit => ({
  id: row.id,
  status: row.status,
  start: row.start_at,
  end: row.end_at,
  name: row.user_name,
  email: row.user_email,
  phone: row.user_phone,
  address: row.address,
  location:
    row.location_lat !== null && row.location_lng !== null ? { lat: row.location_lat, lng: row.location_lng } : null,
  rooms: row.rooms,
  message: row.message,
  outsideServiceArea: row.outside_service_area === 1,
  cancelledBy: row.cancelled_by,
  swatches: staffSwatches(row.swatches),
});

/** What a refused change says to the staff member, in the words the customer's page uses. */
function refusal(result: ChangeResult): string {
  switch (result.status) {
    case "not_found":
      return "That consultation no longer exists.";
    case "cancelled":
      return "That consultation is cancelled, so it cannot be moved.";
    case "slot_taken":
      return SLOT_TAKEN_MESSAGE;
    case "conflict":
      return "The customer already has a consultation at that time.";
    case "invalid":
      return Object.values(result.fields)[0] ?? "Please choose one of the offered times.";
    case "rate_limited":
    case "unavailable":
      return "The change could not be saved just now. Please try again.";
    default:
      return "The change could not be saved.";
  }
}

/** Weeks of no-shows the agenda counts (issue 37): this one and the four before. */
const NO_SHOW_WEEKS = 4;

export function createAgenda(options: {
  db: Db;
  booking: BookingService;
  now?: () => number;
  /** Who visits, attendance and no-shows (issue 37). */
  consultants?: ConsultantAgenda;
}): Agenda {
  const { db, booking } = options;
  const now = options.now ?? Date.now;
  const timeZone = booking.settings.timeZone;
  const today = () => localDate(new Date(now()).toISOString(), timeZone);

  async function closedDays(from: string): Promise<ClosedDay[]> {
    const rows = await db.kysely
      .selectFrom("closed_dates")
      .selectAll()
      .where("date", ">=", from)
      .orderBy("date")
      .execute();
    return rows.map((r) => ({ date: r.date, source: r.source, createdBy: r.created_by }));
  }

  return {
    async view() {
      const first = today();
      const start = DateTime.fromISO(first, { zone: timeZone });
      const rows = await bookingsBetween(
        db.kysely,
        start.toUTC().toISO()!,
        start.plus({ days: AGENDA_DAYS }).toUTC().toISO()!,
      );
      const days: AgendaDay[] = [];
      for (const row of rows) {
        const date = localDate(row.start_at, timeZone);
        if (days.at(-1)?.date !== date) days.push({ date, visits: [] });
        days.at(-1)!.visits.push(visitOf(row));
      }
      const slots = await booking.slots({ from: first, days: String(AGENDA_DAYS) });
      const freeStarts =
        slots.status === "ok" ? slots.answer.slots.filter((s) => s.remaining > 0).map((s) => s.start) : [];
      const extra = options.consultants;
      if (!extra) return { timeZone, today: first, days, freeStarts, closedDays: await closedDays(first) };
      await extra.annotate(days.flatMap((d) => d.visits));
      const since = start.startOf("week").minus({ weeks: NO_SHOW_WEEKS }).toUTC().toISO()!;
      return {
        timeZone,
        today: first,
        days,
        freeStarts,
        closedDays: await closedDays(first),
        consultants: await extra.consultants(),
        noShows: await extra.noShows(since),
      };
    },

    async visit(id) {
      const row = await findBooking(db.kysely, id);
      return row ? visitOf(row) : null;
    },

    async reassign(id, consultantId, staff) {
      if (!options.consultants) return { ok: false, message: "There are no consultants." };
      return options.consultants.reassign(id, consultantId, staff);
    },

    async reassignInstallation(id, consultantId, staff) {
      if (!options.consultants) return { ok: false, message: "There are no consultants." };
      return options.consultants.reassignInstallation(id, consultantId, staff);
    },

    async attendance(id, outcome, staff) {
      if (!options.consultants) return { ok: false, message: "Attendance is not kept." };
      return options.consultants.attendance(id, outcome, staff);
    },

    async cancel(id, staff) {
      const result = await booking.staffCancel(id, staff);
      if (result.status === "changed") {
        return {
          ok: true,
          message: `Cancelled the consultation of ${result.booking.user_name}; they have been e-mailed.`,
        };
      }
      if (result.status === "unchanged") return { ok: true, message: "That consultation was already cancelled." };
      return { ok: false, message: refusal(result) };
    },

    async move(id, start, staff) {
      if (!start) return { ok: false, message: "Choose the new time.", field: "start" };
      const result = await booking.staffMove(id, start, staff);
      if (result.status === "changed") {
        const when = whenLabel(result.booking.start, timeZone);
        return {
          ok: true,
          message: `Moved the consultation of ${result.booking.user_name} to ${when}; they have been e-mailed.`,
        };
      }
      if (result.status === "unchanged") return { ok: true, message: "The consultation already is at that time." };
      return { ok: false, message: refusal(result), field: "start" };
    },

    async closeDay(date, staff, clientIp) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !DateTime.fromISO(date).isValid) {
        return { ok: false, message: "Enter a date such as 2026-12-24.", field: "date" };
      }
      if (date < today())
        return { ok: false, message: "That day has passed. Choose today or a later day.", field: "date" };
      await setClosedDate(db.kysely, date, true, staff, now());
      await audit(
        db.kysely,
        { actor: staff, action: "closed_day_added", subject: { kind: "closed_date", id: date }, clientIp },
        now(),
      );
      const dayStart = DateTime.fromISO(date, { zone: timeZone });
      const booked = (
        await bookingsBetween(db.kysely, dayStart.toUTC().toISO()!, dayStart.plus({ days: 1 }).toUTC().toISO()!)
      ).filter((b) => b.status === "confirmed").length;
      return {
        ok: true,
        stillBooked: booked,
        message:
          booked > 0
            ? `Closed ${date}. ${booked} consultation${booked === 1 ? " is" : "s are"} still booked that day: move or cancel ${booked === 1 ? "it" : "them"}.`
            : `Closed ${date}: no consultation can be booked that day.`,
      };
    },

    async openDay(date, staff, clientIp) {
      const row = await db.kysely.selectFrom("closed_dates").selectAll().where("date", "=", date).executeTakeFirst();
      if (!row) return { ok: false, message: "That day is not closed." };
      if (row.source === "env") {
        return {
          ok: false,
          message: "That day is set in BOOKING_CLOSED_DATES: remove it there and restart the server.",
        };
      }
      await setClosedDate(db.kysely, date, false, staff, now());
      await audit(
        db.kysely,
        { actor: staff, action: "closed_day_removed", subject: { kind: "closed_date", id: date }, clientIp },
        now(),
      );
      return { ok: true, message: `Opened ${date} for bookings again.` };
    },
  };
}
