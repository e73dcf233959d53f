import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { errorHead } from "./error-head";
import type { PageHead } from "./page-head";
import { serializeJsonLd } from "./structured-data";
import { business } from "~/content/business";
import { localeOfPath } from "~/i18n/locales";

export const THEME_COLOR = "#7a4716";

/**
 * The document head's search and preview tags for the current page. Rendered
 * by the root Layout rather than through route `meta` exports: a child's
 * `meta` would replace the root's wholesale. The root loader supplies the
 * head (so the metadata table stays on the server); Layout also wraps the
 * error boundary, so `useRouteError` tells a 404 apart here. The head is in
 * the page's language, its path's (the <head> is outside the I18nProvider).
 */
export function SeoHead() {
  const error = useRouteError();
  const locale = localeOfPath(useLocation().pathname);
  // The root loader computes the page's head on the server (head-for-path.server.ts).
  const rootData = useRouteLoaderData("root") as { head?: PageHead } | undefined;
  const head =
    isRouteErrorResponse(error) && error.status === 404
      ? errorHead("not-found", undefined, locale)
      : error || !rootData?.head
        ? errorHead("error", undefined, locale)
        : rootData.head;

  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta name="theme-color" content={THEME_COLOR} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content={head.ogLocale} />
      {head.ogLocaleAlternates.map((alternate) => (
        <meta key={alternate} property="og:locale:alternate" content={alternate} />
      ))}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
      <meta property="og:image" content={head.image.url} />
      <meta property="og:image:alt" content={head.image.alt} />
      {head.image.width && head.image.height ? (
        <>
          <meta property="og:image:width" content={String(head.image.width)} />
          <meta property="og:image:height" content={String(head.image.height)} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image.url} />
      <meta name="twitter:image:alt" content={head.image.alt} />
      {head.jsonLd.map((data) => (
        <script
          key={String(data["@type"])}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
