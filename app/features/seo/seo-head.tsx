import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from "react-router";
import { pageHead, type PageState } from "./page-head";
import { readProductFacts } from "./product-meta";
import { serializeJsonLd } from "./structured-data";
import { business } from "~/content/business";

export const THEME_COLOR = "#7a4716";

/**
 * The document head's search and preview tags for the current page. Rendered
 * by the root Layout rather than through route `meta` exports: the root's
 * `meta` cannot see child loader data, and a child's `meta` would replace the
 * root's wholesale. Layout also wraps the error boundary, so `useRouteError`
 * tells a 404 apart here.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const error = useRouteError();

  let state: PageState;
  if (isRouteErrorResponse(error) && error.status === 404) state = { status: "not-found" };
  else if (error) state = { status: "error" };
  else {
    const productMatch = matches.find((m) => m.id === "routes/product");
    state = { status: "ok", pathname, product: readProductFacts(productMatch?.loaderData) };
  }
  const head = pageHead(state);

  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      <meta name="theme-color" content={THEME_COLOR} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content="en_US" />
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
