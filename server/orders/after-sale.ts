import type { AfterSaleCustomer, AfterSaleOffice } from "../../app/features/orders/after-sale.ts";
import { centsToField } from "../../app/features/proposals/money.ts";
import { formatCents } from "../../app/i18n/format.ts";
import { referralCodeFor, referralPath } from "../referrals/store.ts";
import type { ProposalDeps } from "../proposals/settings.ts";
import { contentOf, proposalById, proposalByToken, versionOf } from "../proposals/store.ts";
import { balanceCents, balanceCheckout, paidBalance, recordBalance } from "./balance.ts";
import { feedbackOf, feedbackPage, feedbackPath, giveFeedback } from "./review.ts";
import { orderStateOf } from "./store.ts";

/** The stages after the installation: the balance is due or paid, feedback is asked for. */
const INSTALLED = new Set(["installed", "paid"]);

/**
 * The customer's side of an order after the installation (issue 34, items 3–5): the balance on their page, the
 * feedback form, and their referral link.
 */
export function createAfterSaleCustomer(deps: ProposalDeps, reviewUrl: string): AfterSaleCustomer {
  const kysely = deps.db.kysely;
  const now = deps.now ?? Date.now;
  return {
    async view(token, locale) {
      const proposal = await proposalByToken(kysely, token);
      const state = proposal ? await orderStateOf(kysely, proposal) : null;
      if (!proposal || !state) return null;
      const version = await versionOf(kysely, proposal.id, state.acceptance.version);
      if (!version) return null;
      const installed = INSTALLED.has(state.stage);
      const paid = state.stage === "paid" || (await paidBalance(kysely, proposal.id)) !== undefined;
      const code = await referralCodeFor(
        kysely,
        { email: contentOf(version).customer.email, proposalId: proposal.id },
        now(),
      );
      return {
        balance: installed
          ? { amount: formatCents(balanceCents(version), locale), paid, online: deps.stripe !== null }
          : null,
        referralUrl: new URL(referralPath(code), deps.siteUrl).href,
        feedbackPath: installed ? feedbackPath(proposal, locale) : null,
      };
    },
    payBalance: (token) => balanceCheckout(deps, token),
    feedbackPage: (token, locale) => feedbackPage(deps, reviewUrl, token, locale),
    giveFeedback: (token, input, client) => giveFeedback(deps, token, input, client),
  };
}

/** The back office's side: the balance recorded by hand, the payments and the customer's feedback. */
export function createAfterSaleOffice(deps: ProposalDeps): AfterSaleOffice {
  const kysely = deps.db.kysely;
  return {
    async detail(proposalId) {
      const proposal = await proposalById(kysely, proposalId);
      const state = proposal ? await orderStateOf(kysely, proposal) : null;
      if (!proposal || !state) return null;
      const version = await versionOf(kysely, proposal.id, state.acceptance.version);
      if (!version) return null;
      const payments = await kysely
        .selectFrom("balance_payments")
        .selectAll()
        .where("proposal_id", "=", proposal.id)
        .orderBy("created_at")
        .execute();
      const paid = payments.some((p) => p.status === "paid");
      const feedback = await feedbackOf(kysely, proposal.id);
      return {
        balanceField: centsToField(balanceCents(version)),
        balance: formatCents(balanceCents(version)),
        due: state.stage === "installed" && !paid,
        paid,
        payments: payments.map((p) => ({
          id: p.id,
          createdAt: p.created_at,
          status: p.status,
          reviewReason: p.review_reason,
          amount: formatCents(p.amount_cents),
          method: p.method,
          note: p.note,
          recordedBy: p.recorded_by,
        })),
        feedback: feedback ? { stars: feedback.stars, comment: feedback.comment, at: feedback.created_at } : null,
      };
    },
    recordBalance: (proposalId, input, staff, client) => recordBalance(deps, proposalId, input, staff, client),
  };
}
