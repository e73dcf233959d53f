import { handleReferralsPost, referralsPageData } from "~/features/referrals/admin.server";
import { ReferralsView } from "~/features/referrals/referrals-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-referrals";

export function loader({ request, context }: Route.LoaderArgs) {
  return referralsPageData(request, context);
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleReferralsPost(request, context);
}

export default function AdminReferrals({ loaderData, actionData }: Route.ComponentProps) {
  return <ReferralsView {...loaderData} answer={actionData} />;
}
