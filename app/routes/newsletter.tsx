import { leadAnswerOf } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { NewsletterPage } from "~/features/newsletter/newsletter-page";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/newsletter";

export const headers = withActionHeaders;

/** Sign-ups: native posts, and the site script's in place (issue 31). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("newsletter", request, context);
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <NewsletterPage answer={leadAnswerOf("newsletter", actionData)} />;
}
