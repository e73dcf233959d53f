import { data, redirect, type RouterContextProvider } from "react-router";
import { clientOf as requestClientOf, requireService, type RequestClient } from "~/lib/app-context";
import { staffAuthContext, type StaffAuth, type StaffSession } from "./service";
import { sameToken } from "./csrf";

type Context = Readonly<RouterContextProvider>;

/** The field every back-office form carries: the session's CSRF token. */
export const CSRF_FIELD = "csrf";

/** Nothing under /admin is stored by a browser or a proxy, nor indexed (the pages say so too). */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

const UNAVAILABLE = "The back office is not available";

export function staffAuthOf(context: Context): StaffAuth {
  return requireService(context, staffAuthContext, UNAVAILABLE);
}

export function clientOf(context: Context): RequestClient {
  return requestClientOf(context);
}

/** A page loader's gate: the staff session, or a 303 to the sign-in page. */
export async function requireStaff(request: Request, context: Context): Promise<StaffSession> {
  const session = await staffAuthOf(context).session(request.headers.get("cookie"));
  if (!session) throw redirect("/admin/login", { status: 303, headers: ADMIN_HEADERS });
  return session;
}

/**
 * Whether a post comes from this site's own page: browsers name the page's origin in Origin
 * (and say same-origin in Sec-Fetch-Site). A staff post without Origin is refused too; every
 * browser that can use the back office sends it.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  return origin === new URL(request.url).origin && (site === null || site === "same-origin");
}

/**
 * A page action's gate, in order: a live session (else the sign-in page), the request's
 * Origin, then the form's CSRF token (a 403 page for either). Answers the session and form.
 */
export async function requireStaffPost(
  request: Request,
  context: Context,
): Promise<{ session: StaffSession; form: Record<string, string>; client: RequestClient }> {
  const session = await requireStaff(request, context);
  if (!sameOrigin(request)) throw data("Cross-site request refused", { status: 403, headers: ADMIN_HEADERS });
  let form: Record<string, string>;
  try {
    form = {};
    for (const [key, value] of await request.formData())
      if (typeof value === "string") form[key] = value.slice(0, 10_000);
  } catch {
    throw data("Unreadable form", { status: 400, headers: ADMIN_HEADERS });
  }
  if (!sameToken(form[CSRF_FIELD], session.csrfToken)) {
    throw data("This form has expired", { status: 403, headers: ADMIN_HEADERS });
  }
  return { session, form, client: clientOf(context) };
}
