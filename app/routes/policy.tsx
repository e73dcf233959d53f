import { PolicyTemplate } from "~/components/templates/policy-template";
import { findPage } from "~/content/pages";
import { localeOfPath, pathWithoutLocale } from "~/i18n/locales";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/policy";

export function loader({ request }: Route.LoaderArgs) {
  const pathname = pathnameOf(request);
  const page = findPage(pathWithoutLocale(pathname), "policy", localeOfPath(pathname));
  if (!page) throw notFound();
  return page;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyTemplate page={loaderData} />;
}
