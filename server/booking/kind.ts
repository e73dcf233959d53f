import { sql } from "kysely";
import { shortDateLabel, timeLabel } from "../../app/features/booking/format.ts";
import { PERSON_COLUMNS, placeSql, pointOf, type LeadKindModule } from "../leads/kind.ts";
import type { NewJob } from "../jobs/queue.ts";
import { publicFields, webhookJob, type WebhookEventType } from "../webhook/events.ts";
import {
  BOOKING_MAIL_JOBS,
  businessBookingMail,
  visitorBookingMail,
  type BookingEvent,
  type BookingMailPayload,
} from "./mail.ts";
import { findBooking, type BookingRow } from "./store.ts";
import { storedSwatchIds } from "../../app/content/swatch-views.ts";
import { staffSwatches } from "../swatches/kind.ts";
import { consultantOfBooking } from "../consultants/store.ts";

/** The badge a booking wears in the inbox and its CSV, by state; a confirmed one not yet marked wears none. */
const BOOKING_BADGES: Record<string, string> = { cancelled: "Cancelled", no_show: "No-show", attended: "Attended" };

const payloadOf = (job: { payload: string }) => JSON.parse(job.payload) as BookingMailPayload;

/**
 * A booked consultation (issue 10). It is taken by the booking service (server/booking/service.ts) rather than the
 * shared intake, because a seat of its slot is taken in the same transaction; its JSON API is server/booking/routes.ts.
 */
export const bookingKind: LeadKindModule<"booking"> = {
  kind: "booking",
  table: "bookings",
  intake: null,
  mails: {
    [BOOKING_MAIL_JOBS.visitor]: (job, { settings }) => visitorBookingMail(payloadOf(job), settings),
    [BOOKING_MAIL_JOBS.business]: (job, { settings }) => businessBookingMail(payloadOf(job), settings),
    // A reminder is dropped when its booking changes; should one be claimed in the same
    // instant, it is still only sent while the booking stands as the reminder knew it.
    [BOOKING_MAIL_JOBS.reminder]: async (job, { db, settings }) => {
      const payload = payloadOf(job);
      const current = await findBooking(db, payload.booking.id);
      if (current?.status !== "confirmed" || current.start_at !== payload.booking.start_at) return null;
      // The consultant as it stands now: staff may have reassigned the visit since it was booked (issue 37).
      const consultant = (await consultantOfBooking(db, current.id))?.name;
      return visitorBookingMail({ ...payload, booking: current, ...(consultant ? { consultant } : {}) }, settings);
    },
  },
  inbox: {
    summary: sql<string>`lead.start_at || ' · ' || lead.address`,
    // The stored start is an ISO instant; staff read "Thu, Nov 26 · 11:00 AM ET" (the address follows the first " · ").
    summaryText(summary, timeZone) {
      const [start = "", ...address] = summary.split(" · ");
      if (Number.isNaN(Date.parse(start))) return summary;
      const when = `${shortDateLabel(start, timeZone)} · ${timeLabel(start, timeZone)}`;
      return [when, ...address].join(" · ");
    },
    search: sql<string>`lead.address || ' ' || lead.message`,
    // A confirmed visit staff marked (issue 37) shows how it went: attended or no_show.
    state: sql<
      string | null
    >`coalesce((select va.outcome from visit_attendance va where va.booking_id = lead.id and lead.status = 'confirmed'), lead.status)`,
    place: placeSql("address"),
    stateBadge: (state) => BOOKING_BADGES[state] ?? null,
    fields: [
      ["user_name", "Name"],
      ["user_email", "E-mail"],
      ["user_phone", "Phone"],
      ["address", "Address"],
      ["rooms", "Rooms"],
      ["message", "Message"],
      ["outside_service_area", "Outside the service area"],
    ],
    fieldValue(column, value) {
      if (column !== "outside_service_area") return null;
      return value === 1 ? "Yes: confirm by phone" : "No";
    },
    location: (row) => pointOf(row, row.address),
    async detail(_db, row, options) {
      return {
        booking: {
          status: row.status === "cancelled" ? "cancelled" : "confirmed",
          start: String(row.start_at),
          end: String(row.end_at),
          timeZone: options.timeZone,
        },
        swatches: staffSwatches(row.swatches),
      };
    },
  },
  privacy: {
    emailColumn: "user_email",
    async eraseChildren(trx, ids) {
      // A freed seat holds nothing personal: it is deleted with its booking and not counted.
      if (ids.length > 0) await trx.deleteFrom("booking_seats").where("booking_id", "in", ids).execute();
      if (ids.length > 0) {
        await trx
          .deleteFrom("visit_seats")
          .where("visit_kind", "=", "consultation")
          .where("visit_id", "in", ids)
          .execute();
      }
      return {};
    },
  },
  retention: { clear: ["client_ip", "user_agent"] },
  webhook: { events: ["booking.created", "booking.moved", "booking.cancelled"] },
  export: {
    columns: [
      "id",
      "created_at",
      "status",
      "start_at",
      "end_at",
      ...PERSON_COLUMNS,
      "address",
      "location_lat",
      "location_lng",
      "rooms",
      "message",
      "swatches",
      "outside_service_area",
      "cancelled_at",
      "cancelled_by",
      "locale",
      "delivery",
    ],
    states: ["confirmed", "cancelled"],
    stateOf: (row) => String(row.status),
  },
};

const BOOKING_EVENTS: Record<Exclude<BookingEvent, "reminder">, WebhookEventType> = {
  booked: "booking.created",
  moved: "booking.moved",
  cancelled: "booking.cancelled",
};

/** The CRM's event for a booking change: the booking as the change left it, without the client's address. */
export function bookingWebhookJob(
  row: BookingRow,
  event: Exclude<BookingEvent, "reminder">,
  previousStart: string | undefined,
  nowMs: number,
): NewJob {
  const data: Record<string, unknown> = {
    kind: "booking",
    ...publicFields(row),
    swatches: storedSwatchIds(row.swatches),
  };
  if (previousStart) data.previous_start = previousStart;
  return webhookJob({ leadKind: "booking", leadId: row.id }, BOOKING_EVENTS[event], data, nowMs);
}
