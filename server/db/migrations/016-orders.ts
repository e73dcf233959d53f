import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A signed proposal's order and its progress (issue 34; docs/decisions/0021). Only new tables (decision 0015).
 *
 * - `orders`: one per accepted proposal (its id is the proposal's), made at staff's first move: where it stands,
 *   the week the goods are expected while they are on their way, and why it was cancelled. "Signed" and "Deposit
 *   paid" are the proposal's own records (its acceptance and its paid deposit), so an order starts at one of them.
 * - `order_stage_changes`: every move staff made, with its author and time, in order (`seq`, unique per order: two
 *   moves racing cannot both be the next one). An undone move keeps its row, marked undone; whether the customer
 *   was e-mailed about it is kept so that the same move made again that day does not e-mail twice.
 */
export const orders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("orders")
      .addColumn("proposal_id", "text", (c) => c.primaryKey().references("proposals.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // signed | deposit_paid | ordered | arrived | installation_booked | installed | paid | cancelled
      .addColumn("stage", "text", (c) => c.notNull())
      // ISO week (YYYY-Www) the goods are expected in, entered by staff when they are ordered.
      .addColumn("expected_week", "text")
      .addColumn("cancel_reason", "text")
      .execute();
    await db.schema.createIndex("orders_stage").on("orders").columns(["stage", "updated_at"]).execute();

    await db.schema
      .createTable("order_stage_changes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("proposal_id", "text", (c) => c.notNull().references("proposals.id"))
      // 1, 2, 3… per order: the unique key settles two moves racing for the same place.
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("stage", "text", (c) => c.notNull())
      .addColumn("previous_stage", "text", (c) => c.notNull())
      .addColumn("previous_expected_week", "text")
      .addColumn("expected_week", "text")
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("changed_at", "text", (c) => c.notNull())
      .addColumn("changed_by", "text", (c) => c.notNull())
      // 1 when the move queued the customer's e-mail.
      .addColumn("mailed", "integer", (c) => c.notNull())
      .addColumn("undone_at", "text")
      .addColumn("undone_by", "text")
      .addUniqueConstraint("order_stage_changes_seq", ["proposal_id", "seq"])
      .execute();
  },
};
