import { Form, Link } from "react-router";
import { Field } from "~/features/forms/field";
import { AdminShell, type StaffView } from "../admin/admin-shell";
import { AdminTable } from "../admin/admin-table";
import { OrderMoves } from "./order-moves";
import type { OrderActionData } from "./orders.server";
import type { OrderSummary } from "./service";
import { ORDER_STAGE_LABELS, ORDER_STAGES, type OrderStage } from "./stages";

type Props = {
  staff: StaffView;
  stage: OrderStage | null;
  stageLabel: string | null;
  orders: (OrderSummary & { updated: string })[];
  news: string | null;
  answer: OrderActionData | undefined;
};

const FILTER_STAGES: OrderStage[] = [...ORDER_STAGES, "cancelled"];

/** The Orders list (issue 34): where each signed proposal's order stands, filtered by stage, moved on in one tap. */
export function OrdersView({ staff, stage, stageLabel, orders, news, answer }: Props) {
  return (
    <AdminShell staff={staff} title="Orders">
      {news && !answer && (
        <p className="admin-alert" role="status">
          {news}
        </p>
      )}
      {answer?.message && (
        <p className="admin-alert admin-alert--error" role="alert">
          {answer.message}
        </p>
      )}
      <Form method="get" className="admin-filters" role="search" aria-label="Filter orders">
        <Field label="Stage" name="stage">
          {(p) => (
            <select {...p} className="input" defaultValue={stage ?? ""}>
              <option value="">Every stage</option>
              {FILTER_STAGES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STAGE_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="admin-filters__actions">
          <button className="button button--primary admin-button" type="submit">
            Show orders
          </button>
        </div>
      </Form>
      <p>
        {orders.length} {orders.length === 1 ? "order" : "orders"}
        {stageLabel ? ` at ${stageLabel}` : ""}.
      </p>
      {orders.length > 0 && (
        <AdminTable label="Orders" columns={["Order", "Customer", "Stage", "Updated", ""]}>
          {orders.map((o) => (
            <tr key={o.proposalId}>
              <td>
                <Link to={`/admin/proposals/${o.proposalId}`}>{o.number}</Link>
              </td>
              <td>
                <Link to={`/admin/leads/${o.lead.kind}/${o.lead.id}`}>{o.customer}</Link>
              </td>
              <td>
                {ORDER_STAGE_LABELS[o.stage]}
                {o.expectedWeek && <> (expected {o.expectedWeek})</>}
              </td>
              <td>{o.updated}</td>
              <td>
                <OrderMoves order={o} csrfToken={staff.csrfToken} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminShell>
  );
}
