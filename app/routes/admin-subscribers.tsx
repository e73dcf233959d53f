import { AdminShell } from "~/features/admin/admin-shell";
import { requireStaff } from "~/features/admin/guard.server";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context);
  return { staff: { email: session.user.email, csrfToken: session.csrfToken } };
}

export const headers = adminHeaders;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminShell staff={loaderData.staff} title="subscribers">{null}</AdminShell>;
}
