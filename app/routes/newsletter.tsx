import { leadClientAction } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { NewsletterPage } from "~/features/newsletter/newsletter-page";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/newsletter";

export const headers = withActionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("newsletter", request, context);
}

/** Scripted posts: the same action, with a network failure answered as a failed send. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadClientAction("newsletter", serverAction);
}

export default function Page() {
  return <NewsletterPage />;
}
