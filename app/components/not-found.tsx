import { SiteLink } from "./site-link";

export function NotFound() {
  return (
    <section className="section container not-found">
      <h1 className="not-found__code">404</h1>
      <h2>Page Not Found</h2>
      <p>The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.</p>
      <SiteLink className="button button--primary" to="/">
        Return to Home
      </SiteLink>
    </section>
  );
}
