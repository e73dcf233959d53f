import type { NewJob } from "../jobs/queue.ts";

/**
 * The events the business's CRM receives (issue 15; docs/api.md "Leads webhook"). Each is
 * derived from the job that tells the business by e-mail, in the same transaction, so a
 * lead or a booking change never reaches the inbox without reaching the CRM, and never twice.
 */
export const WEBHOOK_JOB = "webhook";

export type WebhookEventType =
  "lead.created" | "booking.created" | "booking.moved" | "booking.cancelled" | "privacy.erased";

export type WebhookPayload = { type: WebhookEventType; created_at: string; data: Record<string, unknown> };

/** What a receiver must not get: the technical data kept only to fight abuse. */
const PRIVATE = new Set(["client_ip", "user_agent"]);
const publicFields = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !PRIVATE.has(key)));

const BOOKING_EVENTS: Record<string, WebhookEventType> = {
  booked: "booking.created",
  moved: "booking.moved",
  cancelled: "booking.cancelled",
};

/** The webhook job a newly queued job stands for, if it reports a new lead or a booking change. */
export function webhookJobFor(job: NewJob, nowMs: number): NewJob | null {
  const created_at = new Date(nowMs).toISOString();
  const payload = job.payload as Record<string, unknown>;
  let event: WebhookPayload | null = null;
  if (job.job === "notify") {
    const { kind, id, lead, photos } = payload as {
      kind: string;
      id: string;
      lead: Record<string, unknown>;
      photos?: unknown[];
    };
    event = {
      type: "lead.created",
      created_at,
      data: { kind, id, created_at: payload.created_at, ...lead, photos: photos ?? [] },
    };
  } else if (job.job === "booking_business" && typeof payload.event === "string" && BOOKING_EVENTS[payload.event]) {
    const booking = publicFields(payload.booking as Record<string, unknown>);
    event = {
      type: BOOKING_EVENTS[payload.event]!,
      created_at,
      data: {
        kind: "booking",
        ...booking,
        ...(payload.previousStart ? { previous_start: payload.previousStart } : {}),
      },
    };
  }
  return event && { job: WEBHOOK_JOB, leadKind: job.leadKind, leadId: job.leadId, payload: event };
}
