import type { Transaction } from "kysely";
import { isInboxKind, type LeadKind } from "../../app/features/leads/kinds.ts";
import type { Database } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { queuePush } from "../push/notices.ts";
import { webhookJob } from "../webhook/events.ts";
import { RECEIVED_JOB, type ReceivedPayload } from "./received-mail.ts";

/** Addresses are compared trimmed and lower-cased, however they were typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The jobs a new lead queues in the transaction that stores it: the business's notification
 * ("notify", rendered by the lead's kind), the visitor's acknowledgement in their language
 * (issue 32) and, while the CRM webhook is on, its `lead.created` event carrying the same lead
 * (issue 15) — so the CRM hears of every lead the inbox does, once — and a push to each staff device that asked for
 * them (issue 40).
 */
export async function queueNewLead(
  trx: Transaction<Database>,
  lead: { kind: LeadKind; id: string; created_at: string; fields: Record<string, unknown>; photos?: unknown[] },
  payload: unknown,
  /** Null for a lead with no address to thank (a text from an unknown number): the push then names `name`. */
  acknowledgement: ReceivedPayload | null,
  crm: boolean,
  nowMs: number,
): Promise<void> {
  const subject = { leadKind: lead.kind, leadId: lead.id };
  await enqueue(trx, { job: "notify", ...subject, payload }, nowMs);
  if (acknowledgement) await enqueue(trx, { job: RECEIVED_JOB, ...subject, payload: acknowledgement }, nowMs);
  if (isInboxKind(lead.kind)) {
    const name = acknowledgement?.name ?? String(lead.fields.user_phone ?? "");
    await queuePush(trx, { event: "lead.created", leadKind: lead.kind, leadId: lead.id, name }, nowMs);
  }
  if (!crm) return;
  const data = { kind: lead.kind, id: lead.id, created_at: lead.created_at, ...lead.fields, photos: lead.photos ?? [] };
  await enqueue(trx, webhookJob(subject, "lead.created", data, nowMs), nowMs);
}
