import type { RouterContextProvider } from "react-router";
import { requireStaff, requireStaffPost } from "../auth/guard.server";
import { handleOrderPost, orderNews, orderOfficeOf } from "./orders.server";
import { isOrderStage, ORDER_STAGE_LABELS, type OrderStage } from "./stages";

type Context = Readonly<RouterContextProvider>;

/** The stage filter of /admin/orders (`?stage=`); anything else is every order. */
export function stageFilter(search: URLSearchParams): OrderStage | null {
  const stage = search.get("stage");
  return isOrderStage(stage) ? stage : null;
}

/** /admin/orders: every order, or those at one stage, with their moves (issue 34). */
export async function ordersPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const search = new URL(request.url).searchParams;
  const stage = stageFilter(search);
  const orders = await orderOfficeOf(context).list(stage);
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    stage,
    stageLabel: stage ? ORDER_STAGE_LABELS[stage] : null,
    orders: orders.map((o) => ({ ...o, updated: o.updatedAt.slice(0, 10) })),
    news: orderNews(search),
  };
}

/** A move or an undo from the list: back to the list as it was filtered. */
export async function handleOrdersPost(request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const url = new URL(request.url);
  const stage = stageFilter(url.searchParams);
  const back = stage ? `/admin/orders?stage=${stage}` : "/admin/orders";
  return handleOrderPost(form, session.user.email, client, context, back);
}
