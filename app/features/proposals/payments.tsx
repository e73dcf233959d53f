import { Form } from "react-router";
import { AdminTable } from "~/features/admin/admin-table";
import { CsrfField } from "~/features/auth/csrf-field";
import { Field } from "~/features/forms/field";
import { DEPOSIT_METHOD_LABELS, DEPOSIT_METHODS, type DepositMethod } from "./content";
import type { EditorActionData } from "./editor.server";
import type { PaymentSummary } from "./service";

const FORM_LABELS = { deposit: "Record a deposit", balance: "Record the balance" } as const;

type PaymentFormProps = {
  csrfToken: string;
  answer: EditorActionData | undefined;
  /** The deposit, or the balance of an installed order (issue 34). */
  intent: "deposit" | "balance";
  /** The amount the form opens with ("1,234.50"), if any. */
  amount?: string;
};

/** A payment received by hand: the deposit or the balance, its amount, how it was paid and a note. */
export function PaymentForm({ csrfToken, answer, intent, amount = "" }: PaymentFormProps) {
  const fields = answer?.form === intent ? answer.fields : {};
  return (
    <Form method="post" className="admin-form" aria-label={FORM_LABELS[intent]}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <Field label="Amount received ($)" name="amount" required error={fields.amount}>
        {(p) => <input {...p} className="input" inputMode="decimal" defaultValue={amount} />}
      </Field>
      <Field label="How it was paid" name="method" required error={fields.method}>
        {(p) => (
          <select {...p} className="input" defaultValue="">
            <option value="" disabled>
              Choose
            </option>
            {DEPOSIT_METHODS.map((method) => (
              <option key={method} value={method}>
                {DEPOSIT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Note" name="note" error={fields.note} hint="Check number, who took it.">
        {(p) => <input {...p} className="input" maxLength={500} />}
      </Field>
      <p>
        <button className="button button--primary admin-button" type="submit">
          Record the {intent}
        </button>
      </p>
    </Form>
  );
}

/** Payments as the back office lists them (the deposit's, or the balance's): each with the time `when` gives it. */
export function PaymentsTable({
  label,
  payments,
  when,
}: {
  label: string;
  payments: Omit<PaymentSummary, "version">[];
  when: (index: number) => string;
}) {
  return (
    <AdminTable label={label} columns={["When", "Amount", "Method", "State", "Recorded by", "Note"]}>
      {payments.map((p, i) => (
        <tr key={p.id}>
          <td>{when(i)}</td>
          <td>{p.amount}</td>
          <td>{DEPOSIT_METHOD_LABELS[p.method as DepositMethod | "card"] ?? p.method}</td>
          <td>{p.status === "paid" ? "Paid" : `For review: ${(p.reviewReason ?? "").replace(/_/g, " ")}`}</td>
          <td>{p.recordedBy}</td>
          <td>{p.note}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
