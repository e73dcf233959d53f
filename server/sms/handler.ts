import type { Db } from "../db/database.ts";
import { CLEARED_PAYLOAD, type OutboxJob } from "../jobs/queue.ts";
import { PermanentDeliveryError } from "../jobs/errors.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { logger } from "../logger.ts";
import { applyEarlyStatuses, deliveryStatus } from "./statuses.ts";
import { optedOut, outgoingTextRow, type TextPayload } from "./texts.ts";
import { findSentTexts, sendViaTwilio, type TwilioSettings } from "./twilio.ts";

/**
 * Sends a text job: one text per idempotency key however often the job runs (a retry after Twilio's 500, a lease
 * that ran out). The key's row is made first and carries Twilio's sid once it accepted the text; a run that finds the
 * sid already there sends nothing. The row is marked "sending" (with the attempt's time) before Twilio is called, so a
 * run that finds it marked without a sid asks Twilio first and adopts the text it holds (a crash between Twilio's
 * acceptance and storing its sid must not send it twice). A number that opted out meanwhile gets nothing: the job ends without sending.
 */
export function smsHandler(db: Db, settings: TwilioSettings): JobHandler {
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
    const row = await db.kysely
      .selectFrom("sms_messages")
      .select(["id", "provider_sid", "job_id", "status", "updated_at"])
      .where("idempotency_key", "=", text.key)
      .executeTakeFirstOrThrow();
    if (row.provider_sid) return;
    // Another job made the key's row (a second tap of "on my way", two workers at once): that job sends it, and
    // retries it when Twilio fails; this one ends without sending, so the two never both reach Twilio.
    if (row.job_id !== job.id) {
      logger.info("text not sent: another job sends this one", { job: job.id, purpose: text.purpose });
      return;
    }
    // An earlier run reached Twilio and died before storing its answer (a crash, a lease that ran out): Twilio may
    // hold the text already, and its Messages API takes no idempotency key. Ask it before sending again.
    let sent = row.status === "sending" ? await adoptSentText(db, settings, text, row.updated_at) : null;
    if (!sent) {
      await db.kysely
        .updateTable("sms_messages")
        .set({ status: "sending", updated_at: new Date().toISOString() })
        .where("id", "=", row.id)
        .where("provider_sid", "is", null)
        .execute();
      sent = await sendRefusalMarked(db, row.id, settings, text);
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
 * page shows the failure with "send again" instead of a text "sending" for ever; any other error leaves it "sending",
 * since Twilio may have taken the text before the error, and the retry asks Twilio first.
 */
async function sendRefusalMarked(db: Db, rowId: string, settings: TwilioSettings, text: TextPayload) {
  try {
    return await sendViaTwilio(settings, { to: text.phone, body: text.body });
  } catch (error) {
    if (error instanceof PermanentDeliveryError) {
      await db.kysely
        .updateTable("sms_messages")
        .set({ status: "failed", updated_at: new Date().toISOString() })
        .where("id", "=", rowId)
        .where("provider_sid", "is", null)
        .execute();
    }
    throw error;
  }
}
