import { data, redirect, type RouterContextProvider } from "react-router";
import { subscribersOf } from "./services.server";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "../auth/guard.server";
import { subscriberFilter } from "./subscribers";

type Context = Readonly<RouterContextProvider>;

export type SubscribersActionData = { message: string; confirm?: { id: string; email: string } };

export async function subscribersPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const filter = subscriberFilter(params);
  const page = await subscribersOf(context).list(filter);
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    filter,
    ...page,
    items: page.items.map((s) => ({ ...s, joined: s.created_at.slice(0, 10) })),
    news: params.get("news") === "unsubscribed" ? "Unsubscribed: no more newsletters go to that address." : null,
  };
}

/** POST: `intent=unsubscribe` asks first, then `confirm=1` unsubscribes. */
export async function handleSubscribersPost(request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const subscribers = subscribersOf(context);
  const id = form.id ?? "";
  const answer = (status: number, body: SubscribersActionData) => data(body, { status, headers: ADMIN_HEADERS });
  if (form.intent !== "unsubscribe") return answer(400, { message: "Unknown action." });
  const found = await subscribers.find(id);
  if (!found) return answer(404, { message: "That subscriber no longer exists." });
  if (form.confirm !== "1") return answer(200, { message: "", confirm: { id, email: found.email } });
  const result = await subscribers.unsubscribe(id, session.user.email, client.ip);
  if (!result.ok) return answer(409, { message: result.message });
  return redirect("/admin/subscribers?news=unsubscribed", { status: 303, headers: ADMIN_HEADERS });
}
