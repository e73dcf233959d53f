/**
 * What the business promises about the personal data it keeps. The privacy policy
 * (./policies.ts) states these figures, and the server may keep data no longer than
 * they say: PII_RETENTION_DAYS is validated against them at start-up (server/env.ts).
 */
export const privacy = {
  /** The client address and browser (user agent) stored with each lead, and e-mail copies (delivered, dropped or failed). */
  technicalDataDays: 90,
  /** How long a privacy request (copy or erasure) may take to answer. */
  answerWithinDays: 30,
} as const;
