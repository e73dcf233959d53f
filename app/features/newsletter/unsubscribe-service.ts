/**
 * The contract between the unsubscribe page's route and the server (server/leads/feature.ts).
 * The signed token in the link is the only credential: no login, no stored token.
 */
export interface Unsubscriber {
  /** The subscriber's address when the token is genuine, else null. */
  verify(token: string): string | null;
  /** Stops the newsletter to this address (again is harmless). Rejects when storage is down. */
  unsubscribe(email: string): Promise<void>;
}

/** Key under which the server registers the unsubscriber in the route context services. */
export const UNSUBSCRIBER = "newsletter-unsubscribe";

/** What the page shows: the question, the outcome, or why it cannot help. */
export type UnsubscribeState =
  | { step: "confirm"; email: string; token: string }
  | { step: "done"; email: string }
  | { step: "invalid" }
  | { step: "try-later" };
