import { AdminShell } from "~/features/admin/admin-shell";
import { inboxPageData } from "~/features/admin/inbox.server";
import { InboxView } from "~/features/admin/inbox-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-inbox";

export function loader({ request, context }: Route.LoaderArgs) {
  return inboxPageData(request, context);
}

export const headers = adminHeaders;

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { staff, ...inbox } = loaderData;
  return (
    <AdminShell staff={staff} title="Inbox">
      <InboxView {...inbox} />
    </AdminShell>
  );
}
