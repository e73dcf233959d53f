import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { business } from "../../app/content/business.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
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
  /** The language its words are in: the customer's, or English for the business's copy (issue 32). */
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = mailFor(locale).booking.calendar;
  const params = { business: business.name, link: links.manageUrl };
  const calendar = ical({
    prodId: { company: business.name, product: "Consultation booking", language: HTML_LANG[locale].toUpperCase() },
    method: ICalCalendarMethod[method],
    name: format(words.name, params, locale),
  });
  calendar.createEvent({
    id: `booking-${row.id}@${links.siteHost}`,
    sequence: row.sequence,
    start: new Date(row.start_at),
    end: new Date(row.end_at),
    stamp: new Date(row.updated_at),
    summary: format(words.summary, params, locale),
    description: `${format(words.description, params, locale)}\n${format(words.manage, params, locale)}`,
    location: row.address,
    url: links.manageUrl,
    status: method === "CANCEL" || row.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: business.name, email: links.organizerEmail },
    attendees: [{ name: row.user_name, email: row.user_email, rsvp: false }],
  });
  return calendar.toString();
}
