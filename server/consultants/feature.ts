import { business } from "../../app/content/business.ts";
import { consultantsContext } from "../../app/features/admin/consultants.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { pollCalendars } from "./calendar-poll.ts";
import { feedRoute } from "./feed.ts";
import { createConsultants } from "./manage.ts";

/**
 * Consultants (issue 37; decision 0019): who visits homes, set up in the back office; their subscription feeds and
 * the reading of their own calendars.
 */
export async function consultantsFeature(core: Core): Promise<Feature> {
  const { env, db } = core;
  const consultants = createConsultants({
    db: db.kysely,
    signer: core.signer,
    siteUrl: env.SITE_URL,
    openingHours: business.openingHours,
    timeZone: env.BUSINESS_TIMEZONE,
  });
  return {
    name: "consultants",
    api: [feedRoute({ db, signer: core.signer, siteUrl: env.SITE_URL })],
    provides: [provide(consultantsContext, consultants)],
    jobs: [
      {
        name: "consultant-calendars",
        everyMs: env.CALENDAR_POLL_MINUTES * 60_000,
        atStart: true,
        run: () =>
          pollCalendars({
            db,
            timeZone: env.BUSINESS_TIMEZONE,
            timeoutMs: env.CALENDAR_TIMEOUT_SECONDS * 1000,
            maxBytes: env.CALENDAR_MAX_BYTES,
            horizonDays: env.BOOKING_HORIZON_DAYS,
            siteHost: new URL(env.SITE_URL).hostname,
          }),
      },
    ],
  };
}
