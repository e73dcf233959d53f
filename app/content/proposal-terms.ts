import { format } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";
import { proposalUi } from "../i18n/parts/proposal.ts";

/**
 * The facts a proposal's terms state (issue 33): edit them here and every proposal page, PDF and e-mail follows.
 * The sentences are in each language's catalogue (app/i18n/<locale>/proposal.ts, `termsList`); the deposit's
 * share is the version's own (DEPOSIT_PERCENT when it was written).
 */
export const proposalTerms = {
  /** Weeks from acceptance to installation, as the business usually manages. */
  leadTimeWeeks: 4,
} as const;

/** The terms of a proposal in `locale`, with its deposit share: what the page, the PDF and the hash carry. */
export function termsOf(locale: Locale, depositPercent: number): string[] {
  const params = { depositPercent, leadTimeWeeks: proposalTerms.leadTimeWeeks };
  return proposalUi[locale].proposal.termsList.map((sentence) => format(sentence, params, locale));
}
