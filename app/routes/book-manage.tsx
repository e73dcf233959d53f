import { ManageView } from "~/features/booking/manage-view";
import { handleManagePost, managePageData } from "~/features/booking/pages.server";
import "~/features/booking/booking.css";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/book-manage";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return managePageData(params.token, request, context);
}

/** Fresh times after every post, a refused one included (React Router skips 4xx by default). */
export function shouldRevalidate() {
  return true;
}

export const headers = withActionHeaders;

export function action({ params, request, context }: Route.ActionArgs) {
  return handleManagePost(params.token, request, context);
}

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageView {...loaderData} answer={actionData} />;
}
