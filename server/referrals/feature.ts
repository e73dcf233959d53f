import { referralsContext } from "../../app/features/referrals/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { createReferrals } from "./office.ts";
import { referralRoutes } from "./routes.ts";

/**
 * Referrals (issue 34, item 5; docs/decisions/0024): the customer's link `/r/<code>`, the code checked for the quote
 * page, and the back office's list and rewards. The referral of a new lead is recorded by the intake and the booking
 * service (./attribution.ts), wrapped where they are made.
 */
export async function referralsFeature(core: Core): Promise<Feature> {
  return {
    name: "referrals",
    api: referralRoutes(core.db),
    provides: [provide(referralsContext, createReferrals(core.db))],
  };
}
