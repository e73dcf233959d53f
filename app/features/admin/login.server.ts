import { data, redirect, type RouterContextProvider } from "react-router";
import { ADMIN_HEADERS, clientOf, requireStaffPost, sameOrigin, staffAuthOf } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export const LOGIN_MESSAGES = {
  refused: "Incorrect e-mail or password.",
  locked: "Too many failed attempts. Please wait a few minutes and try again.",
  crossSite: "Please sign in from this site's own page.",
} as const;

export type LoginActionData = { message: string; email: string };

/** Signed in already: straight to the inbox. */
export async function loginPageData(request: Request, context: Context) {
  if (await staffAuthOf(context).session(request.headers.get("cookie"))) {
    throw redirect("/admin", { status: 303, headers: ADMIN_HEADERS });
  }
  return data(null, { headers: ADMIN_HEADERS });
}

/** POST /admin/login: a session cookie and the inbox, or the form again with one message for every refusal. */
export async function handleLoginPost(request: Request, context: Context) {
  const answer = (status: number, message: string, email = "", headers: Record<string, string> = {}) =>
    data<LoginActionData>({ message, email }, { status, headers: { ...ADMIN_HEADERS, ...headers } });
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
  const email = value("email").trim();
  const result = await staffAuthOf(context).signIn(
    { email, password: value("password"), code: value("code") },
    request,
    clientOf(context),
  );
  switch (result.status) {
    case "signed_in":
      return redirect("/admin", { status: 303, headers: { ...ADMIN_HEADERS, "Set-Cookie": result.setCookie } });
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
