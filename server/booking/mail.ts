import { whenLabel } from "../../app/features/booking/format.ts";
import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, localizedPath, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import { lines, oneLine, type Mail, type MailSettings } from "../mail/mail.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import { bookingCalendar } from "./calendar.ts";
import { storedSwatchIds, swatchViews } from "../../app/content/swatch-views.ts";
import { businessSwatchLine, swatchLines } from "../swatches/mail.ts";
import type { BookingRow } from "./store.ts";

/** What happened to the booking, as the e-mail tells it. */
export type BookingEvent = "booked" | "moved" | "cancelled" | "reminder";

/** An e-mail job's payload: the booking as the change left it, and where its owner manages it. */
export type BookingMailPayload = {
  event: BookingEvent;
  booking: BookingRow;
  /** The previous start of a moved booking. */
  previousStart?: string;
  /** Path of the manage page ("/book/manage/<token>"). */
  managePath: string;
  timeZone: string;
  /** The first name of the consultant who visits (issue 37), when the business has consultants. */
  consultant?: string;
};

export const BOOKING_MAIL_JOBS = {
  visitor: "booking_visitor",
  business: "booking_business",
  reminder: "booking_reminder",
} as const;

const BUSINESS_SUBJECTS: Record<Exclude<BookingEvent, "reminder">, string> = {
  booked: "New consultation",
  moved: "Consultation moved",
  cancelled: "Consultation cancelled",
};

/** The language the booking was made in: its e-mails, page and invitation are written in it (issue 32). */
export function localeOfBooking(booking: { locale?: string | null }): Locale {
  return isLocale(booking.locale) ? booking.locale : DEFAULT_LOCALE;
}

function links(payload: BookingMailPayload, settings: MailSettings) {
  const manageUrl = new URL(payload.managePath, settings.SITE_URL).href;
  return { manageUrl, siteHost: new URL(settings.SITE_URL).hostname, organizerEmail: settings.LEADS_TO_EMAIL };
}

function calendarOf(payload: BookingMailPayload, settings: MailSettings, locale: Locale): Mail["calendar"] {
  const method = payload.event === "cancelled" ? "CANCEL" : "REQUEST";
  return { method, content: bookingCalendar(payload.booking, method, links(payload, settings), locale) };
}

/** The e-mail's first sentence: what happened, in the customer's language. */
function openingOf(payload: BookingMailPayload, locale: Locale): string {
  const words = mailFor(locale).booking.openings;
  const b = payload.booking;
  switch (payload.event) {
    case "booked":
      return format(words.booked, { name: b.user_name }, locale);
    case "moved": {
      if (!payload.previousStart) return words.moved;
      const previous = whenLabel(payload.previousStart, payload.timeZone, locale);
      return format(words.movedFrom, { previous }, locale);
    }
    case "cancelled":
      return words.cancelled;
    case "reminder":
      return words.reminder;
  }
}

/** To the visitor: the confirmation, a change, a cancellation or the reminder, with the invitation, in their language. */
export function visitorBookingMail(payload: BookingMailPayload, settings: MailSettings): Mail {
  const b = payload.booking;
  const locale = localeOfBooking(b);
  const words = mailFor(locale);
  const when = whenLabel(b.start_at, payload.timeZone, locale);
  const { manageUrl } = links(payload, settings);
  const labels = words.booking.labels;
  // The swatches the customer chose to have brought (issue 36), while the visit stands.
  const swatches = payload.event === "cancelled" ? [] : swatchLines(b.swatches, locale);
  const bringing = swatches.length > 0 ? ["", words.swatches.bringing, ...swatches] : [];
  const next =
    payload.event === "cancelled"
      ? [
          format(
            words.booking.bookAgain,
            { link: new URL(localizedPath("/book", locale), settings.SITE_URL).href },
            locale,
          ),
        ]
      : [
          ...words.booking.whatToExpect,
          ...(b.outside_service_area ? ["", words.booking.outsideArea] : []),
          "",
          format(words.booking.manage, { link: manageUrl }, locale),
        ];
  const text = withSignature(
    [
      openingOf(payload, locale),
      "",
      lines([
        [labels.when, when],
        [labels.where, b.address],
        [labels.consultant, payload.consultant ?? null],
        [labels.reference, b.id],
      ]),
      ...bringing,
      "",
      ...next,
    ],
    locale,
  );
  return customerMail({
    template: "booking",
    to: b.user_email,
    subject: format(words.booking.subjects[payload.event], { when }, locale),
    text,
    settings,
    params: { user_name: b.user_name, event: payload.event, when, address: b.address, manage_url: manageUrl },
    calendar: calendarOf(payload, settings, locale),
  });
}

/** The swatches to bring, for the business's copy (English, with the ids the shelf is sorted by); "" for none. */
function bringSection(json: unknown): string {
  const swatches = swatchViews(storedSwatchIds(json), DEFAULT_LOCALE);
  if (swatches.length === 0) return "";
  return [`\n${businessMail.bringSwatchesHeading} (${swatches.length}):`, ...swatches.map(businessSwatchLine), ""].join(
    "\n",
  );
}

/** To the business: the same event with the visitor's details. */
export function businessBookingMail(payload: BookingMailPayload, settings: MailSettings): Mail {
  const b = payload.booking;
  const event = payload.event === "reminder" ? "booked" : payload.event;
  const when = whenLabel(b.start_at, payload.timeZone);
  const text = lines([
    ["When", when],
    ["Previously", payload.previousStart ? whenLabel(payload.previousStart, payload.timeZone) : null],
    ["Consultant", payload.consultant ?? null],
    ["Name", b.user_name],
    ["Email", b.user_email],
    ["Phone", b.user_phone],
    ["Address", b.address],
    ["Coordinates", b.location_lat === null ? null : `${b.location_lat}, ${b.location_lng}`],
    ["Outside the service area", b.outside_service_area ? "yes: confirm by phone" : null],
    ["Rooms", b.rooms],
    ["Cancelled by", b.cancelled_by],
    [businessMail.labels.language, LANGUAGE_NAMES[localeOfBooking(b)]],
    ["Reference", b.id],
  ])
    .concat(b.message ? `\n\n${b.message}\n` : "\n")
    .concat(bringSection(b.swatches));
  return {
    template: "booking",
    to: settings.LEADS_TO_EMAIL,
    replyTo: oneLine(b.user_email),
    subject: oneLine(`${BUSINESS_SUBJECTS[event]}: ${when}, ${b.user_name}`),
    text,
    headers: {},
    params: {
      to_email: settings.LEADS_TO_EMAIL,
      from_name: oneLine(b.user_name),
      reply_to: oneLine(b.user_email),
      user_name: b.user_name,
      user_email: b.user_email,
      user_phone: b.user_phone,
      event,
      when,
      address: b.address,
      manage_url: links(payload, settings).manageUrl,
      message: text,
    },
    // The business's copy of the invitation is in English, as its e-mail is.
    calendar: calendarOf({ ...payload, event }, settings, DEFAULT_LOCALE),
  };
}
