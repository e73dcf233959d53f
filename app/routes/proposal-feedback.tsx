import { feedbackPageData, handleFeedbackPost } from "~/features/orders/feedback.server";
import { FeedbackPageView } from "~/features/orders/feedback-page";
import { proposalHeaders } from "~/features/proposals/page.server";
import "~/features/proposals/proposal.css";
import "~/features/orders/feedback.css";
import type { Route } from "./+types/proposal-feedback";

/** The private feedback form after an installation, reached by the order's secret link (issue 34). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return feedbackPageData(params.token, request, context);
}

export const headers = proposalHeaders;

export function action({ params, request, context }: Route.ActionArgs) {
  return handleFeedbackPost(params.token, request, context);
}

export default function ProposalFeedback({ loaderData, actionData }: Route.ComponentProps) {
  return <FeedbackPageView {...loaderData} answer={actionData} />;
}
