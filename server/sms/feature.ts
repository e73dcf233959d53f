import { staffTextsContext } from "../../app/features/texts/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { smsHandler } from "./handler.ts";
import { smsRoutes } from "./routes.ts";
import { createStaffTexts } from "./staff.ts";
import { SMS_INSTALLATION_REMINDER_JOB, SMS_JOB, SMS_REMINDER_JOB } from "./texts.ts";

/**
 * Text messages (issue 35): sends the texts the other capabilities queue (the booking's confirmation…) through
 * Twilio while a SID is set (without one no text job is queued at all, so none goes out late once one is set), and
 * takes Twilio's callbacks: the customers' replies and the texts' delivery statuses.
 */
export async function smsFeature(core: Core): Promise<Feature> {
  const { env, db } = core;
  if (env.TWILIO_ACCOUNT_SID) {
    const handler = smsHandler(db, env);
    core.handleJobs(SMS_JOB, handler);
    core.handleJobs(SMS_REMINDER_JOB, handler);
    core.handleJobs(SMS_INSTALLATION_REMINDER_JOB, handler);
    logger.info("text messages on", { api: new URL(env.TWILIO_API_BASE).host });
  }
  const texts = { enabled: Boolean(env.TWILIO_ACCOUNT_SID), timeZone: env.BUSINESS_TIMEZONE };
  const staffTexts = createStaffTexts({ db, settings: texts, onQueued: core.nudge });
  return {
    name: "sms",
    api: smsRoutes({
      db,
      texts,
      authToken: env.TWILIO_AUTH_TOKEN,
      siteUrl: env.SITE_URL,
      crm: Boolean(env.LEADS_WEBHOOK_URL),
    }),
    provides: [provide(staffTextsContext, staffTexts)],
  };
}
