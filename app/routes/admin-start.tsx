import { startRedirect } from "~/features/admin/settings.server";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-start";

/** The installed app's start and sign-in's destination: a redirect to the inbox, or the agenda (decision 0020). */
export function loader({ request, context }: Route.LoaderArgs) {
  return startRedirect(request, context);
}

export const headers = adminHeaders;

export default function AdminStart() {
  return null;
}
