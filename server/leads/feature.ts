import { LEAD_INTAKE } from "../../app/features/leads/service.ts";
import { leadRoutes } from "../api/lead-routes.ts";
import { openDatabase } from "../db/database.ts";
import type { Env } from "../env.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { startOutboxWorker } from "../mail/outbox-worker.ts";
import { createTransport } from "../mail/transports.ts";
import { resolveUnsubscribeSecret } from "../mail/unsubscribe.ts";
import { createLeadIntake } from "./intake.ts";
import { pruneRateLimits } from "./rate-limit.ts";

/** Lead capture: the database, the intake, the API and the delivery worker. */
export async function leadsFeature(env: Env): Promise<Feature> {
  const transport = createTransport(env);
  const unsubscribeSecret = resolveUnsubscribeSecret(env, transport !== null);
  const db = await openDatabase(env);
  logger.info("lead storage ready", { database: db.dialect, mail: transport?.name ?? "none" });
  if (!transport) logger.warn("no mail transport configured: leads are stored and logged but not e-mailed");

  const worker = transport ? startOutboxWorker(db, transport, { ...env, unsubscribeSecret }) : null;
  const intake = createLeadIntake({
    db: db.kysely,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_S },
    welcome: transport?.canWelcome ?? false,
    onQueued: () => worker?.nudge(),
  });

  return {
    name: "leads",
    api: leadRoutes({ env, intake, db: db.kysely, unsubscribeSecret }),
    // Route actions call `context.get(appContext)[LEAD_INTAKE].submit(...)` (app/features/forms/lead-action.server.ts).
    services: { [LEAD_INTAKE]: intake },
    jobs: [{ name: "prune rate limits", everyMs: 60_000, run: () => pruneRateLimits(db.kysely, Date.now()) }],
    async close() {
      await worker?.stop();
      await db.close();
    },
  };
}
