import { LoginForm } from "~/features/auth/login-form";
import { handleLoginPost, loginPageData } from "~/features/auth/login.server";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-login";

export function loader({ request, context }: Route.LoaderArgs) {
  return loginPageData(request, context);
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleLoginPost(request, context);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm answer={actionData} csrfToken={loaderData.csrfToken} />;
}
