import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { NewsletterInput } from "../../app/features/newsletter/schema.ts";
import type { Database } from "../db/schema.ts";
import { cancelJobs, enqueue } from "../jobs/queue.ts";
import type { StoredClient } from "../leads/guard.ts";
import { normalizeEmail } from "../leads/store.ts";
import { webhookJob } from "../webhook/events.ts";

/**
 * A subscriber's e-mail: the confirmation link of a pending subscription (double opt-in), or the welcome; in the
 * language they signed up in (absent in jobs queued before issue 32: English).
 */
export type SubscriberPayload = { kind: "newsletter"; id: string; email: string; locale?: string };

/** How long a confirmation link can be followed; a subscription still pending after it is deleted. */
export const PENDING_DAYS = 7;
const RESEND_AFTER_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Double opt-in (issue 19): a new address, or one that had left, is stored as pending and sent a confirmation link;
 * nothing else is sent until it is followed. Idempotent on the normalized address: a confirmed one's repeat changes
 * and sends nothing, a pending one's resends the link at most once per RESEND_AFTER_MS. Each branch is one conditional
 * write, so two sign-ups at once queue one e-mail; an insert, then an update only for a known address, as one upsert
 * cost each new sign-up ~40 µs more (d22e4ce). `created_at` is when it was last asked for: pending ones expire from it.
 */
export async function storeSubscriber(db: Kysely<Database>, data: NewsletterInput, client: StoredClient, now: Date) {
  const email = normalizeEmail(data.email);
  // Asking again (in another language, say) starts over: the confirmation goes out in the language asked in.
  const asking = {
    created_at: now.toISOString(),
    confirmed_at: null,
    unsubscribed_at: null,
    client_ip: client.ip,
    locale: data.locale,
  };
  const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("newsletter_subscribers")
      .values({ id: randomUUID(), email, ...asking })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    const asked =
      inserted ??
      (await trx
        .updateTable("newsletter_subscribers")
        .set(asking)
        .where("email", "=", email)
        .where((eb) =>
          eb.or([
            eb("unsubscribed_at", "is not", null),
            eb.and([eb("confirmed_at", "is", null), eb("created_at", "<", resendBefore)]),
          ]),
        )
        .returning("id")
        .executeTakeFirst());
    if (asked) {
      const payload: SubscriberPayload = { kind: "newsletter", id: asked.id, email, locale: data.locale };
      await enqueue(trx, { job: "confirm", leadKind: "newsletter", leadId: asked.id, payload }, now.getTime());
      return asked.id;
    }
    return (
      await trx.selectFrom("newsletter_subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
  });
}

/** Where a subscription's changes go besides the table: the welcome e-mail and the CRM webhook. */
export type SubscriberOptions = { welcome: boolean; crm: boolean };

/**
 * The confirmation link was followed: a pending subscription within its week becomes active, the welcome e-mail queued
 * (when `welcome`) and the CRM told (when `crm`). "gone" when there is nothing to confirm (expired, or unsubscribed
 * since); twice is "done" twice, and only the first tells anyone.
 */
export async function confirmSubscriber(db: Kysely<Database>, email: string, now: Date, options: SubscriberOptions) {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable("newsletter_subscribers")
      .set({ confirmed_at: now.toISOString() })
      .where("email", "=", address)
      .where("confirmed_at", "is", null)
      .where("unsubscribed_at", "is", null)
      .where("created_at", ">=", new Date(now.getTime() - PENDING_DAYS * DAY_MS).toISOString())
      .returning(["id", "locale"])
      .executeTakeFirst();
    if (confirmed) {
      const subject = { leadKind: "newsletter", leadId: confirmed.id };
      if (options.welcome) {
        const payload: SubscriberPayload = {
          kind: "newsletter",
          id: confirmed.id,
          email: address,
          locale: confirmed.locale,
        };
        await enqueue(trx, { job: "welcome", ...subject, payload }, now.getTime());
      }
      if (options.crm) {
        const data = {
          kind: "newsletter",
          id: confirmed.id,
          email: address,
          locale: confirmed.locale,
          confirmed_at: now.toISOString(),
        };
        await enqueue(trx, webhookJob(subject, "newsletter.confirmed", data, now.getTime()), now.getTime());
      }
      return "done";
    }
    const row = await trx
      .selectFrom("newsletter_subscribers")
      .select(["confirmed_at", "unsubscribed_at"])
      .where("email", "=", address)
      .executeTakeFirst();
    return row?.confirmed_at && !row.unsubscribed_at ? "done" : "gone";
  });
}

/** Deletes subscriptions still pending a week after they were asked for, and drops their unsent links. */
export async function expirePendingSubscribers(db: Kysely<Database>, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - PENDING_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .deleteFrom("newsletter_subscribers")
      .where("confirmed_at", "is", null)
      .where("unsubscribed_at", "is", null)
      .where("created_at", "<", cutoff)
      .returning("id")
      .execute();
    const leadId = expired.map((r) => r.id);
    await cancelJobs(trx, { leadKind: "newsletter", leadId, jobs: ["confirm", "welcome"] }, "subscription expired");
    return expired.length;
  });
}

/** Marks the subscriber as gone and tells the CRM (when `crm`); repeating it changes and tells nothing. */
export async function unsubscribe(db: Kysely<Database>, email: string, now: Date, crm: boolean): Promise<void> {
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    const left = await trx
      .updateTable("newsletter_subscribers")
      .set({ unsubscribed_at: now.toISOString() })
      .where("email", "=", normalizeEmail(email))
      .where("unsubscribed_at", "is", null)
      .returning(["id", "email", "locale"])
      .executeTakeFirst();
    if (!left || !crm) return;
    const data = {
      kind: "newsletter",
      id: left.id,
      email: left.email,
      locale: left.locale,
      unsubscribed_at: now.toISOString(),
    };
    const subject = { leadKind: "newsletter", leadId: left.id };
    await enqueue(trx, webhookJob(subject, "newsletter.unsubscribed", data, now.getTime()), now.getTime());
  });
}
