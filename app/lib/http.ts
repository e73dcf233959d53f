import { data } from "react-router";

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
