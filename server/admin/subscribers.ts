import { sql, type Kysely } from "kysely";
import {
  SUBSCRIBER_PAGE_SIZE,
  SUBSCRIBER_STATES,
  type Subscriber,
  type SubscriberFilter,
  type Subscribers,
  type SubscriberState,
} from "../../app/features/admin/subscribers.ts";
import { audit } from "../auth/audit.ts";
import type { Database } from "../db/schema.ts";
import { toCsv } from "../leads/csv.ts";
import { unsubscribe } from "../newsletter/store.ts";

/** A subscription's state (double opt-in): only "active" addresses may be sent the newsletter. */
const STATE = sql<SubscriberState>`case when unsubscribed_at is not null then 'unsubscribed' when confirmed_at is null then 'pending' else 'active' end`;

function filtered(db: Kysely<Database>, filter: SubscriberFilter) {
  let query = db.selectFrom("newsletter_subscribers");
  if (filter.state === "unsubscribed") query = query.where("unsubscribed_at", "is not", null);
  if (filter.state === "pending") query = query.where("unsubscribed_at", "is", null).where("confirmed_at", "is", null);
  if (filter.state === "active")
    query = query.where("unsubscribed_at", "is", null).where("confirmed_at", "is not", null);
  const q = filter.q.trim().toLowerCase();
  if (q) query = query.where("email", "like", sql<string>`${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  return query;
}

const columns = ["id", "email", "created_at", "confirmed_at", "unsubscribed_at"] as const;

export function createSubscribers(options: {
  db: Kysely<Database>;
  now?: () => number;
  /** The CRM webhook is on: an unsubscription is posted to it too. */
  crm?: boolean;
  onQueued?: () => void;
}): Subscribers {
  const { db } = options;
  const now = options.now ?? Date.now;
  return {
    async list(filter) {
      const grouped = await db
        .selectFrom("newsletter_subscribers")
        .select([STATE.as("state"), (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy(STATE)
        .execute();
      const counts = Object.fromEntries(SUBSCRIBER_STATES.map((s) => [s, 0])) as Record<SubscriberState, number>;
      for (const row of grouped) counts[row.state] = Number(row.n);
      const { total } = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      const pages = Math.max(1, Math.ceil(Number(total) / SUBSCRIBER_PAGE_SIZE));
      const page = Math.min(filter.page, pages);
      const items = await filtered(db, filter)
        .select([...columns, STATE.as("state")])
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(SUBSCRIBER_PAGE_SIZE)
        .offset((page - 1) * SUBSCRIBER_PAGE_SIZE)
        .execute();
      return { counts, items: items as Subscriber[], total: Number(total), page, pages };
    },

    async csv(filter) {
      const rows = await filtered(db, filter)
        .select([...columns, STATE.as("state")])
        .orderBy("created_at", "desc")
        .execute();
      return toCsv(["email", "state", "created_at", "confirmed_at", "unsubscribed_at"], rows);
    },

    async find(id) {
      const row = await db
        .selectFrom("newsletter_subscribers")
        .select([...columns, STATE.as("state")])
        .where("id", "=", id)
        .executeTakeFirst();
      return (row as Subscriber | undefined) ?? null;
    },

    async unsubscribe(id, staff, clientIp) {
      const row = await this.find(id);
      if (!row) return { ok: false, message: "That subscriber no longer exists." };
      if (row.state === "unsubscribed") return { ok: true, message: `${row.email} was already unsubscribed.` };
      await unsubscribe(db, row.email, new Date(now()), options.crm ?? false);
      options.onQueued?.();
      await audit(
        db,
        { actor: staff, action: "subscriber_unsubscribed", subject: { kind: "newsletter", id }, clientIp },
        now(),
      );
      return { ok: true, message: `${row.email} is unsubscribed and will get no more newsletters.` };
    },
  };
}
