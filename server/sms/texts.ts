import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database, SmsMessageTable } from "../db/schema.ts";
import type { NewJob, OutboxJob } from "../jobs/queue.ts";
import { sendableAt } from "./quiet-hours.ts";

/** The outbox job that sends one text (./handler.ts). */
export const SMS_JOB = "sms";
/** A reminder text: the same job under its own name, so a moved or cancelled visit drops it and nothing else. */
export const SMS_REMINDER_JOB = "sms_reminder";
/** An installation's reminder text: its own name, so a consultation's move or cancellation leaves it (issue 35). */
export const SMS_INSTALLATION_REMINDER_JOB = "sms_installation_reminder";

/** What a text job carries: written when it is queued, in the customer's language. */
export type TextPayload = {
  phone: string;
  body: string;
  /** What it is about ("booking_confirmation"…), shown beside it on the lead's page. */
  purpose: string;
  /** One text per key, however often the job runs: the lead, the event and its time. */
  key: string;
};

/** Whether texts go out at all (a Twilio SID is set), and the zone whose night they keep quiet in. */
export type TextSettings = { enabled: boolean; timeZone: string };

/**
 * The job that sends a text due at `dueMs` (now when absent): held until 8 am when that falls in the quiet hours.
 * Queue it in the transaction of the change it reports, like an e-mail.
 */
export function textJob(
  settings: TextSettings,
  text: TextPayload & { leadKind: string; leadId: string },
  dueMs: number,
  job: typeof SMS_JOB | typeof SMS_REMINDER_JOB | typeof SMS_INSTALLATION_REMINDER_JOB = SMS_JOB,
): NewJob {
  const { leadKind, leadId, ...payload } = text;
  return {
    job,
    leadKind,
    leadId,
    payload: payload satisfies TextPayload,
    notBeforeMs: sendableAt(dueMs, settings.timeZone),
  };
}

/** Whether the number sent STOP and has not sent START since. */
export async function optedOut(db: Kysely<Database>, phone: string): Promise<boolean> {
  const row = await db.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst();
  return row !== undefined;
}

/** Where an outgoing text stands with Twilio: its status, Twilio's error code and Twilio's sid. */
export type OutgoingState = Pick<SmsMessageTable, "status" | "error_code" | "provider_sid">;

/**
 * The row of the text a text job sends, its idempotency key's, written at `atIso` in `state`. The job's handler
 * (./handler.ts) makes it "pending" before anything else; tests make it as a run that died part-way left it.
 */
export function outgoingTextRow(
  text: TextPayload,
  job: Pick<OutboxJob, "id" | "lead_kind" | "lead_id">,
  atIso: string,
  state: OutgoingState,
): Insertable<SmsMessageTable> {
  return {
    id: randomUUID(),
    created_at: atIso,
    updated_at: atIso,
    direction: "out",
    phone: text.phone,
    lead_kind: job.lead_kind,
    lead_id: job.lead_id,
    purpose: text.purpose,
    body: text.body,
    idempotency_key: text.key,
    read_at: null,
    job_id: job.id,
    ...state,
  };
}
