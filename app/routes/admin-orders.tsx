import { handleOrdersPost, ordersPageData } from "~/features/orders/orders-list.server";
import { OrdersView } from "~/features/orders/orders-view";
import { adminHeaders } from "~/lib/http";
import type { Route } from "./+types/admin-orders";

export function loader({ request, context }: Route.LoaderArgs) {
  return ordersPageData(request, context);
}

export const headers = adminHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleOrdersPost(request, context);
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  return <OrdersView {...loaderData} answer={actionData} />;
}
