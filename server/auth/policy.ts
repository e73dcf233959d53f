/**
 * The back office's sign-in rules (issue 14), in one place. They are not settings: a
 * weaker value is never what the business wants, and tests hold the server to these.
 */
export const AUTH_POLICY = {
  /** A session ends after this long without a request... */
  idleTimeoutMs: 12 * 3_600_000,
  /** ...and this long after sign-in, whatever happens. */
  absoluteTimeoutMs: 7 * 24 * 3_600_000,
  /** last_seen_at is written at most this often (one write per minute, not per request). */
  touchEveryMs: 60_000,
  /** Failed sign-ins counted over this window... */
  failureWindowMs: 15 * 60_000,
  /** ...lock the account after this many... */
  maxFailuresPerAccount: 5,
  /** ...and the client address after this many (any accounts). */
  maxFailuresPerAddress: 20,
  passwordMinLength: 12,
  passwordMaxLength: 256,
} as const;
