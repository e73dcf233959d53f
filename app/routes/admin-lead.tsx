import { handleLeadPost, leadPageData } from "~/features/admin/lead.server";
import { LeadView } from "~/features/admin/lead-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-lead";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return leadPageData(params, request, context);
}

export const headers = adminHeaders;

export function action({ params, request, context }: Route.ActionArgs) {
  return handleLeadPost(params, request, context);
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadView {...loaderData} answer={actionData} />;
}
