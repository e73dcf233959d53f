import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { HOUSEHOLD_DAYS } from "../../app/content/swatches.ts";
import type { Database, SwatchOrderTable } from "../db/schema.ts";
import { enqueue, type NewJob } from "../jobs/queue.ts";
import { queuePush, type PushNotice } from "../push/notices.ts";

export type SwatchOrderRow = Selectable<SwatchOrderTable>;
type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;

/** The order could not be stored: its household already had one within the rule's days. */
class RecentlySent extends Error {}

/**
 * Claims `key` for `orderId`: a new key is inserted; a key held by an order older than the rule's days is taken over;
 * a key held by a more recent order is not touched, and false is answered. One statement, so the database decides a
 * race: on PostgreSQL the second of two orders for one key waits for the first to commit and then finds its claim
 * recent; on SQLite writers take turns.
 */
async function claim(trx: Trx, key: string, orderId: string, nowIso: string, cutoffIso: string): Promise<boolean> {
  const claimed = await trx
    .insertInto("swatch_households")
    .values({ key, order_id: orderId, claimed_at: nowIso })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ order_id: orderId, claimed_at: nowIso })
        .where("swatch_households.claimed_at", "<", cutoffIso),
    )
    .returning("key")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Stores a mailed order with its jobs and the push to staff devices (issue 40), in one transaction, once each of its
 * household keys is claimed (always in the order given: the address first, then the e-mail, so two orders never wait
 * on each other's second key). A refused order queues nothing.
 */
export async function insertOrder(
  db: Kysely<Database>,
  row: Insertable<SwatchOrderTable>,
  keys: readonly string[],
  queued: { jobs: NewJob[]; push: PushNotice | null },
  nowMs: number,
): Promise<"created" | "recently_sent"> {
  const nowIso = new Date(nowMs).toISOString();
  const cutoffIso = new Date(nowMs - HOUSEHOLD_DAYS * DAY_MS).toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("swatch_orders").values(row).execute();
      for (const key of keys) {
        if (!(await claim(trx, key, row.id, nowIso, cutoffIso))) throw new RecentlySent();
      }
      for (const job of queued.jobs) await enqueue(trx, job, nowMs);
      if (queued.push) await queuePush(trx, queued.push, nowMs);
    });
    return "created";
  } catch (error) {
    if (error instanceof RecentlySent) return "recently_sent";
    throw error;
  }
}

export async function findOrder(db: Kysely<Database> | Trx, id: string): Promise<SwatchOrderRow | undefined> {
  return db.selectFrom("swatch_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export type Step =
  | { to: "shipped"; carrier: string; tracking: string }
  /** Delivered: the parcel arrived. */
  | { to: "delivered" };

/**
 * Moves an order one step along its fulfilment — to pack → shipped, shipped → delivered — with the jobs the step
 * sends, in one transaction. A conditional update: two staff members pressing the same button move it once.
 */
export async function advanceOrder(
  db: Kysely<Database>,
  id: string,
  step: Step,
  staff: string,
  jobs: (row: SwatchOrderRow) => NewJob[],
  audit: (trx: Trx, row: SwatchOrderRow) => Promise<void>,
  nowMs: number,
): Promise<
  { status: "changed"; row: SwatchOrderRow } | { status: "missing" } | { status: "stale"; row: SwatchOrderRow }
> {
  const at = new Date(nowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const from = step.to === "shipped" ? "to_pack" : "shipped";
    const set =
      step.to === "shipped"
        ? { status: step.to, carrier: step.carrier, tracking_number: step.tracking, shipped_at: at, shipped_by: staff }
        : { status: step.to, delivered_at: at, delivered_by: staff };
    const changed = await trx
      .updateTable("swatch_orders")
      .set({ ...set, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", from)
      .returningAll()
      .executeTakeFirst();
    if (!changed) {
      const current = await findOrder(trx, id);
      return current ? { status: "stale", row: current } : { status: "missing" };
    }
    for (const job of jobs(changed)) await enqueue(trx, job, nowMs);
    await audit(trx, changed);
    return { status: "changed", row: changed };
  });
}
