import { leadAnswerOf } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { QuotePage } from "~/features/quote/quote-page";
import { quoteReferral } from "~/features/referrals/quote-referral.server";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/quote-request";

export const headers = withActionHeaders;

/** A referral link's code, shown as a note and carried by the form (issue 34). */
export function loader({ request, context }: Route.LoaderArgs) {
  return quoteReferral(request, context);
}

/** Posts of the quote form: native ones (photos included) and its island's (decision 0014). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("quote", request, context);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotePage answer={leadAnswerOf("quote", actionData)} referral={loaderData.referral} />;
}
