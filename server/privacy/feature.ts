import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { applyRetention } from "./retention.ts";

/**
 * The business's duties about personal data, as the server carries them out. Retention runs
 * at start-up and every RETENTION_INTERVAL_S (an hour by default: a lead's technical data is
 * gone within an hour of its period ending) in every instance; it is safe to run at once.
 */
export async function privacyFeature({ db, env }: Core): Promise<Feature> {
  const retain = async () => {
    const cleared = await applyRetention(db.kysely, Date.now(), env.PII_RETENTION_DAYS);
    const total = Object.values(cleared).reduce((sum, count) => sum + count, 0);
    if (total > 0) logger.info("retention applied", cleared);
  };
  return {
    name: "privacy",
    jobs: [{ name: "retention", everyMs: env.RETENTION_INTERVAL_S * 1000, run: retain, atStart: true }],
  };
}
