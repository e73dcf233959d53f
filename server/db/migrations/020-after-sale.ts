import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * After the installation (issue 34, items 3–5; docs/decisions/0024): the balance, the customer's private feedback and
 * referrals. Only new tables (decision 0015), in one file so the lead can renumber it by renaming.
 *
 * - `balance_payments`: the balance of an order (total − deposit), by Stripe Checkout or recorded by staff. One paid
 *   balance per order (a partial unique index) and a Checkout Session recorded once; a session whose figures do not
 *   match is kept for review, not counted as paid. Stripe's event ids are taken once in `payment_events` (010).
 * - `order_feedback`: the customer's private score (1–5) and comment, one per order (the primary key).
 * - `referral_codes`: one unguessable code per customer (their e-mail, lowercased, is unique), made from the first
 *   order whose page shows it.
 * - `referrals`: a lead (a quote request or a booking) that arrived with a valid code; one per lead, and whether the
 *   referrer's reward was given, by whom and when.
 */
export const afterSale: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("balance_payments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("proposal_id", "text", (c) => c.notNull().references("proposals.id"))
      // paid | review
      .addColumn("status", "text", (c) => c.notNull())
      // amount_mismatch, currency_mismatch, not_installed, already_paid
      .addColumn("review_reason", "text")
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      // stripe | staff
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("recorded_by", "text", (c) => c.notNull())
      .addColumn("stripe_session_id", "text")
      .addColumn("stripe_event_id", "text")
      .execute();
    // One paid balance per order, whoever records it.
    await db.schema
      .createIndex("balance_payments_paid_once")
      .on("balance_payments")
      .column("proposal_id")
      .unique()
      .where(sql.ref("status"), "=", "paid")
      .execute();
    await db.schema
      .createIndex("balance_payments_session")
      .on("balance_payments")
      .column("stripe_session_id")
      .unique()
      .where(sql.ref("stripe_session_id"), "is not", null)
      .execute();

    await db.schema
      .createTable("order_feedback")
      .addColumn("proposal_id", "text", (c) => c.primaryKey().references("proposals.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("stars", "integer", (c) => c.notNull())
      .addColumn("comment", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("referral_codes")
      .addColumn("code", "text", (c) => c.primaryKey())
      // The referrer: one code per customer, whatever the number of their orders.
      .addColumn("customer_email", "text", (c) => c.notNull().unique())
      .addColumn("proposal_id", "text", (c) => c.notNull().references("proposals.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("referrals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("code", "text", (c) => c.notNull().references("referral_codes.code"))
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("reward_given_at", "text")
      .addColumn("reward_given_by", "text")
      .addUniqueConstraint("referrals_lead", ["lead_kind", "lead_id"])
      .execute();
    await db.schema.createIndex("referrals_code").on("referrals").column("code").execute();
  },
};
