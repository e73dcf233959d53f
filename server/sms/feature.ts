import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { smsHandler } from "./handler.ts";
import { SMS_JOB } from "./texts.ts";

/**
 * Text messages (issue 35): sends the texts the other capabilities queue (the booking's confirmation…) through
 * Twilio while a SID is set. Without one no text job is queued at all, so none goes out late once one is set.
 */
export async function smsFeature(core: Core): Promise<Feature> {
  const { env, db } = core;
  if (env.TWILIO_ACCOUNT_SID) {
    core.handleJobs(SMS_JOB, smsHandler(db, env));
    logger.info("text messages on", { api: new URL(env.TWILIO_API_BASE).host });
  }
  return { name: "sms" };
}
