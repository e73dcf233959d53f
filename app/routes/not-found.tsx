import { notFound } from "~/lib/http";

/** Any path the route table does not list answers the 404 page with status 404. */
export function loader(): never {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
