import { PolicyTemplate } from "~/components/templates/policy-template";
import { findPage } from "~/content/pages";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/policy";

export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(pathnameOf(request), "policy");
  if (!page) throw notFound();
  return page;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyTemplate page={loaderData} />;
}
