import { business } from "../../app/content/business.ts";
import { parseOpeningHours } from "../../app/content/opening-hours.ts";
import { bookingServiceContext, type BookingService } from "../../app/features/booking/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Env } from "../env.ts";
import type { Feature } from "../feature.ts";
import { createSubmissionGuard } from "../leads/guard.ts";
import { BOOKING_MAIL_JOBS, businessBookingMail, visitorBookingMail, type BookingMailPayload } from "./mail.ts";
import { bookingRoutes } from "./routes.ts";
import { createBookingService } from "./service.ts";
import type { BookingRules } from "./slots.ts";
import { findBooking, seedClosedDates } from "./store.ts";

export function bookingRules(env: Env): BookingRules {
  return {
    timeZone: env.BUSINESS_TIMEZONE,
    slotMinutes: env.BOOKING_SLOT_MINUTES,
    capacity: env.BOOKING_CAPACITY,
    minNoticeHours: env.BOOKING_MIN_NOTICE_HOURS,
    horizonDays: env.BOOKING_HORIZON_DAYS,
    hours: business.openingHours.map(parseOpeningHours),
  };
}

/** Online booking of the free consultation: slots, bookings, the manage link and their e-mails. */
export async function bookingFeature(core: Core): Promise<Feature> {
  const { env, db, mailSettings } = core;
  await seedClosedDates(db.kysely, env.BOOKING_CLOSED_DATES, Date.now());
  const payloadOf = (job: { payload: string }) => JSON.parse(job.payload) as BookingMailPayload;
  core.handleMail(BOOKING_MAIL_JOBS.visitor, (job) => visitorBookingMail(payloadOf(job), mailSettings));
  core.handleMail(BOOKING_MAIL_JOBS.business, (job) => businessBookingMail(payloadOf(job), mailSettings));
  // A reminder is dropped when its booking changes; should one be claimed in the same
  // instant, it is still only sent while the booking stands as the reminder knew it.
  core.handleMail(BOOKING_MAIL_JOBS.reminder, async (job) => {
    const payload = payloadOf(job);
    const current = await findBooking(db.kysely, payload.booking.id);
    if (current?.status !== "confirmed" || current.start_at !== payload.booking.start_at) return null;
    return visitorBookingMail({ ...payload, booking: current }, mailSettings);
  });

  const service = bookingServiceOf(core);
  return {
    name: "booking",
    api: bookingRoutes(service),
    provides: [provide(bookingServiceContext, service)],
  };
}

/**
 * The server's one booking service: the /book pages and API, and the back office's agenda
 * (server/admin/), act through the same instance and so the same rules and e-mails.
 */
const services = new WeakMap<Core, BookingService>();
export function bookingServiceOf(core: Core): BookingService {
  let service = services.get(core);
  if (!service) {
    const { env, db } = core;
    service = createBookingService({
      db,
      rules: bookingRules(env),
      serviceArea: { center: env.SERVICE_AREA_CENTER, radiusMiles: env.SERVICE_AREA_RADIUS_MILES },
      signer: core.signer,
      guard: createSubmissionGuard({
        db: db.kysely,
        rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_S },
      }),
      siteUrl: env.SITE_URL,
      organizerEmail: env.LEADS_TO_EMAIL,
      onQueued: core.nudge,
      crm: Boolean(env.LEADS_WEBHOOK_URL),
    });
    services.set(core, service);
  }
  return service;
}
