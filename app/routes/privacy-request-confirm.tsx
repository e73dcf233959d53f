import { confirmPageData, handleConfirmPost } from "~/features/privacy/link-pages.server";
import { ConfirmView } from "~/features/privacy/link-views";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/privacy-request-confirm";

/** Rendered at each request from the signed link's token (not prerendered, noindex, no-store). */
export function loader({ request, context }: Route.LoaderArgs) {
  return confirmPageData(request, context);
}

export const headers = withActionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleConfirmPost(request, context);
}

export default function PrivacyRequestConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmView state={actionData ?? loaderData} />;
}
