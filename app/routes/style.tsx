import { StyleTemplate } from "~/components/templates/style-template";
import { findPage } from "~/content/pages";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/style";

export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(pathnameOf(request), "style");
  if (!page) throw notFound();
  return page;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StyleTemplate page={loaderData} />;
}
