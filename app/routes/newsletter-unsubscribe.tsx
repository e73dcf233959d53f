import { handleUnsubscribePost, unsubscribePageData } from "~/features/newsletter/unsubscribe.server";
import { UnsubscribeView } from "~/features/newsletter/unsubscribe-view";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/newsletter-unsubscribe";

/** Rendered at each request from the signed link's token (not prerendered, noindex). */
export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribePageData(request, context);
}

export const headers = withActionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleUnsubscribePost(request, context);
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribeView state={actionData ?? loaderData} />;
}
