import type { JobHandler } from "../jobs/worker.ts";
import type { Env } from "../env.ts";
import { postWebhook } from "./delivery.ts";

/**
 * Leads into the business's CRM (issue 15): every webhook job the outbox holds is POSTed to
 * LEADS_WEBHOOK_URL, signed with LEADS_WEBHOOK_SECRET. Part of the core, like the outbox:
 * whichever features a server runs, their events go out.
 */
export function webhookHandler(env: Pick<Env, "LEADS_WEBHOOK_URL" | "LEADS_WEBHOOK_SECRET">): JobHandler {
  const { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret } = env;
  return (job) => postWebhook(url, secret, job);
}
