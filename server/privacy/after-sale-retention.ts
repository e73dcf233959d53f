import type { Kysely, Transaction } from "kysely";
import { DateTime } from "luxon";
import { privacy } from "../../app/content/privacy.ts";
import type { Database } from "../db/schema.ts";
import { PROPOSAL_KIND } from "../proposals/store.ts";
import { anonymiseAfterSale, deleteCodes } from "./after-sale-erasure.ts";

/**
 * How long proposals and orders are kept (docs/decisions/0029), as the hourly retention job applies it. Each proposal
 * is aged from its last activity — its own last change, the order's last move, the last payment, installation or
 * feedback — so an order paid years after it was signed is kept from the payment on:
 *
 * - an order (an accepted proposal, or one with a payment) is anonymised `privacy.orderPersonalYears` after it, and
 *   deleted with everything left of it `privacy.accountsYears` after it;
 * - a proposal never accepted and never paid is deleted `privacy.orderPersonalYears` after it: there is no contract
 *   and nothing for the accounts.
 *
 * Each proposal is handled in its own transaction; anonymising twice changes nothing more and deleting twice finds
 * nothing, so two servers running it at once are safe.
 */
type Trx = Transaction<Database>;

export type AfterSaleRetention = { anonymised: number; deleted: number };

const yearsBefore = (nowMs: number, years: number) =>
  DateTime.fromMillis(nowMs, { zone: "utc" }).minus({ years }).toISO()!;

/** The candidates' ids in slices, so a `where … in (…)` never grows past what a database takes in one statement. */
const SLICE = 500;

export async function applyAfterSaleRetention(db: Kysely<Database>, nowMs: number): Promise<AfterSaleRetention> {
  const personalCutoff = yearsBefore(nowMs, privacy.orderPersonalYears);
  const accountsCutoff = yearsBefore(nowMs, privacy.accountsYears);
  // A proposal's own last change is never later than its last activity: only those older than the first cutoff can
  // be due. Those already anonymised wait for the second.
  const candidates = await db
    .selectFrom("proposals")
    .select(["id", "status", "updated_at", "anonymised_at"])
    .where("updated_at", "<", personalCutoff)
    .where((eb) => eb.or([eb("anonymised_at", "is", null), eb("updated_at", "<", accountsCutoff)]))
    .execute();
  const result: AfterSaleRetention = { anonymised: 0, deleted: 0 };
  for (let start = 0; start < candidates.length; start += SLICE) {
    const slice = candidates.slice(start, start + SLICE);
    const activity = await lastActivity(
      db,
      slice.map((proposal) => proposal.id),
    );
    for (const proposal of slice) {
      const later = activity.get(proposal.id) ?? { dates: [], paid: false };
      // ISO-8601 times in UTC sort as text.
      const last = [proposal.updated_at, ...later.dates].sort().at(-1)!;
      const isOrder = proposal.status === "accepted" || later.paid;
      if (last < accountsCutoff || (!isOrder && last < personalCutoff)) {
        await db.transaction().execute((trx) => deleteProposal(trx, proposal.id, nowMs));
        result.deleted += 1;
      } else if (last < personalCutoff && proposal.anonymised_at === null) {
        await db.transaction().execute((trx) => anonymiseAfterSale(trx, [proposal.id], nowMs));
        result.anonymised += 1;
      }
    }
  }
  return result;
}

/** A proposal's dates after its own last change, and whether anything was paid on it. */
type Activity = { dates: string[]; paid: boolean };

/** Where a proposal's later activity is dated: each table with its date columns, and whether its rows are payments. */
const ACTIVITY = [
  { table: "orders", dates: ["updated_at"], payment: false },
  { table: "order_stage_changes", dates: ["changed_at", "undone_at"], payment: false },
  { table: "proposal_payments", dates: ["created_at"], payment: true },
  { table: "balance_payments", dates: ["created_at"], payment: true },
  { table: "installations", dates: ["updated_at"], payment: false },
  { table: "order_feedback", dates: ["created_at"], payment: false },
] as const;

/** Each proposal's later dates: its order's last change and moves, its payments, installations and feedback. */
async function lastActivity(db: Kysely<Database>, ids: string[]): Promise<Map<string, Activity>> {
  const found = new Map<string, Activity>();
  for (const source of ACTIVITY) {
    const rows = await db.selectFrom(source.table).selectAll().where("proposal_id", "in", ids).execute();
    for (const row of rows as Record<string, unknown>[]) {
      const id = String(row.proposal_id);
      const activity = found.get(id) ?? { dates: [], paid: false };
      for (const column of source.dates) {
        if (typeof row[column] === "string") activity.dates.push(row[column]);
      }
      activity.paid ||= source.payment;
      found.set(id, activity);
    }
  }
  return found;
}

/**
 * Deletes a proposal and everything of it, children first (the foreign keys). The e-signature's evidence is blanked
 * first: the database lets only a blanked one be deleted (migration 023). The audit log's entries stay, scrubbed.
 */
async function deleteProposal(trx: Trx, id: string, nowMs: number) {
  await anonymiseAfterSale(trx, [id], nowMs);
  const codes = await trx.selectFrom("referral_codes").select("code").where("proposal_id", "=", id).execute();
  await deleteCodes(
    trx,
    codes.map((row) => row.code),
  );
  const installations = await trx.selectFrom("installations").select("id").where("proposal_id", "=", id).execute();
  const visits = installations.map((installation) => installation.id);
  if (visits.length > 0) {
    await trx
      .deleteFrom("visit_seats")
      .where("visit_kind", "=", "installation")
      .where("visit_id", "in", visits)
      .execute();
    // Who installed it (issue 37): the foreign key cascades, but not every SQLite connection enforces foreign keys.
    await trx.deleteFrom("installation_consultants").where("installation_id", "in", visits).execute();
  }
  await trx.deleteFrom("installations").where("proposal_id", "=", id).execute();
  await trx.deleteFrom("balance_payments").where("proposal_id", "=", id).execute();
  await trx.deleteFrom("order_stage_changes").where("proposal_id", "=", id).execute();
  await trx.deleteFrom("orders").where("proposal_id", "=", id).execute();
  await trx.deleteFrom("proposal_payments").where("proposal_id", "=", id).execute();
  await trx.deleteFrom("proposal_acceptances").where("proposal_id", "=", id).execute();
  await trx.deleteFrom("proposal_versions").where("proposal_id", "=", id).execute();
  await trx.deleteFrom("outbox").where("lead_kind", "=", PROPOSAL_KIND).where("lead_id", "=", id).execute();
  await trx.deleteFrom("proposals").where("id", "=", id).execute();
}
