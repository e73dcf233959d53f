import { createHmac } from "node:crypto";
import type { OutboxJob } from "../jobs/queue.ts";
import type { WebhookPayload } from "./events.ts";

/** Long enough for a slow CRM, short enough that a hung one does not hold a worker slot. */
const TIMEOUT_MS = 10_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: what a receiver recomputes (docs/api.md). */
export function signature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The JSON a receiver gets: the event, named by the job's id (its idempotency key). */
export function webhookBody(job: OutboxJob): string {
  const event = JSON.parse(job.payload) as WebhookPayload;
  return JSON.stringify({ id: job.id, type: event.type, created_at: event.created_at, data: event.data });
}

/**
 * POSTs one event. Each attempt is signed anew with its own time, so a receiver may refuse an
 * old replay; the event id stays the same, so a receiver that got an earlier attempt drops this one.
 * Anything but a 2xx throws: the outbox retries with backoff, then marks it failed for `retry`.
 */
export async function postWebhook(url: string, secret: string, job: OutboxJob, nowMs = Date.now()): Promise<void> {
  const body = webhookBody(job);
  const timestamp = Math.floor(nowMs / 1000);
  const event = JSON.parse(body) as { type: string };
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "AmberwoodBlinds-Webhook/1",
      "Idempotency-Key": job.id,
      "X-Amberwood-Event": event.type,
      "X-Amberwood-Signature": signature(secret, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook receiver answered ${response.status}`);
}
