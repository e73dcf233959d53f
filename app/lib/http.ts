import { data, type HeadersArgs } from "react-router";

/** Thrown from a loader: the root error boundary renders the 404 page with status 404. */
export function notFound() {
  return data(null, { status: 404, statusText: "Not Found" });
}

/** The page path a loader serves, the same for a document request and its `.data` request. */
export function pathnameOf(request: Request): string {
  let { pathname } = new URL(request.url);
  pathname = pathname.replace(/\.data$/, "");
  // The home page's data request is /_root.data (or /_.data).
  if (pathname === "/_root" || pathname === "/_") return "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * A form route's `headers` export. React Router sends the headers an action set on its
 * answer (Retry-After on a 429 or 503) only through this export, so without it a
 * no-script post refused by the rate limit would answer 429 with no time to wait.
 */
export function withActionHeaders({ actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** An /admin page's `headers` export: never stored, never indexed, plus what its action set. */
export function adminHeaders(args: HeadersArgs): Headers {
  const headers = withActionHeaders(args);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}
