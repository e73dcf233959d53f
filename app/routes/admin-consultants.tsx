import { consultantsPageData, handleConsultantsPost } from "~/features/admin/consultants.server";
import { ConsultantsView } from "~/features/admin/consultants-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-consultants";

export function loader({ request, context }: Route.LoaderArgs) {
  return consultantsPageData(request, context);
}

export function shouldRevalidate() {
  return true;
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleConsultantsPost(request, context);
}

export default function AdminConsultants({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsultantsView {...loaderData} answer={actionData} />;
}
