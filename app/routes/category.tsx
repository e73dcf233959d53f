import { CategoryTemplate } from "~/components/templates/category-template";
import { findPage } from "~/content/pages";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/category";

export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(pathnameOf(request), "category");
  if (!page) throw notFound();
  return page;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CategoryTemplate page={loaderData} />;
}
