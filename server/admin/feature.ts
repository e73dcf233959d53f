import { backOfficeContext } from "../../app/features/admin/back-office.ts";
import { staffAuthContext } from "../../app/features/auth/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import { sessionCookie } from "../auth/cookie.ts";
import { loginCsrf } from "../auth/login-csrf.ts";
import { pruneFailures } from "../auth/lockout.ts";
import { decoyHash } from "../auth/passwords.ts";
import { createStaffAuth } from "../auth/service.ts";
import { pruneSessions } from "../auth/sessions.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { servedOverHttps } from "../http/security-headers.ts";
import { photoPath } from "../quote/photos/links.ts";
import { createBackOffice } from "./back-office.ts";
import { agendaContext } from "../../app/features/admin/agenda.ts";
import { subscriberFilter, subscribersContext } from "../../app/features/admin/subscribers.ts";
import { bookingServiceOf } from "../booking/feature.ts";
import { createAgenda } from "./agenda.ts";
import { consultantAgenda } from "../consultants/agenda.ts";
import { adminApiRoutes, send, sendCsv, type Endpoint } from "./routes.ts";
import { offlineAgenda } from "./offline-agenda.ts";
import { installationServiceOf } from "../installations/feature.ts";
import { createStaffSettings } from "./settings.ts";
import { staffSettingsContext } from "../../app/features/admin/settings.ts";
import { business } from "../../app/content/business.ts";
import { createSubscribers } from "./subscribers.ts";
import { pushHandler } from "../push/delivery.ts";
import { loadVapidKeys } from "../push/keys.ts";
import { PUSH_JOB } from "../push/notices.ts";
import { pushEndpoints } from "../push/routes.ts";

/** The back office (issue 14): staff sign-in and the pages and API that work the leads. */
export async function adminFeature(core: Core): Promise<Feature> {
  const { db, env, signer } = core;
  const secure = servedOverHttps(env);
  const auth = createStaffAuth({
    db: db.kysely,
    cookie: sessionCookie(secure),
    loginCsrf: loginCsrf(signer, secure),
    // At start-up, so the first unknown e-mail costs what every other sign-in costs.
    decoyHash: await decoyHash(),
  });
  const office = createBackOffice({
    db,
    timeZone: env.BUSINESS_TIMEZONE,
    retentionDays: env.PII_RETENTION_DAYS,
    photoUrl: (id, size) => photoPath(signer, id, Date.now(), size),
    onQueued: core.nudge,
    crm: Boolean(env.LEADS_WEBHOOK_URL),
  });
  const prune = async () => {
    await pruneSessions(db.kysely, Date.now());
    await pruneFailures(db.kysely, Date.now());
  };
  const agenda = createAgenda({
    db,
    booking: bookingServiceOf(core),
    consultants: consultantAgenda({
      db,
      rules: { timeZone: env.BUSINESS_TIMEZONE, bufferMinutes: env.BOOKING_BUFFER_MINUTES },
    }),
  });
  const subscribers = createSubscribers({ db: db.kysely });
  const subscribersCsv: Endpoint = {
    method: "GET",
    pattern: /^\/subscribers\.csv$/,
    async handle({ req, res }) {
      const filter = subscriberFilter(new URL(req.originalUrl, "http://x").searchParams);
      sendCsv(res, "subscribers", await subscribers.csv(filter));
    },
  };
  // Pushes to staff devices (issue 40): queued with each lead, sent here; they need no mail transport.
  const keys = await loadVapidKeys(db.kysely, env);
  core.handleJobs(PUSH_JOB, pushHandler({ db: db.kysely, keys, hosts: env.PUSH_SERVICE_HOSTS }));
  const push = pushEndpoints({ db: db.kysely, keys, hosts: env.PUSH_SERVICE_HOSTS });
  const offline: Endpoint = {
    method: "GET",
    pattern: /^\/agenda\/offline$/,
    handle: async ({ res }) => send(res, 200, await offlineAgenda(agenda, Date.now(), installationServiceOf(core))),
  };
  const settings = createStaffSettings({
    db: db.kysely,
    openingHours: business.openingHours,
    timeZone: env.BUSINESS_TIMEZONE,
  });
  return {
    name: "admin",
    api: adminApiRoutes(auth, office, [subscribersCsv, offline, ...push]),
    provides: [
      provide(staffAuthContext, auth),
      provide(backOfficeContext, office),
      provide(agendaContext, agenda),
      provide(subscribersContext, subscribers),
      provide(staffSettingsContext, settings),
    ],
    jobs: [{ name: "staff-sessions", everyMs: 3_600_000, run: prune, atStart: true }],
  };
}
