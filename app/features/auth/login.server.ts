import { data, redirect, type RouterContextProvider } from "react-router";
import { START_PATH } from "../admin/paths";
import { ADMIN_HEADERS, clientOf, CSRF_FIELD, requireStaffPost, sameOrigin, staffAuthOf } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export const LOGIN_MESSAGES = {
  refused: "Incorrect e-mail or password.",
  locked: "Too many failed attempts. Please wait a few minutes and try again.",
  crossSite: "Please sign in from this site's own page.",
  expired: "This sign-in form has expired. Please sign in again.",
} as const;

/** Every answer to a refused sign-in carries the form's CSRF token (a new one when the old had run out). */
export type LoginActionData = { message: string; email: string; csrfToken: string };

/** The form's CSRF token for this browser, and the headers that set its cookie when it needs a new one. */
function loginToken(request: Request, context: Context) {
  const { token, setCookie } = staffAuthOf(context).loginToken(request.headers.get("cookie"));
  return { token, headers: setCookie ? { ...ADMIN_HEADERS, "Set-Cookie": setCookie } : ADMIN_HEADERS };
}

/** Signed in already: straight to the back office; else the form with its CSRF token. */
export async function loginPageData(request: Request, context: Context) {
  if (await staffAuthOf(context).session(request.headers.get("cookie"))) {
    throw redirect(START_PATH, { status: 303, headers: ADMIN_HEADERS });
  }
  const { token, headers } = loginToken(request, context);
  return data({ csrfToken: token }, { headers });
}

/**
 * POST /admin/login: a session cookie and the inbox, or the form again with one message for
 * every refusal of the credentials. A post from another page (Origin) or without the form's
 * CSRF token is refused before any credential is looked at (403), so it says nothing of them.
 */
export async function handleLoginPost(request: Request, context: Context) {
  const auth = staffAuthOf(context);
  const cookie = request.headers.get("cookie");
  const answer = (status: number, message: string, email = "", headers: Record<string, string> = {}) => {
    const token = loginToken(request, context);
    return data<LoginActionData>(
      { message, email, csrfToken: token.token },
      { status, headers: { ...token.headers, ...headers } },
    );
  };
  if (!sameOrigin(request)) return answer(403, LOGIN_MESSAGES.crossSite);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer(400, LOGIN_MESSAGES.refused);
  }
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, 1000) : "";
  };
  if (!auth.loginTokenValid(cookie, value(CSRF_FIELD))) return answer(403, LOGIN_MESSAGES.expired);
  const email = value("email").trim();
  const result = await auth.signIn(
    { email, password: value("password"), code: value("code") },
    request,
    clientOf(context),
  );
  switch (result.status) {
    case "signed_in":
      return redirect(START_PATH, { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": result.setCookie } });
    case "locked":
      return answer(429, LOGIN_MESSAGES.locked, email, { "Retry-After": String(result.retryAfterSeconds) });
    case "refused":
      return answer(401, LOGIN_MESSAGES.refused, email);
  }
}

/** POST /admin/logout (`everywhere=1`: every session of the user); a GET just goes to the inbox. */
export async function handleLogoutPost(request: Request, context: Context) {
  const { form, client } = await requireStaffPost(request, context);
  const cleared = await staffAuthOf(context).signOut(request, form.everywhere === "1", client);
  return redirect("/admin/login?signed_out=1", { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": cleared } });
}
