import { leadIntakeContext } from "../../app/features/leads/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { leadRoutes } from "./api.ts";
import { withReferralIntake } from "../referrals/attribution.ts";
import { createLeadIntake } from "./intake.ts";
import { pruneRateLimits } from "./rate-limit.ts";

/**
 * Lead capture: the intake and its JSON API for every kind it takes (./registry.ts). Each kind's e-mails are
 * registered by its own capability's feature (server/contact/, server/quote/, server/newsletter/, server/booking/).
 */
export async function leadsFeature(core: Core): Promise<Feature> {
  const { env, db } = core;
  const intake = withReferralIntake(
    createLeadIntake({
      db: db.kysely,
      rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_S },
      onQueued: core.nudge,
      crm: Boolean(env.LEADS_WEBHOOK_URL),
    }),
    db.kysely,
  );
  return {
    name: "leads",
    api: leadRoutes({ intake }),
    provides: [provide(leadIntakeContext, intake)],
    jobs: [{ name: "prune rate limits", everyMs: 60_000, run: () => pruneRateLimits(db.kysely, Date.now()) }],
  };
}
