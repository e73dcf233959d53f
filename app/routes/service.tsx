import { ServiceTemplate } from "~/components/templates/service-template";
import { findPage } from "~/content/pages";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/service";

export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(pathnameOf(request), "service");
  if (!page) throw notFound();
  return page;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ServiceTemplate page={loaderData} />;
}
