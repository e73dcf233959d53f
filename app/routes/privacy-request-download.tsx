import { downloadPageData } from "~/features/privacy/link-pages.server";
import { DownloadView } from "~/features/privacy/link-views";
import type { Route } from "./+types/privacy-request-download";

/** Rendered at each request from the signed link's token (not prerendered, noindex, no-store). */
export function loader({ request, context }: Route.LoaderArgs) {
  return downloadPageData(request, context);
}

export default function PrivacyRequestDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadView state={loaderData} />;
}
