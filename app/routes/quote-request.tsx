import { handleLeadPost } from "~/features/forms/lead-action.server";
import { QuotePage } from "~/features/quote/quote-page";
import type { Route } from "./+types/quote-request";

export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("quote", request, context);
}

export default function Page() {
  return <QuotePage />;
}
