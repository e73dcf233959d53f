import { DateTime } from "luxon";
import type { Rates } from "../../app/features/proposals/money.ts";
import type { ProposalState } from "../../app/features/proposals/content.ts";
import { localizedPath, isLocale, DEFAULT_LOCALE } from "../../app/i18n/locales.ts";
import type { Db as Database } from "../db/database.ts";
import type { Env } from "../env.ts";
import type { ProposalRow, VersionRow } from "./store.ts";
import type { StripeGateway } from "./stripe.ts";

/** What the proposal services are made with (server/proposals/feature.ts, the CLI, the tests). */
export type ProposalDeps = {
  db: Database;
  rates: Rates;
  validDays: number;
  timeZone: string;
  siteUrl: string;
  /** Card payments through Stripe, or null when STRIPE_SECRET_KEY is not set. */
  stripe: StripeGateway | null;
  /** Tell the business's CRM (LEADS_WEBHOOK_URL is set). */
  crm: boolean;
  onQueued?: () => void;
  now?: () => number;
  /** Texts go out (TWILIO_ACCOUNT_SID is set; issue 35): a sent proposal and an order's moves are texted too. */
  texts?: boolean;
};

export function ratesOf(env: Env): Rates {
  return {
    tax_rate_ppm: env.SALES_TAX_RATE,
    tax_installation: env.TAX_INSTALLATION,
    deposit_percent: env.DEPOSIT_PERCENT,
  };
}

/** Today's date (YYYY-MM-DD) in the business's time zone. */
export function todayIn(timeZone: string, nowMs: number): string {
  return DateTime.fromMillis(nowMs, { zone: timeZone }).toISODate()!;
}

/** The last day a version sent now can be accepted: `days` days after today, in the business's time zone. */
export function validUntil(timeZone: string, nowMs: number, days: number): string {
  return DateTime.fromMillis(nowMs, { zone: timeZone }).plus({ days }).toISODate()!;
}

/** Where the proposal stands: a sent one past its last day (business time) is expired. */
export function stateOf(
  proposal: Pick<ProposalRow, "status">,
  sent: Pick<VersionRow, "valid_until"> | undefined,
  timeZone: string,
  nowMs: number,
): ProposalState {
  if (proposal.status !== "sent") return proposal.status;
  if (sent?.valid_until && todayIn(timeZone, nowMs) > sent.valid_until) return "expired";
  return "sent";
}

/** The customer's page, in the proposal's language (its link opens the page in that language). */
export function customerPath(proposal: Pick<ProposalRow, "token" | "locale">): string {
  const locale = isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE;
  return localizedPath(`/proposal/${proposal.token}`, locale);
}

export const pdfPath = (token: string) => `/proposal/${token}/pdf`;
