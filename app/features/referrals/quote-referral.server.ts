import type { RouterContextProvider } from "react-router";
import { referralsContext } from "./service";

/**
 * The referral code a quote request page was opened with (`/quote-request?ref=<code>`, where a customer's link
 * `/r/<code>` leads; issue 34): the code when it is a customer's, else null — an unknown code shows and carries
 * nothing. Nothing about the referrer reaches the page. Without the referrals service (a server that leaves it out),
 * none.
 */
export async function quoteReferral(request: Request, context: Readonly<RouterContextProvider>) {
  const code = new URL(request.url).searchParams.get("ref");
  const referrals = context.get(referralsContext);
  if (!code || !referrals) return { referral: null };
  return { referral: (await referrals.known(code)) ? code : null };
}
