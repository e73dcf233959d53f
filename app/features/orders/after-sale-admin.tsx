import type { StaffView } from "~/features/admin/admin-shell";
import { whenLabel } from "~/features/booking/format";
import type { EditorActionData } from "../proposals/editor.server";
import { PaymentForm, PaymentsTable } from "../proposals/payments";
import type { AfterSaleDetail } from "./after-sale";

type Props = {
  detail: AfterSaleDetail;
  staff: StaffView;
  answer: EditorActionData | undefined;
  timeZone: string | undefined;
};

/**
 * A proposal's page in the back office, after the installation (issue 34): the balance (its payments, and the form
 * that records it by hand once the order is Installed) and the customer's private feedback. English, as the rest of
 * the back office.
 */
export function AfterSaleAdmin({ detail, staff, answer, timeZone }: Props) {
  const when = (iso: string) => (timeZone ? whenLabel(iso, timeZone) : iso);
  return (
    <>
      <section className="admin-section" aria-labelledby="balance-heading">
        <h2 id="balance-heading">Balance</h2>
        <p>
          Balance {detail.balance}
          {detail.paid ? ": paid." : "."}
          {!detail.paid && !detail.due && " It is due once the order is marked Installed."}
        </p>
        {detail.payments.length > 0 && (
          <PaymentsTable
            label="Balance payments"
            payments={detail.payments}
            when={(i) => when(detail.payments[i]?.createdAt ?? "")}
          />
        )}
        {detail.due && (
          <PaymentForm csrfToken={staff.csrfToken} answer={answer} intent="balance" amount={detail.balanceField} />
        )}
      </section>
      <section className="admin-section" aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">Customer feedback</h2>
        {detail.feedback ? (
          <>
            <p>
              {detail.feedback.stars} out of 5 stars, {when(detail.feedback.at)}.
            </p>
            {detail.feedback.comment && <blockquote className="admin-quote">{detail.feedback.comment}</blockquote>}
          </>
        ) : (
          <p>No feedback yet. The customer is asked two days after the order is marked Installed.</p>
        )}
      </section>
    </>
  );
}
