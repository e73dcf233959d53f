import type { Kysely } from "kysely";
import type { Database, SmsStatus } from "../db/schema.ts";

/** Twilio's statuses the site keeps; any other (accepted, scheduled, sending…) is on its way: "queued". */
export const DELIVERY_STATUSES = ["queued", "sent", "delivered", "undelivered", "failed"] as const;

export function deliveryStatus(twilioStatus: string): SmsStatus {
  const known = DELIVERY_STATUSES.find((status) => status === twilioStatus);
  return known ?? "queued";
}

/** How far along a text is: a callback never moves it back (Twilio's callbacks may arrive out of order). */
const PROGRESS: Record<SmsStatus, number> = {
  pending: 0,
  sending: 0,
  retrying: 0,
  queued: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  received: 3,
};

export type StatusReport = { sid: string; status: string; errorCode: string };

/**
 * Moves the business's text with Twilio's sid `sid` forward to the reported status; an older or equal status changes
 * nothing, so the same report twice, or late, is harmless. Answers whether it changed.
 */
async function advance(db: Kysely<Database>, report: StatusReport, nowMs: number): Promise<boolean> {
  const status = deliveryStatus(report.status);
  const behind = (Object.keys(PROGRESS) as SmsStatus[]).filter((s) => PROGRESS[s] < PROGRESS[status]);
  const result = await db
    .updateTable("sms_messages")
    .set({ status, error_code: report.errorCode || null, updated_at: new Date(nowMs).toISOString() })
    .where("provider_sid", "=", report.sid)
    .where("direction", "=", "out")
    .where("status", "in", behind)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Applies the statuses kept for `sid` before its text knew it (`takeStatus`), each forward only, then lets them go.
 * Run by the send job once it stored Twilio's sid, and by the callback right after it kept one: whichever comes second
 * finds both the sid and the status, so none is lost whatever the order.
 */
export async function applyEarlyStatuses(db: Kysely<Database>, sid: string, nowMs: number): Promise<void> {
  const kept = await db.selectFrom("sms_early_statuses").selectAll().where("provider_sid", "=", sid).execute();
  if (kept.length === 0) return;
  const known = await db
    .selectFrom("sms_messages")
    .select("id")
    .where("provider_sid", "=", sid)
    .where("direction", "=", "out")
    .executeTakeFirst();
  if (!known) return;
  for (const row of kept) await advance(db, { sid, status: row.status, errorCode: row.error_code ?? "" }, nowMs);
  await db.deleteFrom("sms_early_statuses").where("provider_sid", "=", sid).execute();
}

/**
 * A delivery status Twilio reported for one of the business's texts. Idempotent: the same callback twice, or an
 * older status after a newer one, changes nothing. A status for a sid no text has yet — Twilio called back before the
 * send job stored its answer — is kept (once per sid and status) and applied when the text learns its sid. Answers
 * whether a text's status changed now.
 */
export async function takeStatus(db: Kysely<Database>, report: StatusReport, nowMs: number): Promise<boolean> {
  if (await advance(db, report, nowMs)) return true;
  const known = await db
    .selectFrom("sms_messages")
    .select("id")
    .where("provider_sid", "=", report.sid)
    .where("direction", "=", "out")
    .executeTakeFirst();
  if (known) return false;
  await db
    .insertInto("sms_early_statuses")
    .values({
      provider_sid: report.sid,
      status: deliveryStatus(report.status),
      error_code: report.errorCode || null,
      created_at: new Date(nowMs).toISOString(),
    })
    .onConflict((oc) => oc.columns(["provider_sid", "status"]).doNothing())
    .execute();
  // The send job may have stored the sid since the update above: apply it now rather than wait for nothing.
  await applyEarlyStatuses(db, report.sid, nowMs);
  return false;
}
