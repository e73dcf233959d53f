import { handleSettingsPost, settingsPageData } from "~/features/admin/settings.server";
import { SettingsView } from "~/features/admin/settings-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-settings";

export function loader({ request, context }: Route.LoaderArgs) {
  return settingsPageData(request, context);
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleSettingsPost(request, context);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsView {...loaderData} answer={actionData} />;
}
