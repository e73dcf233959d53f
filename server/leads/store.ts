import type { Transaction } from "kysely";
import type { LeadKind } from "../../app/features/leads/kinds.ts";
import type { Database } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { webhookJob } from "../webhook/events.ts";

/** Addresses are compared trimmed and lower-cased, however they were typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The jobs a new lead queues in the transaction that stores it: the business's notification
 * ("notify", rendered by the lead's kind) and, while the CRM webhook is on, its `lead.created`
 * event carrying the same lead (issue 15) — so the CRM hears of every lead the inbox does, once.
 */
export async function queueNewLead(
  trx: Transaction<Database>,
  lead: { kind: LeadKind; id: string; created_at: string; fields: Record<string, unknown>; photos?: unknown[] },
  payload: unknown,
  crm: boolean,
  nowMs: number,
): Promise<void> {
  const subject = { leadKind: lead.kind, leadId: lead.id };
  await enqueue(trx, { job: "notify", ...subject, payload }, nowMs);
  if (!crm) return;
  const data = { kind: lead.kind, id: lead.id, created_at: lead.created_at, ...lead.fields, photos: lead.photos ?? [] };
  await enqueue(trx, webhookJob(subject, "lead.created", data, nowMs), nowMs);
}
