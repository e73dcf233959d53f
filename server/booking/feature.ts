import { business } from "../../app/content/business.ts";
import { parseOpeningHours } from "../../app/content/opening-hours.ts";
import { bookingServiceContext, type BookingService } from "../../app/features/booking/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Env } from "../env.ts";
import type { Feature } from "../feature.ts";
import { createSubmissionGuard } from "../leads/guard.ts";
import { registerKindMails } from "../leads/mails.ts";
import { bookingKind } from "./kind.ts";
import { bookingRoutes } from "./routes.ts";
import { withReferralBooking } from "../referrals/attribution.ts";
import { createBookingService } from "./service.ts";
import type { BookingRules } from "./slots.ts";
import { seedClosedDates } from "./store.ts";
import { consultantSeating } from "../consultants/booking.ts";

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

/**
 * Online booking of the free consultation: slots, bookings, the manage link and their e-mails (the booking kind's,
 * ./kind.ts).
 */
export async function bookingFeature(core: Core): Promise<Feature> {
  const { env, db } = core;
  registerKindMails(core, bookingKind);
  await seedClosedDates(db.kysely, env.BOOKING_CLOSED_DATES, Date.now());

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
    // A consultation booked with a customer's referral code records its referral (issue 34).
    service = withReferralBooking(
      createBookingService({
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
        texts: { enabled: Boolean(env.TWILIO_ACCOUNT_SID) },
        consultants: consultantSeating({
          db,
          rules: { timeZone: env.BUSINESS_TIMEZONE, bufferMinutes: env.BOOKING_BUFFER_MINUTES },
        }),
      }),
      db.kysely,
    );
    services.set(core, service);
  }
  return service;
}
