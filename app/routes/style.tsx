import { StyleTemplate } from "~/components/templates/style-template";
import { findPage } from "~/content/pages";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/style";

export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(pathnameOf(request), "style");
  if (!page) throw notFound();
  return page;
}

/** Alias paths (/collections/curtains/sheer) name the page they share content with. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...(matches[0]?.meta ?? []),
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StyleTemplate page={loaderData} />;
}
