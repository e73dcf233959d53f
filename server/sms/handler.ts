import type { Selectable } from "kysely";
import type { Db } from "../db/database.ts";
import type { SmsMessageTable } from "../db/schema.ts";
import { CLEARED_PAYLOAD, type OutboxJob } from "../jobs/queue.ts";
import { PermanentDeliveryError } from "../jobs/errors.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { logger } from "../logger.ts";
import { applyEarlyStatuses, deliveryStatus } from "./statuses.ts";
import { optedOut, outgoingTextRow, type TextPayload } from "./texts.ts";
import { setTimeout as sleep } from "node:timers/promises";
import { findSentTexts, sendViaTwilio, TWILIO_REQUEST_TIMEOUT_MS, type TwilioSettings } from "./twilio.ts";

/**
 * How long after an attempt was marked its run may still be waiting on Twilio: the request's own time limit, and a
 * margin for a text Twilio takes just as the request is given up.
 */
const ATTEMPT_WINDOW_MS = TWILIO_REQUEST_TIMEOUT_MS + 5_000;

/** A run of a text job found another run of the same job sending the text; the outbox retries it later. */
export class AnotherRunSendingError extends Error {
  constructor() {
    super("another run of this job is sending the text");
    this.name = "AnotherRunSendingError";
  }
}

/**
 * Sends a text job: one text per idempotency key however often the job runs (a retry after Twilio's 500, a lease
 * that ran out). The key's row is made first and carries Twilio's sid once it accepted the text; a run that finds the
 * sid already there sends nothing. The row is marked "sending" (with the attempt's time) before Twilio is called, so a
 * run that finds it marked without a sid asks Twilio first and adopts the text it holds (a crash between Twilio's
 * acceptance and storing its sid must not send it twice). A number that opted out meanwhile gets nothing: the job ends
 * without sending.
 *
 * Two runs of one job can overlap: the outbox hands a job out again once its lease has run out, while the first run may
 * still be waiting on Twilio. So a run waits until a marked attempt's call to Twilio has certainly ended before it asks
 * Twilio (`attemptWindowMs`, which tests shorten), and it marks its own attempt only if the row is still as it read it.
 * Of two runs that mark at once, one sends and the other stops (decision 0017, 16).
 */
export function smsHandler(db: Db, settings: TwilioSettings, options: { attemptWindowMs?: number } = {}): JobHandler {
  const attemptWindowMs = options.attemptWindowMs ?? ATTEMPT_WINDOW_MS;
  return async (job: OutboxJob) => {
    // Retention cleared the job's copy: nothing is left to send.
    if (job.payload === CLEARED_PAYLOAD) return;
    const text = JSON.parse(job.payload) as TextPayload;
    if (await optedOut(db.kysely, text.phone)) {
      logger.info("text not sent: the number opted out", { job: job.id, purpose: text.purpose });
      return;
    }
    const pending = { status: "pending", error_code: null, provider_sid: null } as const;
    await db.kysely
      .insertInto("sms_messages")
      .values(outgoingTextRow(text, job, new Date().toISOString(), pending))
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    let row = await keyRow(db, text.key);
    if (row.provider_sid) return;
    // Another job made the key's row (a second tap of "on my way", two workers at once): that job sends it, and
    // retries it when Twilio fails; this one ends without sending, so the two never both reach Twilio.
    if (row.job_id !== job.id) {
      logger.info("text not sent: another job sends this one", { job: job.id, purpose: text.purpose });
      return;
    }
    let sent: { sid: string; status: string } | null = null;
    // An earlier run reached Twilio and has not stored its answer: its call failed ("retrying"), it died (a crash),
    // or it is still waiting (its lease ran out meanwhile). Once its call has certainly ended, Twilio may hold the
    // text already, and its Messages API takes no idempotency key: ask it before sending again.
    if (row.status === "sending") {
      row = await afterAttemptEnded(db, text.key, row, attemptWindowMs);
      if (row.provider_sid) return;
    }
    if (row.status === "sending" || row.status === "retrying") {
      sent = await adoptSentText(db, settings, text, row.updated_at);
    }
    if (!sent) {
      const attemptAt = await markAttempt(db, row);
      sent = await sendRefusalMarked(db, row.id, attemptAt, settings, text);
    }
    await db.kysely
      .updateTable("sms_messages")
      .set({ provider_sid: sent.sid, status: deliveryStatus(sent.status), updated_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .where("provider_sid", "is", null)
      .execute();
    // Twilio may have reported on the text before its answer reached this job (issue 35): apply what it said.
    await applyEarlyStatuses(db.kysely, sent.sid, Date.now());
  };
}

type KeyRow = Pick<Selectable<SmsMessageTable>, "id" | "provider_sid" | "job_id" | "status" | "updated_at">;

function keyRow(db: Db, key: string): Promise<KeyRow> {
  return db.kysely
    .selectFrom("sms_messages")
    .select(["id", "provider_sid", "job_id", "status", "updated_at"])
    .where("idempotency_key", "=", key)
    .executeTakeFirstOrThrow();
}

/**
 * The key's row once the attempt it is marked with can no longer be waiting on Twilio. A row that changed meanwhile
 * (another run marked an attempt of its own) is that run's to finish.
 */
async function afterAttemptEnded(db: Db, key: string, row: KeyRow, attemptWindowMs: number): Promise<KeyRow> {
  const waitMs = Date.parse(row.updated_at) + attemptWindowMs - Date.now();
  if (waitMs <= 0) return row;
  await sleep(waitMs);
  const now = await keyRow(db, key);
  if (now.provider_sid) return now;
  // The same attempt, now ended ("retrying") or still marked: this run asks Twilio. Any other time is another run's.
  if (now.updated_at !== row.updated_at) throw new AnotherRunSendingError();
  return now;
}

/**
 * Marks the row "sending" with this attempt's time, only if it is still as this run read it: of two runs that reach
 * this at once, one marks the row and sends, and the other stops without sending.
 */
async function markAttempt(db: Db, row: KeyRow): Promise<string> {
  const attemptAt = new Date().toISOString();
  const marked = await db.kysely
    .updateTable("sms_messages")
    .set({ status: "sending", updated_at: attemptAt })
    .where("id", "=", row.id)
    .where("provider_sid", "is", null)
    .where("status", "=", row.status)
    .where("updated_at", "=", row.updated_at)
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) throw new AnotherRunSendingError();
  return attemptAt;
}

/** How long before the attempt a text Twilio holds may have been created and still be that attempt's (clock skew). */
const ATTEMPT_SKEW_MS = 60_000;

/**
 * The text an earlier run of this job sent, if Twilio holds it: to the same number, with the same words, created no
 * earlier than a minute before that run's attempt, and no other row's (a "send again" repeats a text's words). A
 * failed list call throws, so the job is retried rather than sending blind.
 */
async function adoptSentText(
  db: Db,
  settings: TwilioSettings,
  text: TextPayload,
  attemptIso: string,
): Promise<{ sid: string; status: string } | null> {
  const since = new Date(Date.parse(attemptIso) - ATTEMPT_SKEW_MS);
  const found = await findSentTexts(settings, { to: text.phone, body: text.body, since });
  if (found.length === 0) return null;
  const taken = await db.kysely
    .selectFrom("sms_messages")
    .select("provider_sid")
    .where(
      "provider_sid",
      "in",
      found.map((t) => t.sid),
    )
    .execute();
  const takenSids = new Set(taken.map((t) => t.provider_sid));
  // The earliest is the attempt's own: Twilio lists newest first.
  const ours = found.filter((t) => !takenSids.has(t.sid)).sort((a, b) => a.createdMs - b.createdMs)[0];
  if (!ours) return null;
  logger.info("text not sent again: Twilio already holds it", { sid: ours.sid, purpose: text.purpose });
  return { sid: ours.sid, status: ours.status };
}

/**
 * Sends the text. Twilio refusing it for good (a bad number, an unknown sender) marks the row failed, so the lead's
 * page shows the failure with "send again" instead of a text "sending" for ever. Any other error marks it "retrying",
 * keeping the attempt's time: Twilio may have taken the text before the error, so the retry asks Twilio first, and
 * at once, since this attempt's call has ended.
 */
async function sendRefusalMarked(
  db: Db,
  rowId: string,
  attemptAt: string,
  settings: TwilioSettings,
  text: TextPayload,
) {
  try {
    return await sendViaTwilio(settings, { to: text.phone, body: text.body });
  } catch (error) {
    const permanent = error instanceof PermanentDeliveryError;
    await db.kysely
      .updateTable("sms_messages")
      .set(permanent ? { status: "failed", updated_at: new Date().toISOString() } : { status: "retrying" })
      .where("id", "=", rowId)
      .where("provider_sid", "is", null)
      .where("status", "=", "sending")
      .where("updated_at", "=", attemptAt)
      .execute();
    throw error;
  }
}
