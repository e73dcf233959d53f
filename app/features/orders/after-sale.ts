/**
 * What an order's pages ask of the server after the installation (issue 34, items 3–4; server/orders/balance.ts,
 * server/orders/review.ts): the balance by card, the private feedback form, and the back office's side of both.
 * Browser-safe types and the service context.
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { ClientInfo } from "../leads/service.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { PaymentSummary, RecordDepositResult } from "../proposals/service.ts";

/** The balance as the customer's page shows it, once the order is installed. */
export type BalanceView = {
  /** Written in the page's language. */
  amount: string;
  paid: boolean;
  /** Card payment through Stripe is set up. */
  online: boolean;
};

/** What the order's page shows after the signature, besides the timeline. */
export type AfterSaleView = {
  /** Once the order is installed (or paid in full); null before. */
  balance: BalanceView | null;
  /** The customer's personal referral link (absolute), once the proposal is accepted. */
  referralUrl: string | null;
  /** The private feedback form's path, once the order is installed. */
  feedbackPath: string | null;
};

export type BalanceResult =
  | { status: "checkout"; url: string }
  | { status: "not_found" }
  | { status: "not_due" }
  | { status: "already_paid" }
  | { status: "not_configured" }
  | { status: "unavailable" };

/** The private feedback form's page. */
export type FeedbackPage = {
  number: string;
  /** The order's page, in the form's language. */
  orderPath: string;
  /** The feedback already given: its score and day (written out). */
  given: { stars: number; date: string } | null;
  /** The business's public review page, offered whatever the score (REVIEW_URL), or null. */
  reviewUrl: string | null;
};

export type FeedbackResult =
  | { status: "saved" }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "not_found" }
  | { status: "unavailable" };

export type AfterSaleCustomer = {
  view(token: string, locale: Locale): Promise<AfterSaleView | null>;
  /** A Checkout Session for the balance of an installed order. */
  payBalance(token: string): Promise<BalanceResult>;
  feedbackPage(token: string, locale: Locale): Promise<FeedbackPage | null>;
  giveFeedback(token: string, input: unknown, client: ClientInfo): Promise<FeedbackResult>;
};

export const afterSaleCustomerContext = serviceContext<AfterSaleCustomer>("after-sale-customer");

/** A balance payment as the back office lists it: a deposit payment's summary, with no version of its own. */
export type BalancePaymentSummary = Omit<PaymentSummary, "version">;

/** The back office's view of an order after the installation. */
export type AfterSaleDetail = {
  /** total − deposit, in dollars ("1,234.50"), as the balance form is prefilled. */
  balanceField: string;
  balance: string;
  /** The order is installed and its balance not yet recorded: staff may record it. */
  due: boolean;
  paid: boolean;
  payments: BalancePaymentSummary[];
  feedback: { stars: number; comment: string; at: string } | null;
};

/** Recording the balance by hand answers as recording the deposit does. */
export type RecordBalanceResult = RecordDepositResult;

export type AfterSaleOffice = {
  detail(proposalId: string): Promise<AfterSaleDetail | null>;
  recordBalance(
    proposalId: string,
    input: Record<string, string>,
    staff: string,
    client: ClientInfo,
  ): Promise<RecordBalanceResult>;
};

export const afterSaleOfficeContext = serviceContext<AfterSaleOffice>("after-sale-office");
