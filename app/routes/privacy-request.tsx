import { leadAnswerOf } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { PrivacyRequestPage } from "~/features/privacy/request-page";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/privacy-request";

export const headers = withActionHeaders;

/** A person's privacy request: native posts and its island's (decision 0014). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("privacy", request, context);
}

export default function PrivacyRequest({ actionData }: Route.ComponentProps) {
  return <PrivacyRequestPage answer={leadAnswerOf("privacy", actionData)} />;
}
