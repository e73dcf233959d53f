/**
 * What the business promises about the personal data it keeps. The privacy policy
 * (./policies.ts) states these figures, and the server may keep data no longer than
 * they say: PII_RETENTION_DAYS is validated against them at start-up (server/env.ts).
 */
export const privacy = {
  /** The client address and browser (user agent) stored with each lead, and e-mail copies (delivered, dropped or failed). */
  technicalDataDays: 90,
  /** How long a privacy request (copy or erasure) may take to answer, counted from the day it is received. */
  answerWithinDays: 30,
  /**
   * The law's outer limit for the same (CCPA regulations, 11 CCR §7021(b): 45 calendar days from the day the
   * request is received, however long verifying it takes). The back office shows both dates (docs/decisions/0022).
   */
  legalDeadlineDays: 45,
  /** A privacy request made on the site must be confirmed from its e-mail within these days, else it is deleted. */
  confirmWithinDays: 7,
  /** The link to a copy of one's data works for these days after it was sent. */
  downloadDays: 7,
  /**
   * An answered privacy request is kept as the record of it (who asked what, when, and how it was answered) for
   * these months (11 CCR §7101: at least 24 months), then deleted; it is used for nothing else.
   */
  requestRecordMonths: 24,
  /**
   * An order's personal data — the customer named on its proposal, the typed signature with its client address and
   * browser, the feedback, the referral link — is kept for these years after the order's last activity (a payment, a
   * move, an installation), then anonymised; the business needs the signed contract that long to answer a claim on it
   * (California's limit for a claim on a written contract, Code of Civil Procedure §337: 4 years). A proposal never
   * accepted (nothing paid) is deleted at the same age. docs/decisions/0029.
   */
  orderPersonalYears: 4,
  /**
   * An order's money records — amounts, tax, rates, dates, the windows sold, Stripe's ids — anonymised, are kept for
   * these years after its last activity, then deleted with everything left of the order (the IRS's longest usual
   * period for records of income, 6 years, and California's 4 for sales tax records: 7 covers both). docs/decisions/0029.
   */
  accountsYears: 7,
} as const;
