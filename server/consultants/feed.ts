import ical, { ICalEventStatus } from "ical-generator";
import { business } from "../../app/content/business.ts";
import type { Db } from "../db/database.ts";
import type { Signer } from "../secrets.ts";
import type { ApiRoute } from "../feature.ts";
import { feedUserOf } from "./feed-token.ts";
import { installationsOf } from "./feed-installations.ts";

/** The feed lists visits from this long ago on (a calendar keeps what it showed; this is what it refreshes). */
const FEED_PAST_DAYS = 30;

/**
 * A consultant's visits as an iCalendar feed (RFC 5545) that Google and Apple calendars subscribe to: one VEVENT per
 * confirmed visit, with a UID that never changes (a moved visit moves in their calendar rather than doubling), the
 * address, the customer's name and phone and the link to the lead. Staff words, in English.
 */
export async function consultantFeed(
  db: Db,
  userId: string,
  options: { siteUrl: string; nowMs: number },
): Promise<string> {
  const consultant = await db.kysely
    .selectFrom("consultants")
    .select("name")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const from = new Date(options.nowMs - FEED_PAST_DAYS * 86_400_000).toISOString();
  const visits = await db.kysely
    .selectFrom("booking_consultants")
    .innerJoin("bookings", "bookings.id", "booking_consultants.booking_id")
    .select([
      "bookings.id",
      "bookings.start_at",
      "bookings.end_at",
      "bookings.updated_at",
      "bookings.sequence",
      "bookings.user_name",
      "bookings.user_phone",
      "bookings.address",
    ])
    .where("booking_consultants.user_id", "=", userId)
    .where("bookings.status", "=", "confirmed")
    .where("bookings.start_at", ">=", from)
    .orderBy("bookings.start_at")
    .execute();
  const host = new URL(options.siteUrl).hostname;
  const calendar = ical({
    prodId: { company: business.name, product: "Consultant visits", language: "EN" },
    name: `${business.name}: ${consultant.name}'s visits`,
  });
  for (const visit of visits) {
    const lead = new URL(`/admin/leads/booking/${visit.id}`, options.siteUrl).href;
    calendar.createEvent({
      id: `visit-${visit.id}@${host}`,
      sequence: visit.sequence,
      start: new Date(visit.start_at),
      end: new Date(visit.end_at),
      stamp: new Date(visit.updated_at),
      summary: `Consultation: ${visit.user_name}`,
      location: visit.address,
      description: `${visit.user_name}\n${visit.user_phone}\n${visit.address}\n${lead}`,
      url: lead,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // Their installations (issue 37 remainder): a UID of their own, never a consultation's nor the customer's invitation's.
  for (const visit of await installationsOf(db, userId, from)) {
    const lead = new URL(`/admin/leads/${visit.leadKind}/${visit.leadId}`, options.siteUrl).href;
    calendar.createEvent({
      id: `visit-installation-${visit.id}@${host}`,
      sequence: visit.sequence,
      start: new Date(visit.start_at),
      end: new Date(visit.end_at),
      stamp: new Date(visit.updated_at),
      summary: `Installation: ${visit.customer.name} (order ${visit.number})`,
      location: visit.customer.address,
      description: `${visit.customer.name}\n${visit.customer.phone}\n${visit.customer.address}\n${lead}`,
      url: lead,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** GET /calendar/<token>.ics: the feed of the consultant the token names; anything else is the site's 404 page. */
export function feedRoute(options: { db: Db; signer: Signer; siteUrl: string; now?: () => number }): ApiRoute {
  const now = options.now ?? Date.now;
  const versionOf = async (userId: string) => {
    const row = await options.db.kysely
      .selectFrom("consultants")
      .select("feed_version")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row ? row.feed_version : null;
  };
  return {
    path: "/calendar/:file",
    methods: ["GET"],
    async handle(ctx) {
      const file = String(ctx.req.params.file ?? "");
      if (!file.endsWith(".ics")) return ctx.toPages();
      const userId = await feedUserOf(options.signer, file.slice(0, -".ics".length), versionOf);
      if (!userId) return ctx.toPages();
      const body = await consultantFeed(options.db, userId, { siteUrl: options.siteUrl, nowMs: now() });
      ctx.res
        .status(200)
        .set({
          "Content-Type": "text/calendar; charset=utf-8",
          "Cache-Control": "private, no-store",
          "X-Robots-Tag": "noindex, nofollow",
        })
        .send(body);
    },
  };
}
