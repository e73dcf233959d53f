import { useEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { HydrationMark } from "~/components/hydration-mark";
import { NotFound } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { business } from "~/content/business";
import { isAppPage } from "~/content/site-pages";
import { format, formatBytes } from "~/i18n/format";
import { I18nProvider, useLocale, useMessages } from "~/i18n/i18n-context";
import { HTML_LANG, localeOfPath } from "~/i18n/locales";
import { revealOnScroll } from "~/features/site-script/scroll-reveal";
// Bundled on its own (Vite's worker bundling gives a self-contained module and its URL).
import siteScript from "~/features/site-script/site-script.ts?worker&url";
import { headForPath } from "~/features/seo/head-for-path.server";
import { SeoHead } from "~/features/seo/seo-head";
import { refusedStatusContext } from "~/lib/app-context";
import { pathnameOf } from "~/lib/http";
import { usePagePath } from "~/lib/use-page-path";
import { InlineStyles } from "~/styles/inline-styles";
import { ADMIN_MANIFEST } from "~/features/admin/offline/paths";
import type { Route } from "./+types/root";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
];

// Title, description, canonical URL, previews and structured data: <SeoHead />
// (app/features/seo). Routes export no `meta`; add a page to seo/page-meta.ts.
export function loader({ request, context }: Route.LoaderArgs) {
  // The server refused the request (e.g. a form body over its limit) and asks for its error page.
  const refused = context.get(refusedStatusContext);
  if (refused) throw data({ limitBytes: refused.limitBytes }, { status: refused.status });
  const pathname = pathnameOf(request);
  // Whether React takes this page over: decided here, so the table of pages stays out of the browser.
  return { head: headForPath(pathname), app: isAppPage(pathname), locale: localeOfPath(pathname) };
}

/**
 * The head belongs to the path: recompute it when the path changes, and only
 * then (a gallery filter in the query string must not wait for the network).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function Layout({ children }: { children: React.ReactNode }) {
  useScrollToTopOnNavigate();
  const pathname = usePagePath();
  // The back office has its own bar (app/features/admin): no public menu, footer or chat there.
  const staffPage = /^\/admin(\/|$)/.test(pathname);
  // Pages that only show content are never hydrated: the site script is all they run (decision 0011).
  const rootData = useRouteLoaderData<typeof loader>("root");
  const app = rootData?.app ?? false;
  // The error page of a refused request has no loader data: its language comes from its path.
  const locale = rootData?.locale ?? localeOfPath(pathname);
  return (
    <html lang={HTML_LANG[locale]} data-app={app ? "react" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <SeoHead />
        <InlineStyles />
        {/* What only a form island shows (its scripted parts) stays out of the way without scripts (decision 0014). */}
        <noscript>
          <style>{".js-only{display:none!important}"}</style>
        </noscript>
        {/* The back office installs as an app of its own, scoped to /admin/ (issue 40). */}
        <link rel="manifest" href={staffPage ? ADMIN_MANIFEST : "/site.webmanifest"} />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale}>
          <SkipLink />
          {!staffPage && <SiteHeader />}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {!staffPage && <SiteFooter />}
        </I18nProvider>
        {!staffPage && <script type="module" src={siteScript} />}
        {app && <HydrationMark />}
        {app && <Scripts />}
      </body>
    </html>
  );
}

function SkipLink() {
  const messages = useMessages();
  return (
    <a className="skip-link" href="#main">
      {messages.common.skipToContent}
    </a>
  );
}

/**
 * Spec §2.1: every route change lands at the top of the new page, instantly.
 * The first render is left to the browser so deep links such as /#contact work.
 */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: "instant" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);
}

export default function App() {
  useScrollRevealOnNavigate();
  return <Outlet />;
}

/** The site script reveals the first page; an app page's own navigations bring new sections to reveal. */
function useScrollRevealOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return revealOnScroll();
  }, [pathname]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 413) return <TooLarge limitBytes={limitOf(error.data)} />;
  return <SomethingWentWrong />;
}

function SomethingWentWrong() {
  const messages = useMessages();
  const locale = useLocale();
  return (
    <section className="section container error-page">
      <h1>{messages.errorPage.heading}</h1>
      <p>{format(messages.errorPage.text, { phone: business.phones[0].display }, locale)}</p>
    </section>
  );
}

/** The limit a 413 was refused at, when the server named it. */
function limitOf(data: unknown): number | undefined {
  if (typeof data !== "object" || data === null || !("limitBytes" in data)) return undefined;
  return typeof data.limitBytes === "number" ? data.limitBytes : undefined;
}

/** A form post over the server's size limit: nothing was sent, how much the form takes, and the way back to it. */
function TooLarge({ limitBytes }: { limitBytes: number | undefined }) {
  const { pathname } = useLocation();
  const messages = useMessages();
  const locale = useLocale();
  const phone = business.phones[0].display;
  const text =
    limitBytes === undefined
      ? format(messages.tooLarge.text, { phone }, locale)
      : format(messages.tooLarge.textWithLimit, { phone, size: formatBytes(limitBytes, locale) }, locale);
  return (
    <section className="section container error-page">
      <h1>{messages.tooLarge.heading}</h1>
      <p>{text}</p>
      <a className="button button--primary" href={pathname} data-reload="">
        {messages.tooLarge.back}
      </a>
    </section>
  );
}
