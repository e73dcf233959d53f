import type { NewJob } from "../jobs/queue.ts";

/**
 * The events the business's CRM receives (issue 15; docs/api.md "Leads webhook"). Each is queued
 * as a job of its own in the same transaction as the change it reports, and only while a
 * receiver is configured: a lead or a booking change never reaches the inbox without reaching
 * the CRM, and never twice. The kinds of lead make their events (server/<kind>/kind.ts); this
 * module only knows what an event looks like.
 */
export const WEBHOOK_JOB = "webhook";

export type WebhookEventType =
  | "lead.created"
  | "booking.created"
  | "booking.moved"
  | "booking.cancelled"
  | "newsletter.confirmed"
  | "newsletter.unsubscribed"
  | "privacy.requested"
  | "privacy.answered"
  | "swatches.shipped"
  | "swatches.delivered"
  | "privacy.erased"
  | "proposal.sent"
  | "proposal.accepted"
  | "proposal.declined"
  | "proposal.deposit_paid"
  | "order.stage_changed"
  | "payment.received"
  | "feedback.received"
  | "installation.booked"
  | "installation.changed";

export type WebhookPayload = { type: WebhookEventType; created_at: string; data: Record<string, unknown> };

/** What a receiver must not get: the technical data kept only to fight abuse. */
const PRIVATE = new Set(["client_ip", "user_agent"]);

export function publicFields(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !PRIVATE.has(key)));
}

/** The job that posts one event about a lead (or a privacy request) to the CRM. */
export function webhookJob(
  subject: { leadKind: string; leadId: string },
  type: WebhookEventType,
  data: Record<string, unknown>,
  nowMs: number,
): NewJob {
  const payload: WebhookPayload = { type, created_at: new Date(nowMs).toISOString(), data };
  return { job: WEBHOOK_JOB, leadKind: subject.leadKind, leadId: subject.leadId, payload };
}
