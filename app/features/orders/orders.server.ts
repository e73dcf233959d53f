import { data, redirect, type RouterContextProvider } from "react-router";
import { requireService, type RequestClient } from "~/lib/app-context";
import { ADMIN_HEADERS } from "../auth/guard.server";
import { isOrderStage, ORDER_STAGE_LABELS, type OrderStage } from "./stages";
import { orderOfficeContext, type OrderOffice } from "./service";

/**
 * The back office's order moves (issue 34): the one-tap forms of the lead's page and of the Orders list post here
 * through their page's action (after `requireStaffPost`: a session, the same origin and the CSRF token), and come
 * back to the page they were made from.
 */
type Context = Readonly<RouterContextProvider>;

/** A refused move, in the shape the lead's page and the Orders list both show. */
export type OrderActionData = { message: string; fields: Record<string, string> };

export const ORDER_INTENTS = ["order_move", "order_undo"] as const;
export const isOrderIntent = (intent: string | undefined) =>
  (ORDER_INTENTS as readonly (string | undefined)[]).includes(intent);

export function orderOfficeOf(context: Context): OrderOffice {
  return requireService(context, orderOfficeContext, "Orders are not available");
}

/** What the page says after a move (`?order=<stage>` or `?order=undone`). */
export function orderNews(search: URLSearchParams): string | null {
  const done = search.get("order");
  if (done === "undone") return "The move is undone. The customer is not e-mailed again.";
  if (isOrderStage(done)) return `Order moved to ${ORDER_STAGE_LABELS[done]}. The customer is e-mailed.`;
  return null;
}

function backTo(path: string, outcome: OrderStage | "undone") {
  const url = new URL(path, "http://back-office");
  url.searchParams.set("order", outcome);
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: ADMIN_HEADERS });
}

/** A move or an undo posted by staff; `back` is the page it came from (path and query). */
export async function handleOrderPost(
  form: Record<string, string>,
  staff: string,
  client: RequestClient,
  context: Context,
  back: string,
) {
  const office = orderOfficeOf(context);
  const proposalId = form.proposal ?? "";
  const refuse = (status: number, message: string) =>
    data<OrderActionData>({ message, fields: {} }, { status, headers: ADMIN_HEADERS });
  if (form.intent === "order_undo") {
    const undone = await office.undo(proposalId, staff, client);
    if (undone.status === "not_found") return refuse(404, "That order no longer exists.");
    if (undone.status === "refused") return refuse(409, undone.message);
    return backTo(back, "undone");
  }
  const moved = await office.move(
    proposalId,
    { stage: form.stage ?? "", note: form.note, expectedWeek: form.expected_week },
    staff,
    client,
  );
  if (moved.status === "not_found") return refuse(404, "That order no longer exists.");
  if (moved.status === "refused") return refuse(409, moved.message);
  return backTo(back, moved.stage);
}
