import type { Transaction } from "kysely";
import type { ProposalContent } from "../../app/features/proposals/content.ts";
import type { Database } from "../db/schema.ts";
import { normalizeEmail } from "../leads/store.ts";
import { contentOf, PROPOSAL_KIND } from "../proposals/store.ts";

/**
 * Taking a customer out of their after-sale records (docs/decisions/0029) while the business keeps what its accounts
 * need: every amount, date, tax figure, rate, window line and Stripe id stays; the customer's name, e-mail, phone and
 * address, the typed signature with its client address and browser, the free-text notes and reasons, the feedback and
 * the referral code go. The proposal's token is replaced by one no lookup accepts, so the customer's links (the
 * order's page, its PDF, the installation's and feedback pages, the calendar file) are the 404 page from then on.
 */
type Trx = Transaction<Database>;

/** What an anonymised version keeps of its customer: nothing. */
const NO_CUSTOMER: ProposalContent["customer"] = { name: "", email: "", phone: "", address: "" };

/** A token that can never be a link's: `proposalByToken` accepts base64url only, and ":" is not base64url. */
export const erasedToken = (proposalId: string) => `erased:${proposalId}`;

/**
 * The keys of an audit entry's detail that hold someone's own words about the customer: the typed signature, staff's
 * notes on a payment or a stage; the customer's reason for declining (a payment held for review has a `reason` too, but
 * that one is a code and stays).
 */
const FREE_TEXT_KEYS = new Set(["signer_name", "note"]);
const FREE_TEXT_KEYS_OF: Record<string, Set<string>> = { proposal_declined: new Set(["reason"]) };

/**
 * Anonymises these proposals and everything hanging off them, in the caller's transaction; answers how many of each
 * sort of record were touched, by the privacy export's names. Running it again changes nothing more.
 */
export async function anonymiseAfterSale(trx: Trx, ids: string[], nowMs: number): Promise<Record<string, number>> {
  if (ids.length === 0) return { proposals: 0, orders: 0, payments: 0, order_feedback: 0 };
  const at = new Date(nowMs).toISOString();
  const versions = await trx
    .selectFrom("proposal_versions")
    .select(["proposal_id", "version", "content"])
    .where("proposal_id", "in", ids)
    .execute();
  for (const version of versions) {
    const content: ProposalContent = { ...contentOf(version), customer: NO_CUSTOMER, notes: "" };
    await trx
      .updateTable("proposal_versions")
      .set({ content: JSON.stringify(content) })
      .where("proposal_id", "=", version.proposal_id)
      .where("version", "=", version.version)
      .execute();
  }
  for (const id of ids) {
    await trx
      .updateTable("proposals")
      .set({ token: erasedToken(id), decline_reason: null })
      .where("id", "=", id)
      .execute();
  }
  await trx
    .updateTable("proposals")
    .set({ anonymised_at: at })
    .where("id", "in", ids)
    .where("anonymised_at", "is", null)
    .execute();
  // The one change the database allows on the e-signature's evidence (migration 023): its personal fields blanked
  // together, the version, hash and time untouched.
  await trx
    .updateTable("proposal_acceptances")
    .set({ signer_name: "", client_ip: "", user_agent: "" })
    .where("proposal_id", "in", ids)
    .where((eb) => eb.or([eb("signer_name", "!=", ""), eb("client_ip", "!=", ""), eb("user_agent", "!=", "")]))
    .execute();
  await trx.updateTable("orders").set({ cancel_reason: null }).where("proposal_id", "in", ids).execute();
  await trx.updateTable("order_stage_changes").set({ note: "" }).where("proposal_id", "in", ids).execute();
  const deposits = await trx
    .updateTable("proposal_payments")
    .set({ note: "" })
    .where("proposal_id", "in", ids)
    .executeTakeFirst();
  const balances = await trx
    .updateTable("balance_payments")
    .set({ note: "" })
    .where("proposal_id", "in", ids)
    .executeTakeFirst();
  const feedback = await trx.deleteFrom("order_feedback").where("proposal_id", "in", ids).executeTakeFirst();
  await scrubAudit(trx, ids);
  const orders = await trx.selectFrom("orders").select("proposal_id").where("proposal_id", "in", ids).execute();
  return {
    proposals: ids.length,
    orders: orders.length,
    payments: Number(deposits.numUpdatedRows) + Number(balances.numUpdatedRows),
    order_feedback: Number(feedback.numDeletedRows),
  };
}

/**
 * Deletes the person's referral code (its link is then unknown: the 404 page) with the uses recorded against it, and
 * the records that one of their leads came by someone's code. The rewards already given stay in the audit log.
 */
export async function eraseReferrals(
  trx: Trx,
  address: string,
  proposalIds: string[],
  subjects: [kind: string, id: string][],
): Promise<Record<string, number>> {
  const email = normalizeEmail(address);
  const codes = await trx
    .selectFrom("referral_codes")
    .select("code")
    .where((eb) =>
      eb.or([
        eb("customer_email", "=", email),
        ...(proposalIds.length === 0 ? [] : [eb("proposal_id", "in", proposalIds)]),
      ]),
    )
    .execute();
  return {
    referral_codes: await deleteCodes(
      trx,
      codes.map((row) => row.code),
    ),
    ...(await eraseArrivals(trx, subjects)),
  };
}

async function eraseArrivals(trx: Trx, subjects: [kind: string, id: string][]) {
  if (subjects.length === 0) return { referred_leads: 0 };
  const deleted = await trx
    .deleteFrom("referrals")
    .where((eb) => eb.or(subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)]))))
    .executeTakeFirst();
  return { referred_leads: Number(deleted.numDeletedRows) };
}

/** Deletes these referral codes and their uses; answers how many codes. */
export async function deleteCodes(trx: Trx, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  await trx.deleteFrom("referrals").where("code", "in", codes).execute();
  const deleted = await trx.deleteFrom("referral_codes").where("code", "in", codes).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * The audit log is kept for good, as the business's record of its own actions; about an anonymised proposal it keeps
 * what was done, by whom and when, without the customer: an edit's "Customer name: … → …" lines and every free text
 * are taken out, and the client address of what the customer did themselves is cleared.
 */
async function scrubAudit(trx: Trx, ids: string[]) {
  const entries = await trx
    .selectFrom("audit_log")
    .select(["id", "action", "detail"])
    .where("subject_kind", "=", PROPOSAL_KIND)
    .where("subject_id", "in", ids)
    .execute();
  for (const entry of entries) {
    const detail = JSON.parse(entry.detail) as Record<string, unknown>;
    const freeText = (key: string) => FREE_TEXT_KEYS.has(key) || Boolean(FREE_TEXT_KEYS_OF[entry.action]?.has(key));
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(detail)) {
      if (freeText(key)) kept[key] = "";
      else if (key === "changes" && Array.isArray(value)) kept[key] = value.filter(isNotAboutCustomer);
      else kept[key] = value;
    }
    await trx
      .updateTable("audit_log")
      .set({ detail: JSON.stringify(kept) })
      .where("id", "=", entry.id)
      .execute();
  }
  await trx
    .updateTable("audit_log")
    .set({ client_ip: null })
    .where("subject_kind", "=", PROPOSAL_KIND)
    .where("subject_id", "in", ids)
    .where("actor", "=", "customer")
    .execute();
}

/** An edit's line that is not "Customer name|email|phone|address: before → after" (server/proposals/changes.ts). */
const isNotAboutCustomer = (line: unknown) => typeof line !== "string" || !line.startsWith("Customer ");
