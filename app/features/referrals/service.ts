/**
 * Referrals (issue 34, item 5; server/referrals/): what the quote page and the back office ask of the server.
 * Browser-safe types and the service context.
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { InboxKind } from "../leads/kinds.ts";
import type { ClientInfo } from "../leads/service.ts";

/** A lead a customer's link brought, as the back office lists it. */
export type ReferredLead = {
  id: string;
  lead: { kind: string; id: string; label: string };
  createdAt: string;
  reward: { at: string; by: string } | null;
};

/** One customer with a referral link, and what it brought. */
export type Referrer = {
  code: string;
  customer: string;
  email: string;
  /** The order whose page first showed the link. */
  proposalId: string;
  lead: { kind: InboxKind; id: string } | null;
  referred: ReferredLead[];
};

export type RewardResult = { status: "marked" } | { status: "not_found" } | { status: "refused"; message: string };

export type Referrals = {
  /** Whether `code` is a customer's referral code (the quote form shows its note and carries it only then). */
  known(code: string): Promise<boolean>;
  /** Every customer whose link brought a lead, most recent first. */
  list(): Promise<Referrer[]>;
  markReward(referralId: string, staff: string, client: ClientInfo): Promise<RewardResult>;
};

export const referralsContext = serviceContext<Referrals>("referrals");
