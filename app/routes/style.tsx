import { StyleTemplate } from "~/components/templates/style-template";
import { findPage } from "~/content/pages";
import { aliases } from "~/content/site-pages";
import { swatchSectionIn } from "~/content/swatch-views";
import { localeOfPath, pathWithoutLocale } from "~/i18n/locales";
import { notFound, pathnameOf } from "~/lib/http";
import type { Route } from "./+types/style";

export function loader({ request }: Route.LoaderArgs) {
  const pathname = pathnameOf(request);
  const locale = localeOfPath(pathname);
  const bare = pathWithoutLocale(pathname);
  const page = findPage(bare, "style", locale);
  if (!page) throw notFound();
  // The swatches are the style's, whichever spelling of its path was asked for (an alias names its page).
  return { page, swatches: swatchSectionIn(aliases[bare] ?? bare, pathname, locale) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StyleTemplate page={loaderData.page} swatches={loaderData.swatches} />;
}
