import { Form } from "react-router";
import { Field } from "~/features/forms/field";
import { CsrfField } from "../auth/csrf-field";
import { PostButton } from "../admin/post-button";
import { ORDER_STAGE_LABELS } from "./stages";
import type { OrderSummary } from "./service";

/**
 * One order's moves in the back office (issue 34), on the lead's page and in the Orders list: the next stage in one
 * tap (with the expected week when the goods are ordered), the cancellation with its reason, and the day's latest
 * move undone. Each is a native post of the page it is on.
 */
export function OrderMoves({ order, csrfToken }: { order: OrderSummary; csrfToken: string }) {
  const id = order.proposalId;
  const next = order.next;
  return (
    <div className="admin-order admin-actions">
      {next && (
        <Form method="post" className="admin-form admin-order__move">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="order_move" />
          <input type="hidden" name="proposal" value={id} />
          <input type="hidden" name="stage" value={next} />
          {next === "ordered" && (
            <Field label="Expected week (optional)" name="expected_week" hint="The ISO week, e.g. 2026-W50">
              {(p) => <input {...p} className="input" type="text" pattern="\d{4}-W\d{2}" maxLength={8} />}
            </Field>
          )}
          <button
            className="button button--primary admin-button"
            type="submit"
            aria-label={`Mark as ${ORDER_STAGE_LABELS[next]}: ${order.number}`}
          >
            Mark as {ORDER_STAGE_LABELS[next]}
          </button>
        </Form>
      )}
      {order.undoable && (
        <PostButton
          token={csrfToken}
          intent="order_undo"
          values={{ proposal: id }}
          label={`Undo “${ORDER_STAGE_LABELS[order.undoable.stage]}”`}
          ariaLabel={`Undo “${ORDER_STAGE_LABELS[order.undoable.stage]}”: ${order.number} goes back to ${ORDER_STAGE_LABELS[order.undoable.previous]}`}
        />
      )}
      {order.canCancel && (
        <details className="admin-order__cancel">
          <summary>Cancel the order</summary>
          <Form method="post" className="admin-form">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="intent" value="order_move" />
            <input type="hidden" name="proposal" value={id} />
            <input type="hidden" name="stage" value="cancelled" />
            <Field label="Reason" name="note" required>
              {(p) => <textarea {...p} className="input" rows={2} maxLength={1000} required />}
            </Field>
            <button className="button button--outline admin-button" type="submit">
              Cancel {order.number}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
