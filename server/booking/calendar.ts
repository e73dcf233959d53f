import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { business } from "../../app/content/business.ts";
import type { BookingRow } from "./store.ts";

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/**
 * The booking as an iCalendar object (RFC 5545), made by ical-generator. The UID is the
 * booking's and never changes, and SEQUENCE is the booking's own counter, raised on every
 * change: a calendar that holds the first invitation updates that event in place (RFC 5546
 * REQUEST) or removes it (CANCEL) rather than adding a second one.
 */
export function bookingCalendar(
  row: BookingRow,
  method: CalendarMethod,
  links: { manageUrl: string; siteHost: string; organizerEmail: string },
): string {
  const calendar = ical({
    prodId: { company: business.name, product: "Consultation booking", language: "EN" },
    method: ICalCalendarMethod[method],
    name: `${business.name} consultation`,
  });
  calendar.createEvent({
    id: `booking-${row.id}@${links.siteHost}`,
    sequence: row.sequence,
    start: new Date(row.start_at),
    end: new Date(row.end_at),
    stamp: new Date(row.updated_at),
    summary: `Free in-home consultation with ${business.name}`,
    description:
      `${business.name} visits you for about an hour with samples and takes measurements.\n` +
      `Reschedule or cancel: ${links.manageUrl}`,
    location: row.address,
    url: links.manageUrl,
    status: method === "CANCEL" || row.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: business.name, email: links.organizerEmail },
    attendees: [{ name: row.user_name, email: row.user_email, rsvp: false }],
  });
  return calendar.toString();
}
