import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContactInput, NewsletterInput, QuoteInput } from "../../app/features/leads/schemas.ts";
import type { Database } from "../db/schema.ts";
import type { StoredClient } from "./guard.ts";
import { cancelJobs, enqueue } from "../jobs/queue.ts";

/** What the outbox keeps for a notification: the lead as the business will read it. */
export type NotifyPayload =
  | { kind: "contact"; id: string; created_at: string; lead: Omit<ContactInput, "website"> }
  | {
      kind: "quote";
      id: string;
      created_at: string;
      lead: Omit<QuoteInput, "website">;
      /** The quote's photos (issue 13); the e-mail links each with a signed, expiring link. */
      photos?: { id: string; filename: string }[];
    };

/** A photo ready to store: re-encoded, with the name it was sent under. */
export type StoredPhoto = { name: string; data: Buffer; width: number; height: number };
/** A subscriber's e-mail: the confirmation link of a pending subscription (double opt-in), or the welcome. */
export type SubscriberPayload = { kind: "newsletter"; id: string; email: string };

const LEAD_TABLES = { contact: "contact_messages", quote: "quote_requests" } as const;

/**
 * A contact message or quote request, its photos and its notification job, written in one
 * transaction: a stored lead never points at a missing photo, nor a photo at no lead.
 */
export async function storeLead(
  db: Kysely<Database>,
  lead: { kind: "contact"; data: ContactInput } | { kind: "quote"; data: QuoteInput },
  client: StoredClient,
  now: Date,
  photos: StoredPhoto[] = [],
  /** Tell the business's CRM too (LEADS_WEBHOOK_URL is set). */
  crm = false,
): Promise<string> {
  const { website: _honeypot, ...fields } = lead.data;
  const id = randomUUID();
  const columns = lead.kind === "quote" ? quoteColumns(lead.data) : fields;
  const createdAt = now.toISOString();
  const photoRows = photos.map((p, position) => ({
    id: randomUUID(),
    quote_id: id,
    position,
    created_at: createdAt,
    filename: p.name,
    width: p.width,
    height: p.height,
    bytes: p.data,
  }));
  const payload = {
    kind: lead.kind,
    id,
    created_at: createdAt,
    lead: fields,
    ...(photoRows.length ? { photos: photoRows.map((p) => ({ id: p.id, filename: p.filename })) } : {}),
  } as NotifyPayload;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto(LEAD_TABLES[lead.kind])
      // `columns` matches the table `lead.kind` picks; TypeScript cannot pair the two unions.
      .values({ id, created_at: createdAt, ...columns, client_ip: client.ip, user_agent: client.userAgent } as never)
      .execute();
    for (const row of photoRows) await trx.insertInto("quote_photos").values(row).execute();
    await enqueue(trx, { job: "notify", leadKind: lead.kind, leadId: id, payload, crm }, now.getTime());
  });
  return id;
}

/** A quote's row: its windows as JSON and its estimate as two numbers. */
function quoteColumns({ website: _honeypot, windows, estimate, ...fields }: QuoteInput) {
  return {
    ...fields,
    windows: JSON.stringify(windows),
    estimate_low: estimate?.low ?? null,
    estimate_high: estimate?.high ?? null,
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

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
  const asking = { created_at: now.toISOString(), confirmed_at: null, unsubscribed_at: null, client_ip: client.ip };
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
      const payload: SubscriberPayload = { kind: "newsletter", id: asked.id, email };
      await enqueue(trx, { job: "confirm", leadKind: "newsletter", leadId: asked.id, payload }, now.getTime());
      return asked.id;
    }
    return (
      await trx.selectFrom("newsletter_subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
  });
}

/**
 * The confirmation link was followed: a pending subscription within its week becomes active, the welcome e-mail queued
 * (when `welcome`). "gone" when there is nothing to confirm (expired, or unsubscribed since); twice is "done" twice.
 */
export async function confirmSubscriber(db: Kysely<Database>, email: string, now: Date, options: { welcome: boolean }) {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable("newsletter_subscribers")
      .set({ confirmed_at: now.toISOString() })
      .where("email", "=", address)
      .where("confirmed_at", "is", null)
      .where("unsubscribed_at", "is", null)
      .where("created_at", ">=", new Date(now.getTime() - PENDING_DAYS * DAY_MS).toISOString())
      .returning("id")
      .executeTakeFirst();
    if (confirmed) {
      if (options.welcome) {
        const payload: SubscriberPayload = { kind: "newsletter", id: confirmed.id, email: address };
        await enqueue(trx, { job: "welcome", leadKind: "newsletter", leadId: confirmed.id, payload }, now.getTime());
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
    if (leadId.length)
      await cancelJobs(trx, { leadKind: "newsletter", leadId, jobs: ["confirm", "welcome"] }, "subscription expired");
    return expired.length;
  });
}

/** Marks the subscriber as gone; repeating it changes nothing. */
export async function unsubscribe(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: now.toISOString() })
    .where("email", "=", normalizeEmail(email))
    .where("unsubscribed_at", "is", null)
    .execute();
}
