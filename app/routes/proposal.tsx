import { handleProposalPost, proposalHeaders, proposalPageData } from "~/features/proposals/page.server";
import { ProposalPage } from "~/features/proposals/proposal-page";
import "~/features/proposals/proposal.css";
import "~/features/orders/timeline.css";
import "~/features/orders/after-sale.css";
import "~/features/booking/booking.css";
import { isInstallationAnswer } from "~/features/installations/installation-section";
import type { Route } from "./+types/proposal";

/** The customer's proposal, reached by its secret link: rendered at each request, never stored or indexed. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return proposalPageData(params.token, request, context);
}

export const headers = proposalHeaders;

/** Accept, decline or pay the deposit without scripts (the site script posts to the JSON API instead). */
export function action({ params, request, context }: Route.ActionArgs) {
  return handleProposalPost(params.token, request, context);
}

export default function Proposal({ loaderData, actionData }: Route.ComponentProps) {
  // The installation's forms (issue 34 item 2) post to the same action; each form shows its own refusal.
  const installationAnswer = isInstallationAnswer(actionData) ? actionData : undefined;
  const answer = isInstallationAnswer(actionData) ? undefined : actionData;
  return <ProposalPage {...loaderData} answer={answer} installationAnswer={installationAnswer} />;
}
