import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { DateTime } from "luxon";
import { privacy } from "../../app/content/privacy.ts";
import type { PrivacyRequestInput, PrivacyRequestType } from "../../app/features/privacy/schema.ts";
import type { Database } from "../db/schema.ts";
import { cancelJobs, enqueue } from "../jobs/queue.ts";
import type { StoredClient } from "../leads/guard.ts";
import { normalizeEmail } from "../leads/store.ts";
import { webhookJob } from "../webhook/events.ts";

/**
 * A person's privacy request on the server (docs/decisions/0022): stored awaiting its e-mailed confirmation, then
 * confirmed (the business is told), then answered once by staff (./desk.ts). Unconfirmed ones go after
 * `privacy.confirmWithinDays`; answered ones are kept as the record of the answer for `privacy.requestRecordMonths`.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Asking again for the same thing while unconfirmed sends the link again at most once an hour. */
const RESEND_AFTER_MS = HOUR_MS;

/** The kind's name in the outbox, the audit log and the back office's URLs. */
export const PRIVACY_KIND = "privacy";
/** The outbox's names of the request's e-mails (rendered by ./mail.ts). */
export const PRIVACY_JOBS = {
  verify: "verify",
  notify: "notify",
  copy: "copy",
  erased: "erased",
  declined: "declined",
} as const;

/** Every e-mail to the person: whom, in which language, about which request. */
export type PersonPayload = { kind: "privacy"; id: string; email: string; request: PrivacyRequestType; locale: string };
/** The confirmation link's and the download link's e-mails also carry when the link stops working. */
export type LinkPayload = PersonPayload & { expires: number };
/** A declined request's e-mail also carries the reason the person reads, and staff's own words. */
export type DeclinedPayload = PersonPayload & { reason: string; note: string };
/** The business's copy of a confirmed request. */
export type NotifyPayload = PersonPayload & {
  note: string;
  created_at: string;
  verified_at: string;
  answer_by: string;
  legal_deadline: string;
};

/**
 * Stores a request awaiting confirmation and queues its confirmation e-mail, whatever the site holds about the
 * address (nothing here looks). Asking again for the same thing while one waits refreshes it — its time, note,
 * language — and sends the link again at most once an hour; both are one conditional write, so two posts at once
 * store one request and send one e-mail (the partial unique index of migration 009).
 */
export async function storeRequest(db: Kysely<Database>, input: PrivacyRequestInput, who: StoredClient, now: Date) {
  const email = normalizeEmail(input.email);
  const asking = {
    created_at: now.toISOString(),
    note: input.note,
    locale: input.locale,
    client_ip: who.ip,
    user_agent: who.userAgent,
  };
  const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("privacy_requests")
      .values({ id: randomUUID(), email, request: input.request, status: "unverified", ...asking })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    const asked =
      inserted ??
      (await trx
        .updateTable("privacy_requests")
        .set(asking)
        .where("email", "=", email)
        .where("request", "=", input.request)
        .where("status", "=", "unverified")
        .where("created_at", "<", resendBefore)
        .returning("id")
        .executeTakeFirst());
    if (asked) {
      const payload: LinkPayload = {
        kind: "privacy",
        id: asked.id,
        email,
        request: input.request,
        locale: input.locale,
        expires: now.getTime() + privacy.confirmWithinDays * DAY_MS,
      };
      await enqueue(
        trx,
        { job: PRIVACY_JOBS.verify, leadKind: PRIVACY_KIND, leadId: asked.id, payload },
        now.getTime(),
      );
      return asked.id;
    }
    const waiting = await trx
      .selectFrom("privacy_requests")
      .select("id")
      .where("email", "=", email)
      .where("request", "=", input.request)
      .where("status", "=", "unverified")
      .executeTakeFirst();
    // Confirmed or deleted between the two writes: the next post starts a new one; nothing to send now.
    return waiting?.id ?? "";
  });
}

/** The day, in the business's time zone, `days` after an instant: the dates staff answer by. */
function dayAfter(iso: string, days: number, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: "utc" }).setZone(timeZone).plus({ days }).toISODate()!;
}

/**
 * The confirmation link was followed (and its button pressed): a request awaiting confirmation within its days
 * becomes confirmed, with the dates it is to be answered by — counted from the day it was received, as the law
 * counts them — and the business is told (and the CRM, when `crm`). "gone" when its time ran out; confirming twice
 * is "done" twice and tells the business once.
 */
export async function confirmRequest(
  db: Kysely<Database>,
  id: string,
  now: Date,
  options: { timeZone: string; crm: boolean },
): Promise<"done" | "gone"> {
  const cutoff = new Date(now.getTime() - privacy.confirmWithinDays * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable("privacy_requests")
      .set({ status: "verified", verified_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "unverified")
      .where("created_at", ">=", cutoff)
      .returning(["email", "request", "note", "locale", "created_at"])
      .executeTakeFirst();
    if (!confirmed) {
      const row = await trx.selectFrom("privacy_requests").select("status").where("id", "=", id).executeTakeFirst();
      return row && row.status !== "unverified" ? "done" : "gone";
    }
    const dates = {
      answer_by: dayAfter(confirmed.created_at, privacy.answerWithinDays, options.timeZone),
      legal_deadline: dayAfter(confirmed.created_at, privacy.legalDeadlineDays, options.timeZone),
    };
    await trx.updateTable("privacy_requests").set(dates).where("id", "=", id).execute();
    const subject = { leadKind: PRIVACY_KIND, leadId: id };
    const payload: NotifyPayload = { kind: "privacy", id, ...confirmed, verified_at: now.toISOString(), ...dates };
    await enqueue(trx, { job: PRIVACY_JOBS.notify, ...subject, payload }, now.getTime());
    if (options.crm) {
      await enqueue(trx, webhookJob(subject, "privacy.requested", { ...payload }, now.getTime()), now.getTime());
    }
    return "done";
  });
}

/**
 * Deletes requests left unconfirmed past their days, and drops their unsent links: nobody showed the address was
 * theirs, so nothing of it is kept. Safe to run on two servers at once (each row is deleted once).
 */
export async function expireUnconfirmed(db: Kysely<Database>, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - privacy.confirmWithinDays * DAY_MS).toISOString();
  const expired = db
    .selectFrom("privacy_requests")
    .select("id")
    .where("status", "=", "unverified")
    .where("created_at", "<", cutoff);
  // Most runs find nothing: they only read, and take no write lock from the server's other work.
  if (!(await expired.executeTakeFirst())) return 0;
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .deleteFrom("privacy_requests")
      .where("status", "=", "unverified")
      .where("created_at", "<", cutoff)
      .returning("id")
      .execute();
    const leadId = expired.map((r) => r.id);
    await cancelJobs(trx, { leadKind: PRIVACY_KIND, leadId, jobs: [PRIVACY_JOBS.verify] }, "request not confirmed");
    return expired.length;
  });
}

/** Deletes the records of requests answered more than `privacy.requestRecordMonths` ago: their time is up. */
export async function purgeOldRecords(db: Kysely<Database>, nowMs: number): Promise<number> {
  const cutoff = DateTime.fromMillis(nowMs, { zone: "utc" }).minus({ months: privacy.requestRecordMonths }).toISO()!;
  const purged = await db
    .deleteFrom("privacy_requests")
    .where("status", "in", ["sent", "erased", "declined"])
    .where("answered_at", "<", cutoff)
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}
