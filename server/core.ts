import { openDatabase, type Db } from "./db/database.ts";
import type { Env } from "./env.ts";
import { logger } from "./logger.ts";
import type { Mail, MailSettings } from "./mail/mail.ts";
import type { OutboxJob } from "./jobs/queue.ts";
import { PermanentDeliveryError } from "./jobs/errors.ts";
import { startOutboxWorker, type JobHandler, type OutboxWorker } from "./jobs/worker.ts";
import { createTransport, type Transport } from "./mail/transports.ts";
import { photoPath } from "./quote/photos/links.ts";
import { createSigner, loadSigningKey, type Signer } from "./secrets.ts";
import { WEBHOOK_JOB } from "./webhook/events.ts";
import { webhookHandler } from "./webhook/handler.ts";

/** Renders an e-mail job to its e-mail, or to null when it no longer applies. */
type MailRender = (job: OutboxJob) => Mail | null | Promise<Mail | null>;

/** What every feature shares, made once per process; an outbox job waits until the change that queued it commits. */
export type Core = {
  env: Env;
  db: Db;
  signer: Signer;
  /** The transport e-mails go out through, or null when none is configured (they wait in the outbox). */
  transport: Transport | null;
  mailSettings: MailSettings;
  /** How jobs of `kind` are delivered; register while the feature is made, before the worker starts. */
  handleJobs(kind: string, handler: JobHandler): void;
  /**
   * An e-mail job of one kind of lead: the e-mail its payload renders to, or null when it no longer applies
   * (it is then marked delivered without sending). Several kinds may send jobs of one name (every kind's
   * "notify"): each registers its own render, and a job is rendered by the kind it belongs to (`lead_kind`).
   * Not delivered while no transport is configured.
   */
  handleMail(leadKind: string, job: string, render: MailRender): void;
  /** A job was just queued: deliver it now rather than at the next poll. */
  nudge(): void;
};

export async function openCore(env: Env) {
  const db = await openDatabase(env);
  const signer = await loadSigningKey(db.kysely, env.SECRET_KEY).then(createSigner, async (error: unknown) => {
    await db.close();
    throw error;
  });
  const transport = createTransport(env);
  logger.info("storage ready", { database: db.dialect, mail: transport?.name ?? "none" });
  if (!transport) logger.warn("no mail transport configured: leads are stored and logged but not e-mailed");

  const handlers = new Map<string, JobHandler>();
  /** Each e-mail job name's render for each kind of lead that sends it. */
  const mailRenders = new Map<string, Map<string, MailRender>>();
  let worker: OutboxWorker | null = null;
  const core: Core = {
    env,
    db,
    signer,
    transport,
    mailSettings: {
      LEADS_TO_EMAIL: env.LEADS_TO_EMAIL,
      SITE_URL: env.SITE_URL,
      unsubscribeSecret: env.UNSUBSCRIBE_SECRET || signer.secretFor("newsletter-unsubscribe"),
      signer,
      photoUrl: (id) => new URL(photoPath(signer, id, Date.now()), env.SITE_URL).href,
    },
    handleJobs(kind, handler) {
      if (worker) throw new Error(`job handler for ${kind} registered after the outbox worker started`);
      handlers.set(kind, handler);
    },
    handleMail(leadKind, job, render) {
      if (!transport) return;
      const known = mailRenders.get(job);
      if (known) {
        known.set(leadKind, render);
        return;
      }
      // The first kind to send jobs of this name: one handler for the name, which asks the job's own kind.
      const renders = new Map<string, MailRender>([[leadKind, render]]);
      mailRenders.set(job, renders);
      core.handleJobs(job, async (queued) => {
        const renderFor = renders.get(queued.lead_kind);
        if (!renderFor) throw new PermanentDeliveryError(`no ${job} e-mail for leads of kind ${queued.lead_kind}`);
        const mail = await renderFor(queued);
        // An order whose customer was anonymised (an erasure, or its retention: docs/decisions/0029) has no address
        // left to write to: its e-mail goes nowhere and the job is done, rather than failing again and again.
        if (mail && mail.to.trim() !== "") await transport.send(mail, queued.id);
      });
    },
    nudge: () => worker?.nudge(),
  };
  // Webhook jobs are queued only while a receiver is configured (the `crm` flag of a job), and
  // claimed only then: a server without one leaves any that wait for the URL to come back.
  if (env.LEADS_WEBHOOK_URL) {
    core.handleJobs(WEBHOOK_JOB, webhookHandler(env));
    logger.info("leads webhook on", { host: new URL(env.LEADS_WEBHOOK_URL).host });
  }
  return {
    core,
    startWorker() {
      worker ??= startOutboxWorker(db, handlers, env);
    },
    async close() {
      await worker?.stop();
      transport?.close();
      await db.close();
    },
  };
}
