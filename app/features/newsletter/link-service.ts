/**
 * The contract between the newsletter's link pages (/newsletter/confirm and
 * /newsletter/unsubscribe) and the server (server/newsletter/link-service.ts). The signed
 * token in the e-mailed link is the only credential: no login, no stored token.
 */
import { serviceContext } from "../../lib/app-context.ts";

export type NewsletterLink = "confirm" | "unsubscribe";

export interface NewsletterLinks {
  /** The subscriber's address when the token is genuine and made for this link, else null. */
  verify(link: NewsletterLink, token: string): string | null;
  /**
   * Does what the link is for (again is harmless). "gone": nothing left to confirm — the
   * week ran out, or the address left since. Rejects when storage is down.
   */
  follow(link: NewsletterLink, email: string): Promise<"done" | "gone">;
}

/** The link service the server provides to the newsletter's link pages (server/newsletter/link-service.ts). */
export const newsletterLinksContext = serviceContext<NewsletterLinks>("newsletter-links");

/** What a link page shows: the question, the outcome, or why it cannot help. */
export type LinkPageState =
  | { step: "ask"; email: string; token: string }
  | { step: "done"; email: string }
  | { step: "gone"; email: string }
  | { step: "invalid" }
  | { step: "try-later" };
