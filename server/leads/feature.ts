import { LEAD_INTAKE } from "../../app/features/leads/service.ts";
import { UNSUBSCRIBER } from "../../app/features/newsletter/unsubscribe-service.ts";
import { leadRoutes } from "../api/lead-routes.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import type { NotifyPayload, WelcomePayload } from "./store.ts";
import { notificationMail, welcomeMail } from "../mail/messages.ts";
import { createLeadIntake } from "./intake.ts";
import { createUnsubscriber } from "./unsubscriber.ts";
import { pruneRateLimits } from "./rate-limit.ts";

/** Lead capture: the intake, the API and the e-mails each lead sends. */
export async function leadsFeature(core: Core): Promise<Feature> {
  const { env, db, transport, mailSettings } = core;
  core.handleMail("notify", (job) => notificationMail(JSON.parse(job.payload) as NotifyPayload, mailSettings));
  core.handleMail("welcome", (job) => welcomeMail(JSON.parse(job.payload) as WelcomePayload, mailSettings));
  const intake = createLeadIntake({
    db: db.kysely,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_S },
    welcome: transport?.canWelcome ?? false,
    onQueued: core.nudge,
  });

  const unsubscriber = createUnsubscriber(db.kysely, mailSettings.unsubscribeSecret);

  return {
    name: "leads",
    api: leadRoutes({ intake }),
    // Route actions call `context.get(appContext)[LEAD_INTAKE].submit(...)` (app/features/forms/lead-action.server.ts)
    // and the unsubscribe page `[UNSUBSCRIBER]` (app/features/newsletter/unsubscribe.server.ts).
    services: { [LEAD_INTAKE]: intake, [UNSUBSCRIBER]: unsubscriber },
    jobs: [{ name: "prune rate limits", everyMs: 60_000, run: () => pruneRateLimits(db.kysely, Date.now()) }],
  };
}
