import { AdminShell } from "~/features/admin/admin-shell";
import { handleInboxPost, inboxPageData } from "~/features/admin/inbox.server";
import { InboxView } from "~/features/admin/inbox-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-inbox";

export function loader({ request, context }: Route.LoaderArgs) {
  return inboxPageData(request, context);
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleInboxPost(request, context);
}

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, ...inbox } = loaderData;
  return (
    <AdminShell staff={staff} title="Inbox">
      <InboxView {...inbox} csrfToken={staff.csrfToken} answer={actionData} />
    </AdminShell>
  );
}
