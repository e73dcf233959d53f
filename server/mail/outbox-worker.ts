import type { Db } from "../db/database.ts";
import { logger } from "../logger.ts";
import type { NotifyPayload, WelcomePayload } from "../leads/store.ts";
import { notificationMail, welcomeMail, type MailSettings } from "./messages.ts";
import { claimJobs, markDelivered, markFailedAttempt, retryDelay, type OutboxJob } from "./outbox.ts";
import { PermanentDeliveryError, type Transport } from "./transports.ts";

export type WorkerSettings = MailSettings & {
  OUTBOX_MAX_ATTEMPTS: number;
  OUTBOX_BASE_DELAY_MS: number;
  OUTBOX_MAX_DELAY_MS: number;
  OUTBOX_LEASE_S: number;
  OUTBOX_POLL_MS: number;
  OUTBOX_CONCURRENCY: number;
};

export type OutboxWorker = {
  /** Look for work now (a lead was just queued). */
  nudge(): void;
  /** Claims and delivers one batch; answers how many jobs it handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for deliveries in flight. */
  stop(): Promise<void>;
};

/**
 * Delivers queued e-mails. At-least-once: a job is marked delivered right after
 * the transport accepted it (retrying that write while the database refuses
 * it), so only a crash between those two steps can send it twice (it is
 * retried when its lease runs out).
 */
export function startOutboxWorker(db: Db, transport: Transport, settings: WorkerSettings): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  // Sent by the transport but not yet recorded (the database refused the write):
  // never sent again by this worker, only recorded once the database is back.
  const sentUnrecorded = new Set<OutboxJob["id"]>();

  async function recordDelivered(job: OutboxJob) {
    for (let attempt = 0; ; attempt++) {
      try {
        await markDelivered(db.kysely, job.id, Date.now());
        sentUnrecorded.delete(job.id);
        return;
      } catch (error) {
        if (stopped) {
          logger.error("shutting down before a sent e-mail could be recorded; it may be sent again", {
            job: job.id,
            error: String(error),
          });
          return;
        }
        logger.warn("could not record a sent e-mail; retrying", { job: job.id, error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 10_000)));
      }
    }
  }

  async function deliver(job: OutboxJob) {
    if (!sentUnrecorded.has(job.id)) {
      try {
        const payload = JSON.parse(job.payload) as NotifyPayload | WelcomePayload;
        if (payload.kind === "newsletter") {
          await transport.send(welcomeMail(payload, settings), "welcome", job.id);
        } else {
          await transport.send(notificationMail(payload, settings), payload.kind, job.id);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const final = error instanceof PermanentDeliveryError || job.attempts >= settings.OUTBOX_MAX_ATTEMPTS;
        const retryAt = final
          ? null
          : Date.now() + retryDelay(job.attempts, settings.OUTBOX_BASE_DELAY_MS, settings.OUTBOX_MAX_DELAY_MS);
        await markFailedAttempt(db.kysely, job.id, message, retryAt).catch((e: unknown) =>
          logger.error("could not record a failed delivery", { job: job.id, error: String(e) }),
        );
        const log = final ? logger.error : logger.warn;
        log(final ? "e-mail delivery failed for good" : "e-mail delivery failed; will retry", {
          job: job.id,
          lead: job.lead_id,
          attempts: job.attempts,
          error: message,
        });
        return;
      }
      sentUnrecorded.add(job.id);
      logger.info("e-mail delivered", { job: job.id, lead: job.lead_id, kind: job.lead_kind, via: transport.name });
    }
    // A failed write here must not turn a sent e-mail into a retry (a duplicate).
    await recordDelivered(job);
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimJobs(db.kysely, db.dialect, {
      limit: settings.OUTBOX_CONCURRENCY,
      leaseMs: settings.OUTBOX_LEASE_S * 1000,
      maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
      nowMs: Date.now(),
    });
    await Promise.all(jobs.map(deliver));
    return jobs.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
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
        schedule(settings.OUTBOX_POLL_MS);
      }
    })();
  }

  schedule(0);
  return {
    nudge: () => {
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
