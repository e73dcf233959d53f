import { agendaPageData, handleAgendaPost } from "~/features/admin/agenda.server";
import { AgendaView } from "~/features/admin/agenda-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-agenda";

export function loader({ request, context }: Route.LoaderArgs) {
  return agendaPageData(request, context);
}

/** Fresh free times and visits after every post, a refused one included. */
export function shouldRevalidate() {
  return true;
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleAgendaPost(request, context);
}

export default function AdminAgenda({ loaderData, actionData }: Route.ComponentProps) {
  return <AgendaView {...loaderData} answer={actionData} />;
}
