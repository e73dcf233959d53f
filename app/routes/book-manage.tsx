import { scriptedPicker } from "~/features/booking/days";
import { ManageView } from "~/features/booking/manage-view";
import { handleManagePost, managePageData, type ManageActionData } from "~/features/booking/pages.server";
import "~/features/booking/booking.css";
import { Island } from "~/islands/island";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/book-manage";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return managePageData(params.token, request, context);
}

export const headers = withActionHeaders;

/** A move or a cancellation: native posts and its island's (decision 0014). */
export function action({ params, request, context }: Route.ActionArgs) {
  return handleManagePost(params.token, request, context);
}

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, when, picker, news } = loaderData;
  const answer: ManageActionData | undefined = actionData;
  // The island gets one day's times; the no-script form, rendered here only, every day's (issue 31).
  const scripted = picker ? scriptedPicker(picker, undefined, booking.start) : null;
  return (
    <Island
      name="manage"
      component={ManageView}
      props={{ booking, when, picker: scripted, news, answer }}
      serverProps={{ allDays: picker?.days }}
    />
  );
}
