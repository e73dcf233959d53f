import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { BalanceResult, RecordBalanceResult } from "../../app/features/orders/after-sale.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { ManualDepositSchema } from "../../app/features/proposals/schema.ts";
import { plainFieldErrors } from "../../app/features/leads/field-errors.ts";
import type { ClientInfo } from "../../app/features/leads/service.ts";
import { audit } from "../auth/audit.ts";
import type { Database } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { logger } from "../logger.ts";
import { paymentReceivedEvent, proposalEvent, proposalJob } from "../proposals/jobs.ts";
import { settleEvent, takeEventOnce } from "../proposals/payment-events.ts";
import { customerPath, type ProposalDeps } from "../proposals/settings.ts";
import {
  contentOf,
  isProposalId,
  PROPOSAL_KIND,
  proposalByToken,
  proposalForChange,
  versionOf,
  type Db,
  type ProposalRow,
  type VersionRow,
} from "../proposals/store.ts";
import { orderStateOf, type OrderState } from "./store.ts";
import type { DepositEvent, PaidSession } from "../proposals/stripe-event.ts";

/**
 * An order's balance (issue 34, item 3; docs/decisions/0024): total − deposit of the accepted version (decision
 * 0016's rule, so the two add up to the total), paid once the order is Installed — by the same Stripe Checkout path
 * as the deposit, or recorded by hand by staff. One paid balance per order (a partial unique index), a Checkout
 * Session recorded once, each Stripe event taken once: replays and racing deliveries record one payment. A paid
 * balance moves the order to Paid in full in the same transaction, with the customer's receipt, the business's
 * notice and the CRM's `payment.received` and `order.stage_changed`.
 */
export const BALANCE_PURPOSE = "balance";

export const BALANCE_JOBS = {
  /** The balance's receipt, in the customer's language. */
  receipt: "balance_receipt",
  /** The business's notice of a balance paid, or held for review. */
  business: "balance_business",
} as const;

export type BalanceReviewReason =
  "amount_mismatch" | "currency_mismatch" | "version_mismatch" | "not_installed" | "already_paid";

export type BalanceOutcome = "paid" | "review" | "duplicate" | "unknown_proposal";

/** total − deposit: what is left to pay once the deposit is paid. */
export const balanceCents = (version: Pick<VersionRow, "total_cents" | "deposit_cents">) =>
  version.total_cents - version.deposit_cents;

export async function paidBalance(db: Db, proposalId: string) {
  return db
    .selectFrom("balance_payments")
    .selectAll()
    .where("proposal_id", "=", proposalId)
    .where("status", "=", "paid")
    .executeTakeFirst();
}

type Payment = {
  amountCents: number;
  currency: string;
  source: "stripe" | "staff";
  method: string;
  note: string;
  recordedBy: string;
  stripeSessionId: string | null;
  stripeEventId: string | null;
};

function paymentRow(proposalId: string, at: string, payment: Payment, review: BalanceReviewReason | null) {
  return {
    id: randomUUID(),
    created_at: at,
    proposal_id: proposalId,
    status: review ? ("review" as const) : ("paid" as const),
    review_reason: review,
    amount_cents: payment.amountCents,
    currency: payment.currency || "?",
    source: payment.source,
    method: payment.method,
    note: payment.note,
    recorded_by: payment.recordedBy,
    stripe_session_id: payment.stripeSessionId,
    stripe_event_id: payment.stripeEventId,
  };
}

/**
 * Records a paid balance and moves the order from Installed to Paid in full, with its e-mails and events; answers
 * false when the order's balance was already recorded paid (the unique index), and nothing is changed.
 */
async function recordPaid(
  trx: Transaction<Database>,
  deps: ProposalDeps,
  proposal: ProposalRow,
  version: VersionRow,
  state: OrderState,
  payment: Payment,
  clientIp: string | undefined,
  nowMs: number,
): Promise<boolean> {
  const at = new Date(nowMs).toISOString();
  const row = paymentRow(proposal.id, at, payment, null);
  const inserted = await trx
    .insertInto("balance_payments")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;

  // Installed → Paid in full, as a move of the order's history; the receipt tells the customer, so no stage e-mail.
  const moved = await trx
    .updateTable("orders")
    .set({ stage: "paid", updated_at: at })
    .where("proposal_id", "=", proposal.id)
    .where("stage", "=", "installed")
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) {
    const last = await trx
      .selectFrom("order_stage_changes")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .where("proposal_id", "=", proposal.id)
      .executeTakeFirst();
    await trx
      .insertInto("order_stage_changes")
      .values({
        id: randomUUID(),
        proposal_id: proposal.id,
        seq: Number(last?.seq ?? 0) + 1,
        stage: "paid",
        previous_stage: state.stage,
        previous_expected_week: state.row?.expected_week ?? null,
        expected_week: state.row?.expected_week ?? null,
        note: `Balance paid (${payment.method})`,
        changed_at: at,
        changed_by: payment.recordedBy,
        mailed: 0,
        undone_at: null,
        undone_by: null,
      })
      .execute();
    if (deps.crm) {
      const data = { stage: "paid", previous_stage: state.stage, changed_at: at, expected_week: null, undone: false };
      await enqueue(trx, proposalEvent("order.stage_changed", proposal, version, data, nowMs), nowMs);
    }
  }
  const payload = { proposalId: proposal.id, version: version.version, paymentId: row.id };
  await enqueue(trx, proposalJob(BALANCE_JOBS.receipt, payload), nowMs);
  await enqueue(trx, proposalJob(BALANCE_JOBS.business, payload), nowMs);
  if (deps.crm) {
    const received = {
      id: row.id,
      purpose: "balance" as const,
      amountCents: payment.amountCents,
      method: payment.method,
      source: payment.source,
      paidAt: at,
    };
    await enqueue(trx, paymentReceivedEvent(proposal, version, received, nowMs), nowMs);
  }
  await audit(
    trx,
    {
      actor: payment.recordedBy,
      action: payment.source === "stripe" ? "balance_paid" : "balance_recorded",
      subject: { kind: PROPOSAL_KIND, id: proposal.id },
      detail: {
        amount_cents: payment.amountCents,
        method: payment.method,
        note: payment.note,
        session: payment.stripeSessionId,
        event: payment.stripeEventId,
      },
      clientIp,
    },
    nowMs,
  );
  return true;
}

/** The accepted version and where the order stands, for a change in `trx` (the proposal row is locked). */
async function orderFor(trx: Transaction<Database>, proposal: ProposalRow) {
  const state = await orderStateOf(trx, proposal);
  const version = state ? await versionOf(trx, proposal.id, state.acceptance.version) : undefined;
  return state && version ? { state, version } : null;
}

/** What a verified `checkout.session.completed` of a balance does (called by the deposit's webhook handler). */
export async function takeBalanceEvent(
  deps: ProposalDeps,
  event: DepositEvent,
  session: PaidSession,
): Promise<BalanceOutcome> {
  const nowMs = (deps.now ?? Date.now)();
  const at = new Date(nowMs).toISOString();
  const proposalId = session.metadata?.proposal_id ?? "";
  const payment: Payment = {
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? "").toLowerCase(),
    source: "stripe",
    method: "card",
    note: "",
    recordedBy: "stripe",
    stripeSessionId: session.id,
    stripeEventId: event.id,
  };
  const outcome = await deps.db.kysely.transaction().execute(async (trx): Promise<BalanceOutcome> => {
    if (!(await takeEventOnce(trx, event, at))) return "duplicate";
    const proposal = isProposalId(proposalId) ? await proposalForChange(trx, deps.db.dialect, proposalId) : undefined;
    if (!proposal) return settleEvent(trx, event.id, "unknown_proposal");
    const known = await trx
      .selectFrom("balance_payments")
      .select("id")
      .where("stripe_session_id", "=", session.id)
      .executeTakeFirst();
    if (known) return settleEvent(trx, event.id, "duplicate");

    const order = await orderFor(trx, proposal);
    let reason: BalanceReviewReason | null = null;
    if (!order || String(order.version.version) !== session.metadata?.version) reason = "version_mismatch";
    else if (payment.currency !== "usd") reason = "currency_mismatch";
    else if (payment.amountCents !== balanceCents(order.version)) reason = "amount_mismatch";
    else if (order.state.stage === "paid") reason = "already_paid";
    else if (order.state.stage !== "installed") reason = "not_installed";
    if (
      !reason &&
      order &&
      (await recordPaid(trx, deps, proposal, order.version, order.state, payment, undefined, nowMs))
    ) {
      return settleEvent(trx, event.id, "paid");
    }
    // Money that cannot count as the balance: kept for staff, who settle it in Stripe's dashboard.
    const row = paymentRow(proposal.id, at, payment, reason ?? "already_paid");
    await trx.insertInto("balance_payments").values(row).execute();
    const version = order?.version.version ?? 0;
    await enqueue(
      trx,
      proposalJob(BALANCE_JOBS.business, { proposalId: proposal.id, version, paymentId: row.id }),
      nowMs,
    );
    await audit(
      trx,
      {
        actor: "stripe",
        action: "balance_review",
        subject: { kind: PROPOSAL_KIND, id: proposal.id },
        detail: { reason: row.review_reason, amount_cents: payment.amountCents, session: session.id, event: event.id },
      },
      nowMs,
    );
    logger.warn("balance payment held for review", { id: proposal.id, reason: row.review_reason });
    return settleEvent(trx, event.id, "review");
  });
  if (outcome === "paid" || outcome === "review") deps.onQueued?.();
  if (outcome === "paid") logger.info("balance paid", { id: proposalId });
  return outcome;
}

/** "Pay the balance" on the customer's page: a Checkout Session for total − deposit, once the order is Installed. */
export async function balanceCheckout(deps: ProposalDeps, token: string): Promise<BalanceResult> {
  const kysely = deps.db.kysely;
  const proposal = await proposalByToken(kysely, token);
  const state = proposal ? await orderStateOf(kysely, proposal) : null;
  if (!proposal || !state) return { status: "not_found" };
  if (state.stage === "paid" || (await paidBalance(kysely, proposal.id))) return { status: "already_paid" };
  if (state.stage !== "installed") return { status: "not_due" };
  if (!deps.stripe) return { status: "not_configured" };
  const version = (await versionOf(kysely, proposal.id, state.acceptance.version))!;
  const page = new URL(customerPath(proposal), deps.siteUrl).href;
  try {
    const session = await deps.stripe.createCheckout({
      proposalId: proposal.id,
      version: version.version,
      number: proposalNumber(proposal.id),
      amountCents: balanceCents(version),
      customerEmail: contentOf(version).customer.email,
      locale: proposal.locale === "es" ? "es" : "en",
      successUrl: `${page}?balance=thanks`,
      cancelUrl: `${page}?balance=cancelled`,
      purpose: "balance",
    });
    logger.info("balance checkout created", { id: proposal.id, session: session.id });
    return { status: "checkout", url: session.url };
  } catch (error) {
    logger.error("stripe checkout failed", { id: proposal.id, error: String(error) });
    return { status: "unavailable" };
  }
}

/** Staff record the balance received by check, cash or card at the door: the order is then Paid in full. */
export async function recordBalance(
  deps: ProposalDeps,
  proposalId: string,
  input: Record<string, string>,
  staff: string,
  client: ClientInfo,
): Promise<RecordBalanceResult> {
  const parsed = ManualDepositSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fields: plainFieldErrors(parsed.error) };
  if (!isProposalId(proposalId)) return { status: "not_found" };
  const nowMs = (deps.now ?? Date.now)();
  const result = await deps.db.kysely.transaction().execute(async (trx): Promise<RecordBalanceResult> => {
    const proposal = await proposalForChange(trx, deps.db.dialect, proposalId);
    if (!proposal) return { status: "not_found" };
    const order = await orderFor(trx, proposal);
    if (!order) return { status: "refused", message: "The proposal is not accepted: there is no order." };
    if (order.state.stage === "paid") return { status: "refused", message: "The order is already paid in full." };
    if (order.state.stage !== "installed") {
      return { status: "refused", message: "The balance is recorded once the order is marked Installed." };
    }
    const payment: Payment = {
      amountCents: parsed.data.amount,
      currency: "usd",
      source: "staff",
      method: parsed.data.method,
      note: parsed.data.note,
      recordedBy: staff,
      stripeSessionId: null,
      stripeEventId: null,
    };
    const recorded = await recordPaid(trx, deps, proposal, order.version, order.state, payment, client.ip, nowMs);
    if (!recorded) return { status: "refused", message: "The balance is already recorded for this order." };
    return { status: "recorded" };
  });
  if (result.status === "recorded") deps.onQueued?.();
  return result;
}
