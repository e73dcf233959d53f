import { leadAnswerOf } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { QuotePage } from "~/features/quote/quote-page";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/quote-request";

export const headers = withActionHeaders;

/** Posts of the quote form: native ones (photos included) and its island's (decision 0014). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("quote", request, context);
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <QuotePage answer={leadAnswerOf("quote", actionData)} />;
}
