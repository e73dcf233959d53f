import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContactInput, NewsletterInput, QuoteInput } from "../../app/features/leads/schemas.ts";
import type { Database } from "../db/schema.ts";
import type { StoredClient } from "./guard.ts";
import { enqueue } from "../mail/outbox.ts";

/** What the outbox keeps for a notification: the lead as the business will read it. */
export type NotifyPayload =
  | { kind: "contact"; id: string; created_at: string; lead: Omit<ContactInput, "website"> }
  | { kind: "quote"; id: string; created_at: string; lead: Omit<QuoteInput, "website"> };
export type WelcomePayload = { kind: "newsletter"; id: string; email: string };

const LEAD_TABLES = { contact: "contact_messages", quote: "quote_requests" } as const;

/** A contact message or quote request and its notification job, written in one transaction. */
export async function storeLead(
  db: Kysely<Database>,
  lead: { kind: "contact"; data: ContactInput } | { kind: "quote"; data: QuoteInput },
  client: StoredClient,
  now: Date,
): Promise<string> {
  const { website: _honeypot, ...fields } = lead.data;
  const id = randomUUID();
  const createdAt = now.toISOString();
  const payload = { kind: lead.kind, id, created_at: createdAt, lead: fields } as NotifyPayload;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto(LEAD_TABLES[lead.kind])
      // `fields` matches the table `lead.kind` picks; TypeScript cannot pair the two unions.
      .values({ id, created_at: createdAt, ...fields, client_ip: client.ip, user_agent: client.userAgent } as never)
      .execute();
    await enqueue(trx, { job: "notify", leadKind: lead.kind, leadId: id, payload }, now.getTime());
  });
  return id;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Idempotent on the normalized address: a repeat adds no row and sends no
 * second welcome; a subscriber who had left is subscribed again.
 */
export async function storeSubscriber(
  db: Kysely<Database>,
  data: NewsletterInput,
  client: StoredClient,
  now: Date,
  options: { welcome: boolean },
) {
  const email = normalizeEmail(data.email);
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .insertInto("newsletter_subscribers")
      .values({ id: randomUUID(), created_at: createdAt, email, unsubscribed_at: null, client_ip: client.ip })
      .onConflict((oc) =>
        oc
          .column("email")
          .doUpdateSet({ unsubscribed_at: null })
          .where("newsletter_subscribers.unsubscribed_at", "is not", null),
      )
      .returning("id")
      .executeTakeFirst();
    if (changed && options.welcome) {
      await enqueue(
        trx,
        {
          job: "welcome",
          leadKind: "newsletter",
          leadId: changed.id,
          payload: { kind: "newsletter", id: changed.id, email },
        },
        now.getTime(),
      );
    }
    if (changed) return changed.id;
    const existing = await trx
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return existing.id;
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
