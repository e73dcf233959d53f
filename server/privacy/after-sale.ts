import { sql } from "kysely";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { totalsOf } from "../../app/features/proposals/money.ts";
import { normalizeEmail } from "../leads/store.ts";
import { literalLike } from "./like.ts";
import { contentOf, type Db } from "../proposals/store.ts";

/**
 * A customer's after-sale records in their privacy export (docs/decisions/0029): their proposals (every version's
 * windows and totals, and the e-signature), their orders (stages, installation times), their payments (deposit and
 * balance: amounts, dates, Stripe's ids — the site never holds card data), the feedback they gave, and their referral
 * code with its uses. A proposal is the person's when it answers one of their leads, or when any of its versions names
 * their address as the customer (staff may have typed it for a lead of someone else's address).
 */
type Row = Record<string, unknown>;

export type AfterSaleRecords = {
  proposals: Row[];
  orders: Row[];
  payments: Row[];
  order_feedback: Row[];
  /** The person's own referral code and each lead it brought: when, and whether the reward was given — never who. */
  referral_codes: Row[];
  /** The person's leads that arrived with someone's referral code: which lead and when — never whose code. */
  referred_leads: Row[];
};

/** Rows whose `column` is one of `values`; no query at all for no values (`in ()` is a syntax error on PostgreSQL). */
export const none = (values: readonly unknown[]) => values.length === 0;

/** The ids of the person's proposals: those of their leads, and those naming their address in a version. */
export async function proposalIdsOf(db: Db, address: string, subjects: [kind: string, id: string][]) {
  const email = normalizeEmail(address);
  const ids = new Set<string>();
  if (subjects.length > 0) {
    const ofLeads = await db
      .selectFrom("proposals")
      .select("id")
      .where((eb) => eb.or(subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)]))))
      .execute();
    for (const row of ofLeads) ids.add(row.id);
  }
  // A coarse LIKE finds the candidates; the parsed content decides (the address could sit in a note or a label).
  const named = await db
    .selectFrom("proposal_versions")
    .select(["proposal_id", "content"])
    .where(sql`lower(content)`, "like", sql`${literalLike(email)} escape '\\'`)
    .execute();
  for (const row of named) {
    if (normalizeEmail(contentOf(row).customer.email) === email) ids.add(row.proposal_id);
  }
  return [...ids].sort();
}

/** The person's after-sale records, for the privacy export. */
export async function afterSaleRecords(
  db: Db,
  address: string,
  proposalIds: string[],
  subjects: [kind: string, id: string][],
): Promise<AfterSaleRecords> {
  const email = normalizeEmail(address);
  const codes = await db
    .selectFrom("referral_codes")
    .selectAll()
    .where((eb) =>
      eb.or([eb("customer_email", "=", email), ...(none(proposalIds) ? [] : [eb("proposal_id", "in", proposalIds)])]),
    )
    .orderBy("created_at")
    .execute();
  const referral_codes: Row[] = [];
  for (const code of codes) {
    const uses = await db
      .selectFrom("referrals")
      .select(["created_at", "reward_given_at"])
      .where("code", "=", code.code)
      .orderBy("created_at")
      .execute();
    referral_codes.push({ code: code.code, created_at: code.created_at, uses });
  }
  const referred_leads = none(subjects)
    ? []
    : await db
        .selectFrom("referrals")
        .select(["lead_kind", "lead_id", "created_at"])
        .where((eb) =>
          eb.or(subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)]))),
        )
        .orderBy("created_at")
        .execute();
  if (none(proposalIds)) {
    return { proposals: [], orders: [], payments: [], order_feedback: [], referral_codes, referred_leads };
  }
  return {
    proposals: await proposalsOf(db, proposalIds),
    orders: await ordersOf(db, proposalIds),
    payments: await paymentsOf(db, proposalIds),
    order_feedback: await db
      .selectFrom("order_feedback")
      .selectAll()
      .where("proposal_id", "in", proposalIds)
      .orderBy("created_at")
      .execute(),
    referral_codes,
    referred_leads,
  };
}

/** Each proposal with every version as the customer was shown it (windows, totals) and its e-signature, if signed. */
async function proposalsOf(db: Db, ids: string[]): Promise<Row[]> {
  const proposals = await db
    .selectFrom("proposals")
    .select(["id", "created_at", "updated_at", "locale", "status", "sent_version", "declined_at", "decline_reason"])
    .where("id", "in", ids)
    .orderBy("created_at")
    .execute();
  const versions = await db
    .selectFrom("proposal_versions")
    .selectAll()
    .where("proposal_id", "in", ids)
    .orderBy("version")
    .execute();
  const acceptances = await db.selectFrom("proposal_acceptances").selectAll().where("proposal_id", "in", ids).execute();
  return proposals.map((proposal) => ({
    number: proposalNumber(proposal.id),
    ...proposal,
    versions: versions
      .filter((version) => version.proposal_id === proposal.id)
      .map((version) => {
        const content = contentOf(version);
        return {
          version: version.version,
          created_at: version.created_at,
          sent_at: version.sent_at,
          valid_until: version.valid_until,
          customer: content.customer,
          windows: content.lines,
          notes: content.notes,
          rates: content.rates,
          totals: totalsOf(content, content.rates),
        };
      }),
    acceptance: acceptances.find((acceptance) => acceptance.proposal_id === proposal.id) ?? null,
  }));
}

/** Each order with its stage history and its installation appointments. */
async function ordersOf(db: Db, ids: string[]): Promise<Row[]> {
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("proposal_id", "in", ids)
    .orderBy("created_at")
    .execute();
  const stages = await db
    .selectFrom("order_stage_changes")
    .select(["proposal_id", "stage", "previous_stage", "expected_week", "note", "changed_at", "undone_at"])
    .where("proposal_id", "in", ids)
    .orderBy("changed_at")
    .execute();
  const installations = await db
    .selectFrom("installations")
    .select(["proposal_id", "status", "start_at", "end_at", "created_at", "cancelled_at"])
    .where("proposal_id", "in", ids)
    .orderBy("start_at")
    .execute();
  return orders.map((order) => ({
    number: proposalNumber(order.proposal_id),
    ...order,
    stages: stages.filter((change) => change.proposal_id === order.proposal_id),
    installations: installations.filter((installation) => installation.proposal_id === order.proposal_id),
  }));
}

/** The deposit's and the balance's payments (Stripe's session and event ids; no card data is ever held). */
async function paymentsOf(db: Db, ids: string[]): Promise<Row[]> {
  const columns = [
    "proposal_id",
    "created_at",
    "status",
    "amount_cents",
    "currency",
    "source",
    "method",
    "note",
    "stripe_session_id",
    "stripe_event_id",
  ] as const;
  const deposits = await db.selectFrom("proposal_payments").select(columns).where("proposal_id", "in", ids).execute();
  const balances = await db.selectFrom("balance_payments").select(columns).where("proposal_id", "in", ids).execute();
  const payments: Row[] = [
    ...deposits.map((payment) => ({ purpose: "deposit", ...payment })),
    ...balances.map((payment) => ({ purpose: "balance", ...payment })),
  ];
  return payments.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
}
