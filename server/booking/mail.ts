import { business } from "../../app/content/business.ts";
import { whenLabel } from "../../app/features/booking/format.ts";
import { lines, oneLine, type Mail, type MailSettings } from "../mail/mail.ts";
import { bookingCalendar } from "./calendar.ts";
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
};

export const BOOKING_MAIL_JOBS = {
  visitor: "booking_visitor",
  business: "booking_business",
  reminder: "booking_reminder",
} as const;

const WHAT_TO_EXPECT = [
  "What to expect: a designer visits for about an hour, brings fabric and material samples,",
  "measures your windows and talks through options and prices with you. There is no charge.",
];

const SUBJECTS: Record<BookingEvent, (when: string) => string> = {
  booked: (when) => `Your consultation is booked: ${when}`,
  moved: (when) => `Your consultation has moved to ${when}`,
  cancelled: (when) => `Your consultation on ${when} is cancelled`,
  reminder: (when) => `Reminder: your consultation is tomorrow, ${when}`,
};

const BUSINESS_SUBJECTS: Record<Exclude<BookingEvent, "reminder">, string> = {
  booked: "New consultation",
  moved: "Consultation moved",
  cancelled: "Consultation cancelled",
};

function links(payload: BookingMailPayload, settings: MailSettings) {
  const manageUrl = new URL(payload.managePath, settings.SITE_URL).href;
  return { manageUrl, siteHost: new URL(settings.SITE_URL).hostname, organizerEmail: settings.LEADS_TO_EMAIL };
}

function calendarOf(payload: BookingMailPayload, settings: MailSettings): Mail["calendar"] {
  const method = payload.event === "cancelled" ? "CANCEL" : "REQUEST";
  return { method, content: bookingCalendar(payload.booking, method, links(payload, settings)) };
}

/** To the visitor: the confirmation, a change, a cancellation or the reminder, with the invitation. */
export function visitorBookingMail(payload: BookingMailPayload, settings: MailSettings): Mail {
  const b = payload.booking;
  const when = whenLabel(b.start_at, payload.timeZone);
  const { manageUrl } = links(payload, settings);
  const opening: Record<BookingEvent, string> = {
    booked: `Thank you, ${b.user_name}. Your free in-home consultation is booked.`,
    moved: `Your free in-home consultation has moved${payload.previousStart ? ` from ${whenLabel(payload.previousStart, payload.timeZone)}` : ""}.`,
    cancelled: "Your free in-home consultation has been cancelled. We hope to see you another time.",
    reminder: `A reminder: your free in-home consultation is tomorrow.`,
  };
  const text = [
    opening[payload.event],
    "",
    lines([
      ["When", when],
      ["Where", b.address],
      ["Reference", b.id],
    ]),
    "",
    ...(payload.event === "cancelled"
      ? [`To book a new time: ${new URL("/book", settings.SITE_URL).href}`]
      : [
          ...WHAT_TO_EXPECT,
          ...(b.outside_service_area
            ? ["", "Your address is outside our usual service area; we will call you to confirm the visit."]
            : []),
          "",
          `To reschedule or cancel: ${manageUrl}`,
        ]),
    "",
    `${business.name} · ${business.phones[0].display}`,
    "",
  ].join("\n");
  return {
    template: "booking",
    to: b.user_email,
    replyTo: settings.LEADS_TO_EMAIL,
    subject: oneLine(SUBJECTS[payload.event](when)),
    text,
    headers: {},
    params: {
      to_email: b.user_email,
      from_name: business.name,
      reply_to: settings.LEADS_TO_EMAIL,
      user_name: b.user_name,
      event: payload.event,
      when,
      address: b.address,
      manage_url: manageUrl,
      message: text,
    },
    calendar: calendarOf(payload, settings),
  };
}

/** To the business: the same event with the visitor's details. */
export function businessBookingMail(payload: BookingMailPayload, settings: MailSettings): Mail {
  const b = payload.booking;
  const event = payload.event === "reminder" ? "booked" : payload.event;
  const when = whenLabel(b.start_at, payload.timeZone);
  const text = lines([
    ["When", when],
    ["Previously", payload.previousStart ? whenLabel(payload.previousStart, payload.timeZone) : null],
    ["Name", b.user_name],
    ["Email", b.user_email],
    ["Phone", b.user_phone],
    ["Address", b.address],
    ["Coordinates", b.location_lat === null ? null : `${b.location_lat}, ${b.location_lng}`],
    ["Outside the service area", b.outside_service_area ? "yes: confirm by phone" : null],
    ["Rooms", b.rooms],
    ["Cancelled by", b.cancelled_by],
    ["Reference", b.id],
  ]).concat(b.message ? `\n\n${b.message}\n` : "\n");
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
    calendar: calendarOf({ ...payload, event }, settings),
  };
}
