import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { applyRetention } from "./retention.ts";

/** Hourly: a lead's technical data is gone within an hour of its retention period ending. */
const RETENTION_EVERY_MS = 3_600_000;

/** The business's duties about personal data, as the server carries them out. */
export async function privacyFeature({ db, env }: Core): Promise<Feature> {
  const retain = async () => {
    const cleared = await applyRetention(db.kysely, Date.now(), env.PII_RETENTION_DAYS);
    if (cleared.leads + cleared.subscribers + cleared.outbox > 0) logger.info("retention applied", cleared);
  };
  return {
    name: "privacy",
    jobs: [{ name: "retention", everyMs: RETENTION_EVERY_MS, run: retain, atStart: true }],
  };
}
