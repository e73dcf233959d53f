import { handleLeadPost } from "~/features/forms/lead-action.server";
import { NewsletterPage } from "~/features/newsletter/newsletter-page";
import type { Route } from "./+types/newsletter";

export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("newsletter", request, context);
}

export default function Page() {
  return <NewsletterPage />;
}
