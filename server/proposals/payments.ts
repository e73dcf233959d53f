import { randomUUID } from "node:crypto";
import { audit } from "../auth/audit.ts";
import { enqueue } from "../jobs/queue.ts";
import { logger } from "../logger.ts";
import { BALANCE_PURPOSE, takeBalanceEvent } from "../orders/balance.ts";
import { paymentReceivedEvent, PROPOSAL_JOBS, proposalEvent, proposalJob } from "./jobs.ts";
import { settleEvent, takeEventOnce } from "./payment-events.ts";
import type { ProposalDeps } from "./settings.ts";
import { acceptanceOf, isProposalId, proposalForChange, PROPOSAL_KIND, versionOf } from "./store.ts";
import type { DepositEvent } from "./stripe-event.ts";

/**
 * What the Stripe webhook does with a verified event (issue 33; decision 0016). A paid Checkout Session of a
 * deposit is recorded once per event id (`payment_events`' key), once per session and once per proposal version
 * (`proposal_payments`' unique indexes), in one transaction with its receipt, the business's notice and the CRM's
 * event. A session whose amount, currency or version does not match the accepted proposal is kept for review and
 * not counted as paid. Every other event type is ignored.
 */
export type WebhookOutcome = "paid" | "review" | "duplicate" | "unknown_proposal" | "ignored";

type ReviewReason = "amount_mismatch" | "currency_mismatch" | "version_mismatch" | "already_paid";

export async function takeStripeEvent(deps: ProposalDeps, event: DepositEvent): Promise<WebhookOutcome> {
  const session = event.session;
  if (!session || session.payment_status !== "paid") return "ignored";
  // The balance of an installed order (issue 34) comes by the same Checkout path, marked by its metadata.
  if (session.metadata?.purpose === BALANCE_PURPOSE) return takeBalanceEvent(deps, event, session);
  const { db } = deps;
  const nowMs = (deps.now ?? Date.now)();
  const at = new Date(nowMs).toISOString();
  const proposalId = session.metadata?.proposal_id ?? "";
  const version = Number(session.metadata?.version);
  const amount = session.amount_total ?? 0;
  const currency = (session.currency ?? "").toLowerCase();

  const outcome = await db.kysely.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    if (!(await takeEventOnce(trx, event, at))) return "duplicate";
    const settle = (result: WebhookOutcome) => settleEvent(trx, event.id, result);

    const proposal = isProposalId(proposalId) ? await proposalForChange(trx, db.dialect, proposalId) : undefined;
    if (!proposal) return settle("unknown_proposal");
    const known = await trx
      .selectFrom("proposal_payments")
      .select("id")
      .where("stripe_session_id", "=", session.id)
      .executeTakeFirst();
    if (known) return settle("duplicate");

    const acceptance = await acceptanceOf(trx, proposal.id);
    const accepted = acceptance ? await versionOf(trx, proposal.id, acceptance.version) : undefined;
    let reason: ReviewReason | null = null;
    if (!acceptance || !accepted || accepted.version !== version) reason = "version_mismatch";
    else if (currency !== "usd") reason = "currency_mismatch";
    else if (amount !== accepted.deposit_cents) reason = "amount_mismatch";

    const payment = (status: "paid" | "review", why: ReviewReason | null) => ({
      id: randomUUID(),
      created_at: at,
      proposal_id: proposal.id,
      version: accepted?.version ?? (Number.isInteger(version) ? version : 0),
      status,
      review_reason: why,
      amount_cents: amount,
      currency: currency || "?",
      source: "stripe" as const,
      method: "card",
      note: "",
      recorded_by: "stripe",
      stripe_session_id: session.id,
      stripe_event_id: event.id,
    });
    const holdForReview = async (why: ReviewReason) => {
      const row = payment("review", why);
      await trx.insertInto("proposal_payments").values(row).execute();
      const job = proposalJob(PROPOSAL_JOBS.reviewBusiness, {
        proposalId: proposal.id,
        version: row.version,
        paymentId: row.id,
      });
      await enqueue(trx, job, nowMs);
      await audit(
        trx,
        {
          actor: "stripe",
          action: "deposit_review",
          subject: { kind: PROPOSAL_KIND, id: proposal.id },
          detail: { reason: why, amount_cents: amount, currency, session: session.id, event: event.id },
        },
        nowMs,
      );
      logger.warn("deposit payment held for review", { id: proposal.id, reason: why, session: session.id });
      return settle("review");
    };
    if (reason) return holdForReview(reason);

    const row = payment("paid", null);
    const inserted = await trx
      .insertInto("proposal_payments")
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    // The version's deposit was already paid (recorded by hand, or another session): money to give back, for staff.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return holdForReview("already_paid");
    const payload = { proposalId: proposal.id, version: accepted!.version, paymentId: row.id };
    await enqueue(trx, proposalJob(PROPOSAL_JOBS.receipt, payload), nowMs);
    await enqueue(trx, proposalJob(PROPOSAL_JOBS.paidBusiness, payload), nowMs);
    if (deps.crm) {
      const extra = { amount_cents: amount, method: "card", source: "stripe", paid_at: at };
      await enqueue(trx, proposalEvent("proposal.deposit_paid", proposal, accepted!, extra, nowMs), nowMs);
      const received = { id: row.id, purpose: "deposit" as const, amountCents: amount, method: "card", paidAt: at };
      await enqueue(trx, paymentReceivedEvent(proposal, accepted!, { ...received, source: "stripe" }, nowMs), nowMs);
    }
    await audit(
      trx,
      {
        actor: "stripe",
        action: "deposit_paid",
        subject: { kind: PROPOSAL_KIND, id: proposal.id },
        detail: { version: accepted!.version, amount_cents: amount, session: session.id, event: event.id },
      },
      nowMs,
    );
    return settle("paid");
  });
  if (outcome === "paid" || outcome === "review") deps.onQueued?.();
  if (outcome === "paid") logger.info("deposit paid", { id: proposalId, version });
  return outcome;
}
