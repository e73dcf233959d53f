import type { Kysely } from "kysely";
import { DateTime } from "luxon";
import { leadKinds, type InboxKind } from "../../app/features/leads/kinds.ts";
import type { Database } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";

/** The outbox job that sends one push to one device (./delivery.ts). */
export const PUSH_JOB = "push";

/**
 * What a push says happened: its title. A new kind of event (a signed proposal, a paid deposit, a text reply) is one
 * entry here and one `queuePush` in the transaction of the change it reports.
 */
const TITLES = {
  "lead.created": (kind: InboxKind) => `New ${leadKinds[kind].label.toLowerCase()}`,
  "booking.created": () => "New booking",
  "booking.moved": () => "Booking moved",
  "booking.cancelled": () => "Booking cancelled",
} satisfies Record<string, (kind: InboxKind) => string>;

export type PushEvent = keyof typeof TITLES;

/** One event about one lead, as the change knows it. */
export type PushNotice = {
  event: PushEvent;
  leadKind: InboxKind;
  leadId: string;
  /** The person's name as they gave it: only its first word leaves the server. */
  name: string;
  /** The time it is about (a consultation's start, ISO) and the business's zone to say it in. */
  at?: { iso: string; timeZone: string };
};

/** What the service worker shows (docs/api.md, "Push notifications"): nothing personal beyond a first name. */
export type PushMessage = { title: string; body: string; url: string };

/** A job's payload: the device it goes to and the message. */
export type PushJobPayload = { subscription: string; message: PushMessage };

/** "Ana Lucía Pérez" → "Ana": a push is read on a lock screen, so it carries no more of the person than that. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/, 1)[0]!.slice(0, 40);
}

export function pushMessage(notice: PushNotice): PushMessage {
  const when = notice.at
    ? DateTime.fromISO(notice.at.iso, { zone: notice.at.timeZone }).setLocale("en-US").toFormat("ccc HH:mm")
    : "";
  const body = [firstName(notice.name), when].filter(Boolean).join(", ");
  return {
    title: TITLES[notice.event](notice.leadKind),
    body,
    url: `/admin/leads/${notice.leadKind}/${notice.leadId}`,
  };
}

/**
 * Queues the push of one event to every device of every staff member who turned pushes on, in the transaction of the
 * change (one outbox job per device: each retried on its own, never sent twice). With no such device, nothing.
 */
export async function queuePush(trx: Kysely<Database>, notice: PushNotice, nowMs: number): Promise<void> {
  const devices = await trx
    .selectFrom("push_subscriptions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select("s.id")
    .where("u.disabled_at", "is", null)
    .orderBy("s.id")
    .execute();
  const message = pushMessage(notice);
  for (const device of devices) {
    const payload: PushJobPayload = { subscription: device.id, message };
    await enqueue(trx, { job: PUSH_JOB, leadKind: notice.leadKind, leadId: notice.leadId, payload }, nowMs);
  }
}
