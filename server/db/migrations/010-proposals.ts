import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Proposals customers sign and pay online (issue 33; docs/decisions/0016). Only new tables (decision 0015).
 *
 * - `proposals`: one per offer made to a lead, reached by the customer through `token` (256 random bits).
 * - `proposal_versions`: every version as staff wrote it; a sent version is never changed again (an edit of a
 *   sent proposal is a new version).
 * - `proposal_acceptances`: the e-signature's evidence. One per proposal (the unique key settles a race of
 *   accepts), and a trigger refuses every UPDATE and DELETE on both databases: the record cannot change.
 * - `proposal_payments`: deposits, by Stripe or recorded by staff. One paid deposit per proposal version (a
 *   partial unique index); a Checkout Session is recorded once; an amount that does not match is kept for review.
 * - `payment_events`: the Stripe events taken, by id: each is processed once.
 */
export const proposals: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

    await db.schema
      .createTable("proposals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      // The lead it answers (any kind of the inbox).
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      // base64url of 32 random bytes: the customer's link.
      .addColumn("token", "text", (c) => c.notNull().unique())
      // The customer's language (the lead's): the page's link, the PDF and the e-mails are written in it.
      .addColumn("locale", "text", (c) => c.notNull())
      // draft | sent | accepted | declined ("expired" is a sent one past its date, computed).
      .addColumn("status", "text", (c) => c.notNull())
      // The version the customer sees: the latest one sent; null until the first is sent.
      .addColumn("sent_version", "integer")
      .addColumn("declined_at", "text")
      .addColumn("decline_reason", "text")
      .execute();
    await db.schema.createIndex("proposals_lead").on("proposals").columns(["lead_kind", "lead_id"]).execute();

    await db.schema
      .createTable("proposal_versions")
      .addColumn("proposal_id", "text", (c) => c.notNull().references("proposals.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      // JSON: customer, lines, installation, discount, notes and the rates it is priced under (integer cents).
      .addColumn("content", "text", (c) => c.notNull())
      // The server's totals of that content, kept beside it for lists and the webhook's check.
      .addColumn("total_cents", "integer", (c) => c.notNull())
      .addColumn("deposit_cents", "integer", (c) => c.notNull())
      // Null while a draft; once sent the version never changes again.
      .addColumn("sent_at", "text")
      .addColumn("sent_by", "text")
      // YYYY-MM-DD in the business's time zone: the last day it can be accepted.
      .addColumn("valid_until", "text")
      .addPrimaryKeyConstraint("proposal_versions_pk", ["proposal_id", "version"])
      .execute();

    await db.schema
      .createTable("proposal_acceptances")
      .addColumn("id", "text", (c) => c.primaryKey())
      // One acceptance per proposal: twenty accepts racing leave one record.
      .addColumn("proposal_id", "text", (c) => c.notNull().unique().references("proposals.id"))
      .addColumn("version", "integer", (c) => c.notNull())
      // SHA-256 (hex) of the version's canonical content as the customer accepted it.
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("signer_name", "text", (c) => c.notNull())
      .addColumn("agreed", "integer", (c) => c.notNull())
      .addColumn("accepted_at", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("proposal_payments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("proposal_id", "text", (c) => c.notNull().references("proposals.id"))
      .addColumn("version", "integer", (c) => c.notNull())
      // paid | review (kept for staff to look at, not counted as paid).
      .addColumn("status", "text", (c) => c.notNull())
      // Why it is for review: amount_mismatch, currency_mismatch, version_mismatch, already_paid.
      .addColumn("review_reason", "text")
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      // stripe | staff
      .addColumn("source", "text", (c) => c.notNull())
      // card (Stripe), check, cash, card_in_person, transfer, other
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      // A staff e-mail, or "stripe".
      .addColumn("recorded_by", "text", (c) => c.notNull())
      .addColumn("stripe_session_id", "text")
      .addColumn("stripe_event_id", "text")
      .execute();
    // One paid deposit per proposal version, whoever records it.
    await db.schema
      .createIndex("proposal_payments_paid_once")
      .on("proposal_payments")
      .columns(["proposal_id", "version"])
      .unique()
      .where(sql.ref("status"), "=", "paid")
      .execute();
    // A Checkout Session is one payment, however many events report it.
    await db.schema
      .createIndex("proposal_payments_session")
      .on("proposal_payments")
      .column("stripe_session_id")
      .unique()
      .where(sql.ref("stripe_session_id"), "is not", null)
      .execute();
    await db.schema.createIndex("proposal_payments_proposal").on("proposal_payments").column("proposal_id").execute();

    await db.schema
      .createTable("payment_events")
      // Stripe's event id: an event delivered twice is taken once.
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      // What it did: paid, review, duplicate, unknown_proposal, ignored.
      .addColumn("outcome", "text", (c) => c.notNull())
      .execute();

    // The evidence of a signature never changes: no UPDATE, no DELETE, whatever code or console tries.
    if (postgres) {
      await sql`
        create function proposal_acceptances_immutable() returns trigger language plpgsql as $$
        begin
          raise exception 'proposal acceptances are immutable';
        end;
        $$`.execute(db);
      await sql`
        create trigger proposal_acceptances_no_change
        before update or delete on proposal_acceptances
        for each row execute function proposal_acceptances_immutable()`.execute(db);
    } else {
      await sql`
        create trigger proposal_acceptances_no_update before update on proposal_acceptances
        begin select raise(abort, 'proposal acceptances are immutable'); end`.execute(db);
      await sql`
        create trigger proposal_acceptances_no_delete before delete on proposal_acceptances
        begin select raise(abort, 'proposal acceptances are immutable'); end`.execute(db);
    }
  },
};
