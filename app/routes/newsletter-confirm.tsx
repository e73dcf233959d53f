import { handleLinkPost, linkPageData } from "~/features/newsletter/link-page.server";
import { NewsletterLinkView } from "~/features/newsletter/link-view";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/newsletter-confirm";

/** Rendered at each request from the signed link's token (not prerendered, noindex). */
export function loader({ request, context }: Route.LoaderArgs) {
  return linkPageData("confirm", request, context);
}

export const headers = withActionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleLinkPost("confirm", request, context);
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkView link="confirm" state={actionData ?? loaderData} />;
}
