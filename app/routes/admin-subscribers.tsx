import { handleSubscribersPost, subscribersPageData } from "~/features/admin/subscribers.server";
import { SubscribersView } from "~/features/admin/subscribers-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-subscribers";

export function loader({ request, context }: Route.LoaderArgs) {
  return subscribersPageData(request, context);
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubscribersPost(request, context);
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscribersView {...loaderData} answer={actionData} />;
}
