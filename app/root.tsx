import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, type LinksFunction } from "react-router";
import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import playfairBold from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url";
import { useScrollReveal } from "~/components/motion";
import { NotFound } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { business } from "~/content/business";
import stylesHref from "~/styles/app.css?url";
import type { Route } from "./+types/root";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The two faces above the fold on every page (body text, headings); the rest swap in.
  { rel: "preload", href: interRegular, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: playfairBold, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesHref },
];

export function meta() {
  return [{ title: business.siteTitle }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <Scripts />
      </body>
    </html>
  );
}

/** Spec §2.1: every route change lands at the top of the new page, instantly. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
}

export default function App() {
  useScrollToTopOnNavigate();
  useScrollReveal();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useScrollToTopOnNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="section container error-page">
      <h1>Something went wrong</h1>
      <p>We could not show this page. Please try again, or call us on {business.phones[0].display}.</p>
    </section>
  );
}
