import { leadClientAction } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { QuotePage } from "~/features/quote/quote-page";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/quote-request";

export const headers = withActionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("quote", request, context);
}

/** Scripted posts: the same action, with a network failure answered as a failed send. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadClientAction("quote", serverAction);
}

export default function Page() {
  return <QuotePage />;
}
