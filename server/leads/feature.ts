import { LEAD_INTAKE } from "../../app/features/leads/service.ts";
import { createApiLayer } from "../api/layer.ts";
import { openDatabase } from "../db/database.ts";
import type { Env } from "../env.ts";
import { logger } from "../logger.ts";
import type { Plugin } from "../main.ts";
import { startOutboxWorker } from "../mail/outbox-worker.ts";
import { createTransport } from "../mail/transports.ts";
import { resolveUnsubscribeSecret } from "../mail/unsubscribe.ts";
import { createLeadIntake } from "./intake.ts";
import { pruneRateLimits } from "./rate-limit.ts";

const PRUNE_EVERY_MS = 60_000;

/** Lead capture: the database, the intake, the API and the delivery worker. */
export async function leadsPlugin(env: Env): Promise<Plugin> {
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
  const prune = setInterval(() => {
    pruneRateLimits(db.kysely, Date.now()).catch((error: unknown) =>
      logger.warn("could not prune rate limits", { error: String(error) }),
    );
  }, PRUNE_EVERY_MS);
  prune.unref();

  return {
    layers: [createApiLayer({ env, intake, db: db.kysely, unsubscribeSecret })],
    // Route actions call `context.get(appContext).leads.submit(...)` (app/features/forms/lead-action.server.ts).
    services: { [LEAD_INTAKE]: intake },
    async close() {
      clearInterval(prune);
      await worker?.stop();
      await db.close();
    },
  };
}
