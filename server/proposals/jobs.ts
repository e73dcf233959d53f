import type { NewJob } from "../jobs/queue.ts";
import { webhookJob, type WebhookEventType } from "../webhook/events.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { PROPOSAL_KIND, type ProposalRow, type VersionRow } from "./store.ts";

/**
 * The outbox jobs a proposal's changes queue (issue 33), each in the transaction of its change: the e-mails to the
 * customer and to the business, and the CRM's events. Filed under the kind "proposal" and the proposal's id.
 */
export const PROPOSAL_JOBS = {
  /** "Your proposal", with its PDF, to the customer. */
  sent: "proposal_sent",
  /** The accepted PDF, to the customer and to the business. */
  acceptedCustomer: "proposal_accepted_customer",
  acceptedBusiness: "proposal_accepted_business",
  declinedBusiness: "proposal_declined_business",
  /** The deposit's receipt to the customer; the business's notice of a payment (or one held for review). */
  receipt: "deposit_receipt",
  paidBusiness: "deposit_paid_business",
  reviewBusiness: "deposit_review_business",
} as const;

/** What every proposal e-mail job carries: the proposal and version it reports, and the payment where there is one. */
export type ProposalJobPayload = { proposalId: string; version: number; paymentId?: string };

export function proposalJob(name: string, payload: ProposalJobPayload): NewJob {
  return { job: name, leadKind: PROPOSAL_KIND, leadId: payload.proposalId, payload };
}

/** The CRM's event about a proposal: who it is for and its figures, never the signer's address or browser. */
export function proposalEvent(
  type: WebhookEventType,
  proposal: Pick<ProposalRow, "id" | "lead_kind" | "lead_id" | "locale">,
  version: Pick<VersionRow, "version" | "total_cents" | "deposit_cents">,
  extra: Record<string, unknown>,
  nowMs: number,
): NewJob {
  return webhookJob(
    { leadKind: PROPOSAL_KIND, leadId: proposal.id },
    type,
    {
      proposal_id: proposal.id,
      number: proposalNumber(proposal.id),
      version: version.version,
      lead_kind: proposal.lead_kind,
      lead_id: proposal.lead_id,
      locale: proposal.locale,
      currency: "USD",
      total_cents: version.total_cents,
      deposit_cents: version.deposit_cents,
      ...extra,
    },
    nowMs,
  );
}

/** A payment as the CRM's `payment.received` tells it (issue 34): every deposit and balance, by card or by hand. */
export type ReceivedPayment = {
  id: string;
  purpose: "deposit" | "balance";
  amountCents: number;
  method: string;
  source: "stripe" | "staff";
  paidAt: string;
};

export function paymentReceivedEvent(
  proposal: Pick<ProposalRow, "id" | "lead_kind" | "lead_id" | "locale">,
  version: Pick<VersionRow, "version" | "total_cents" | "deposit_cents">,
  payment: ReceivedPayment,
  nowMs: number,
): NewJob {
  const data = {
    payment_id: payment.id,
    purpose: payment.purpose,
    amount_cents: payment.amountCents,
    method: payment.method,
    source: payment.source,
    paid_at: payment.paidAt,
  };
  return proposalEvent("payment.received", proposal, version, data, nowMs);
}
