import { redirect } from "react-router";
import { INBOX_PATH } from "~/features/admin/paths";
import { handleLogoutPost } from "~/features/auth/login.server";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-logout";

/** Signing out is a post (a link or a prefetch must not end a session); a visit goes to the inbox. */
export function loader() {
  return redirect(INBOX_PATH, { status: 303 });
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleLogoutPost(request, context);
}

export default function AdminLogout() {
  return null;
}
