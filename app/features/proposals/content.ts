/**
 * What a proposal version holds (issue 33): the customer as the proposal names them, the priced lines, installation,
 * discount, notes, and the rates it is priced under. Stored as JSON in `proposal_versions.content`; every amount is
 * whole cents (./money.ts). Browser-safe.
 */
import type { Mount } from "../quote/estimate.ts";
import type { ProductType } from "../quote/options.ts";
import type { Rates } from "./money.ts";

export type ProposalLine = {
  /** The room or a label ("Living room, left window", "Removal of old blinds"). */
  label: string;
  /** A product of the catalogue, or "" for a line that is not one (a service, a custom item). */
  product_type: ProductType | "";
  /** The style or model, from the catalogue or typed. */
  model: string;
  /** Inches (eighths allowed); null for a line without a size. */
  width_in: number | null;
  height_in: number | null;
  mount: Mount | "";
  /** Options as the customer reads them: material, color, motor, lift. */
  options: string;
  quantity: number;
  unit_cents: number;
};

export type ProposalCustomer = { name: string; email: string; phone: string; address: string };

export type ProposalContent = {
  customer: ProposalCustomer;
  lines: ProposalLine[];
  installation_cents: number;
  discount_cents: number;
  notes: string;
  rates: Rates;
};

/** Where a proposal stands, as staff and the customer read it: `expired` is a sent one past its last day. */
export const PROPOSAL_STATES = ["draft", "sent", "accepted", "declined", "expired"] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const PROPOSAL_STATE_LABELS: Record<ProposalState, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/** The most lines one proposal holds (the editor's form stays within the page's body limit). */
export const MAX_LINES = 30;

/** A proposal's number as people quote it: "P-3F9A2C1B", from its id. */
export function proposalNumber(id: string): string {
  return `P-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** Ways staff record a deposit taken by hand (a card payment through Stripe is "card"). */
export const DEPOSIT_METHODS = ["check", "cash", "card_in_person", "transfer", "other"] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const DEPOSIT_METHOD_LABELS: Record<DepositMethod | "card", string> = {
  check: "Check",
  cash: "Cash",
  card_in_person: "Card at the visit",
  transfer: "Bank transfer",
  other: "Other",
  card: "Card (Stripe)",
};

/** What the editor says after a change (the redirect's query names it). */
export const EDITOR_NEWS: Record<string, string> = {
  saved: "Saved.",
  revised: "Saved as a new version: send it when it is ready.",
  sent: "Sent: the e-mail with the proposal is on its way to the customer.",
  recorded: "Deposit recorded.",
  balance: "Balance recorded: the order is Paid in full and the customer is sent a receipt.",
};

export const editorNewsText = (key: string | null) => (key ? (EDITOR_NEWS[key] ?? null) : null);
