import type { Db } from "../db/database.ts";
import type { Env } from "../env.ts";
import { logger } from "../logger.ts";
import { claimJobs, markDelivered, markFailedAttempt, retryDelay, type OutboxJob } from "./queue.ts";
import { PermanentDeliveryError } from "./errors.ts";

const UNRECORDED_AT_STOP = "shutting down before a delivered job could be recorded; it may be delivered again";

/** Delivers a job: resolves once the other side accepted it; throws PermanentDeliveryError if retrying cannot help. */
export type JobHandler = (job: OutboxJob) => Promise<void>;

/** `nudge`: look for work now (a job was just queued); `stop`: stop polling and wait for deliveries in flight. */
export type OutboxWorker = { nudge(): void; stop(): Promise<void> };

/**
 * Delivers queued jobs of the kinds it has a handler for (e-mails when a transport is configured, webhooks when a
 * receiver is…). At-least-once: a job is marked delivered right after its handler succeeded (that write retried while
 * the database refuses it), so only a crash between the two can deliver it twice (when its lease runs out).
 */
export function startOutboxWorker(db: Db, handlers: Map<string, JobHandler>, settings: Env): OutboxWorker {
  const kinds = [...handlers.keys()];
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  // Delivered but unrecorded (the database refused the write): this worker only records it, never delivers it again.
  const sentUnrecorded = new Set<OutboxJob["id"]>();

  async function recordDelivered(job: OutboxJob) {
    for (let attempt = 0; ; attempt++) {
      try {
        await markDelivered(db.kysely, job.id, Date.now());
        sentUnrecorded.delete(job.id);
        return;
      } catch (error) {
        const fields = { job: job.id, error: String(error) };
        if (stopped) return logger.error(UNRECORDED_AT_STOP, fields);
        logger.warn("could not record a delivered job; retrying", fields);
        await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 10_000)));
      }
    }
  }

  async function deliver(job: OutboxJob) {
    const about = { job: job.id, kind: job.job, lead: job.lead_id };
    if (!sentUnrecorded.has(job.id)) {
      try {
        const handler = handlers.get(job.job);
        if (!handler) throw new PermanentDeliveryError(`no handler for ${job.job} jobs`);
        await handler(job);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const final = error instanceof PermanentDeliveryError || job.attempts >= settings.OUTBOX_MAX_ATTEMPTS;
        const retryAt = final
          ? null
          : Date.now() + retryDelay(job.attempts, settings.OUTBOX_BASE_DELAY_MS, settings.OUTBOX_MAX_DELAY_MS);
        await markFailedAttempt(db.kysely, job.id, message, retryAt).catch((e: unknown) =>
          logger.error("could not record a failed delivery", { job: job.id, error: String(e) }),
        );
        const fields = { ...about, attempts: job.attempts, error: message };
        if (final) logger.error("delivery failed for good", fields);
        else logger.warn("delivery failed; will retry", fields);
        return;
      }
      sentUnrecorded.add(job.id);
      logger.info("job delivered", { ...about, leadKind: job.lead_kind });
    }
    // A failed write here must not turn a delivered job into a retry (a duplicate).
    await recordDelivered(job);
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimJobs(db, kinds, settings, Date.now());
    await Promise.all(jobs.map(deliver));
    return jobs.length;
  }

  function tick() {
    clearTimeout(timer);
    if (stopped || kinds.length === 0) return;
    // One run at a time; a nudge during one (a job queued after its last claim) asks for another pass.
    if (running) return void (again = true);
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runOnce()) > 0);
        } while (again && !stopped);
      } catch (error) {
        logger.error("outbox worker error", { error: String(error) });
      } finally {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, settings.OUTBOX_POLL_MS);
      }
    })();
  }

  // A nudge comes from a request that just queued a job: the claim waits for a timer, so the answer goes out first.
  const nudge = () => {
    clearTimeout(timer);
    timer = setTimeout(tick);
  };
  nudge();
  return {
    nudge,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
