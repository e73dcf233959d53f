import { editorNewsText } from "~/features/proposals/content";
import { handleProposalEditorPost, proposalEditorData } from "~/features/proposals/editor.server";
import { ProposalEditorView } from "~/features/proposals/editor-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-proposal";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return proposalEditorData(params, request, context);
}

export const headers = adminHeaders;

export function action({ params, request, context }: Route.ActionArgs) {
  return handleProposalEditorPost(params, request, context);
}

export default function AdminProposal({ loaderData, actionData }: Route.ComponentProps) {
  return <ProposalEditorView {...loaderData} news={editorNewsText(loaderData.news)} answer={actionData} />;
}
