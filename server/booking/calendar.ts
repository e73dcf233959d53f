import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { business } from "../../app/content/business.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { BookingRow } from "./store.ts";

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** A visit as an invitation holds it: a consultation (a booking) or an installation (decision 0023). */
export type CalendarVisit = {
  /** Stable for the visit's life: calendars update the event it names. */
  uid: string;
  sequence: number;
  start_at: string;
  end_at: string;
  updated_at: string;
  cancelled: boolean;
  address: string;
  name: string;
  email: string;
};

/** The words of a visit's invitation (`calendar` of a mail catalogue's part), `{business}`/`{link}` filled in. */
export type CalendarWords = { name: string; summary: string; description: string; manage: string };

/**
 * The visit as an iCalendar object (RFC 5545), made by ical-generator. The UID is the visit's and never changes, and
 * SEQUENCE is its own counter, raised on every change: a calendar that holds the first invitation updates that event
 * in place (RFC 5546 REQUEST) or removes it (CANCEL) rather than adding a second one.
 */
export function visitCalendar(
  visit: CalendarVisit,
  method: CalendarMethod,
  links: { manageUrl: string; organizerEmail: string },
  words: CalendarWords,
  options: { product: string; locale: Locale },
): string {
  const params = { business: business.name, link: links.manageUrl };
  const { locale } = options;
  const calendar = ical({
    prodId: { company: business.name, product: options.product, language: HTML_LANG[locale].toUpperCase() },
    method: ICalCalendarMethod[method],
    name: format(words.name, params, locale),
  });
  calendar.createEvent({
    id: visit.uid,
    sequence: visit.sequence,
    start: new Date(visit.start_at),
    end: new Date(visit.end_at),
    stamp: new Date(visit.updated_at),
    summary: format(words.summary, params, locale),
    description: `${format(words.description, params, locale)}\n${format(words.manage, params, locale)}`,
    location: visit.address,
    url: links.manageUrl,
    status: method === "CANCEL" || visit.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: business.name, email: links.organizerEmail },
    attendees: [{ name: visit.name, email: visit.email, rsvp: false }],
  });
  return calendar.toString();
}

/** The consultation as an iCalendar object (see visitCalendar). */
export function bookingCalendar(
  row: BookingRow,
  method: CalendarMethod,
  links: { manageUrl: string; siteHost: string; organizerEmail: string },
  /** The language its words are in: the customer's, or English for the business's copy (issue 32). */
  locale: Locale = DEFAULT_LOCALE,
): string {
  const visit: CalendarVisit = {
    uid: `booking-${row.id}@${links.siteHost}`,
    sequence: row.sequence,
    start_at: row.start_at,
    end_at: row.end_at,
    updated_at: row.updated_at,
    cancelled: row.status === "cancelled",
    address: row.address,
    name: row.user_name,
    email: row.user_email,
  };
  const words = mailFor(locale).booking.calendar;
  return visitCalendar(visit, method, links, words, { product: "Consultation booking", locale });
}
