/**
 * Why staff may decline a privacy request (docs/decisions/0022). The person reads each reason in their own language
 * (the mail catalogue's `privacyRequest.declineReasons`); staff pick it by the English label below.
 */
export const DECLINE_REASONS = ["unverified", "exempt", "repeated"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** How the back office names each reason (staff read English). */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  unverified: "We could not verify that the request came from the person the data is about",
  exempt: "The law requires or allows us to keep this data (a sale's records for taxes, say)",
  repeated: "They already had a copy twice in the last 12 months",
};

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === "string" && (DECLINE_REASONS as readonly string[]).includes(value);
}

/** The longest note staff may add, in their own words, to a declined request's e-mail. */
export const DECLINE_NOTE_MAX = 1000;
