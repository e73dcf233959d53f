import { Form, Link } from "react-router";
import { AdminShell, type StaffView } from "~/features/admin/admin-shell";
import { AdminTable } from "~/features/admin/admin-table";
import { CsrfField } from "~/features/auth/csrf-field";
import { Field } from "~/features/forms/field";
import { leadKinds } from "~/features/leads/kinds";
import { MOUNTS } from "~/features/quote/estimate";
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from "~/features/quote/options";
import { LANGUAGE_NAMES } from "~/i18n/locales";
import { MAX_LINES, PROPOSAL_STATE_LABELS } from "./content";
import type { EditorActionData } from "./editor.server";
import type { EditorValues, LineValues } from "./schema";
import type { ProposalDetail } from "./service";
import type { AfterSaleDetail } from "../orders/after-sale";
import { PaymentForm, PaymentsTable } from "./payments";
import { AfterSaleAdmin } from "../orders/after-sale-admin";
import "./editor.css";

type Labels = {
  versions: { created: string; sent: string }[];
  history: string[];
  payments: string[];
  deliveries: string[];
  accepted: string;
  declined: string;
};

const ACTIONS: Record<string, string> = {
  proposal_created: "Prepared from the lead",
  proposal_edited: "Edited",
  proposal_revised: "New version",
  proposal_sent: "Sent",
  proposal_accepted: "Accepted and signed",
  proposal_declined: "Declined",
  deposit_paid: "Deposit paid by card",
  deposit_review: "Payment held for review",
  deposit_recorded: "Deposit recorded by hand",
};

function historyText(action: string, detail: Record<string, unknown>): string {
  const label = ACTIONS[action] ?? action.replace(/_/g, " ");
  const version = typeof detail.version === "number" ? ` (version ${detail.version})` : "";
  return `${label}${version}`;
}

const changesOf = (detail: Record<string, unknown>) =>
  Array.isArray(detail.changes) ? detail.changes.filter((c): c is string => typeof c === "string") : [];

function LineFields(props: { index: number; line: LineValues; count: number; fields: Record<string, string> }) {
  const { index, line, count, fields } = props;
  const name = (field: keyof LineValues) => `line.${index}.${field}`;
  const error = (field: keyof LineValues) => fields[name(field)];
  const number = index + 1;
  return (
    <fieldset className="proposal-editor__line">
      <legend>Line {number}</legend>
      <div className="proposal-editor__grid">
        <Field label="Name (room or item)" name={name("label")} required error={error("label")}>
          {(p) => <input {...p} className="input" defaultValue={line.label} maxLength={120} />}
        </Field>
        <Field label="Product" name={name("product_type")} error={error("product_type")}>
          {(p) => (
            <select {...p} className="input" defaultValue={line.product_type}>
              <option value="">None (a service or other item)</option>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PRODUCT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Style" name={name("model")} error={error("model")}>
          {(p) => <input {...p} className="input" defaultValue={line.model} maxLength={120} />}
        </Field>
        <Field label="Width (in)" name={name("width")} error={error("width")} hint="Eighths allowed: 36 3/8">
          {(p) => <input {...p} className="input" defaultValue={line.width} inputMode="decimal" />}
        </Field>
        <Field label="Height (in)" name={name("height")} error={error("height")}>
          {(p) => <input {...p} className="input" defaultValue={line.height} inputMode="decimal" />}
        </Field>
        <Field label="Mount" name={name("mount")} error={error("mount")}>
          {(p) => (
            <select {...p} className="input" defaultValue={line.mount}>
              <option value="">None</option>
              {MOUNTS.map((mount) => (
                <option key={mount} value={mount}>
                  {mount === "inside" ? "Inside mount" : "Outside mount"}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Options" name={name("options")} error={error("options")} className="proposal-editor__wide">
          {(p) => <input {...p} className="input" defaultValue={line.options} maxLength={300} />}
        </Field>
        <Field label="Quantity" name={name("quantity")} required error={error("quantity")}>
          {(p) => <input {...p} className="input" defaultValue={line.quantity} inputMode="numeric" />}
        </Field>
        <Field label="Unit price ($)" name={name("unit_price")} required error={error("unit_price")}>
          {(p) => <input {...p} className="input" defaultValue={line.unit_price} inputMode="decimal" />}
        </Field>
      </div>
      <p className="admin-actions">
        <button
          className="button button--outline admin-button"
          type="submit"
          name="intent"
          value={`up:${index}`}
          disabled={index === 0}
          aria-label={`Move up line ${number}`}
        >
          Move up
        </button>
        <button
          className="button button--outline admin-button"
          type="submit"
          name="intent"
          value={`down:${index}`}
          disabled={index === count - 1}
          aria-label={`Move down line ${number}`}
        >
          Move down
        </button>
        <button
          className="button button--outline admin-button"
          type="submit"
          name="intent"
          value={`remove:${index}`}
          aria-label={`Remove line ${number}`}
        >
          Remove
        </button>
      </p>
    </fieldset>
  );
}

function EditorForm(props: {
  detail: ProposalDetail;
  values: EditorValues;
  fields: Record<string, string>;
  csrfToken: string;
}) {
  const { detail, values, fields, csrfToken } = props;
  const lines = values.lines.length > 0 ? values.lines : [];
  const sendLabel =
    detail.sentVersion === null ? "Save and send to the customer" : `Save and send version ${detail.latestVersion}`;
  return (
    <Form method="post" className="proposal-editor" aria-label="Edit the proposal">
      <CsrfField token={csrfToken} />
      <fieldset className="proposal-editor__line">
        <legend>Customer</legend>
        <div className="proposal-editor__grid">
          <Field label="Name" name="customer_name" required error={fields.customer_name}>
            {(p) => <input {...p} className="input" defaultValue={values.customer_name} maxLength={120} />}
          </Field>
          <Field label="E-mail" name="customer_email" required error={fields.customer_email}>
            {(p) => <input {...p} className="input" type="email" defaultValue={values.customer_email} />}
          </Field>
          <Field label="Phone" name="customer_phone" error={fields.customer_phone}>
            {(p) => <input {...p} className="input" type="tel" defaultValue={values.customer_phone} />}
          </Field>
          <Field label="Address" name="customer_address" error={fields.customer_address}>
            {(p) => <input {...p} className="input" defaultValue={values.customer_address} maxLength={300} />}
          </Field>
        </div>
      </fieldset>
      {fields.lines && (
        <p className="admin-alert admin-alert--error" role="alert">
          {fields.lines}
        </p>
      )}
      {lines.map((line, index) => (
        <LineFields key={index} index={index} line={line} count={lines.length} fields={fields} />
      ))}
      <p>
        <button
          className="button button--outline admin-button"
          type="submit"
          name="intent"
          value="add"
          disabled={lines.length >= MAX_LINES}
        >
          Add a line
        </button>
      </p>
      <div className="proposal-editor__grid">
        <Field label="Installation ($)" name="installation" error={fields.installation}>
          {(p) => <input {...p} className="input" defaultValue={values.installation} inputMode="decimal" />}
        </Field>
        <Field label="Discount ($)" name="discount" error={fields.discount} hint="Taken off the products before tax.">
          {(p) => <input {...p} className="input" defaultValue={values.discount} inputMode="decimal" />}
        </Field>
      </div>
      <Field label="Notes for the customer" name="notes" error={fields.notes}>
        {(p) => <textarea {...p} className="input" rows={4} maxLength={2000} defaultValue={values.notes} />}
      </Field>
      <p className="admin-actions">
        <button className="button button--outline admin-button" type="submit" name="intent" value="save">
          Save
        </button>
        <button className="button button--primary admin-button" type="submit" name="intent" value="send">
          {sendLabel}
        </button>
      </p>
      <p className="proposal-editor__hint">
        {detail.sentVersion === null
          ? "The customer sees nothing until it is sent."
          : "The customer has seen a sent version: saving a change makes a new version, which they see once it is sent."}
      </p>
    </Form>
  );
}

/** One proposal in the back office: its editor, where it stands, its signature, its deposit and its history. */
export function ProposalEditorView(props: {
  staff: StaffView;
  detail: ProposalDetail;
  labels: Labels;
  news: string | null;
  answer: EditorActionData | undefined;
  /** The order's balance and feedback (issue 34), once the proposal is accepted. */
  afterSale?: AfterSaleDetail | null;
  timeZone?: string;
}) {
  const { staff, detail, labels, news, answer } = props;
  const editorAnswer = answer?.form === "editor" ? answer : undefined;
  const values = editorAnswer?.values ?? detail.values;
  const fields = editorAnswer?.fields ?? {};
  const latest = detail.version === detail.latestVersion;
  const formKey = `${answer?.stamp ?? "stored"}-${detail.version}-${detail.versions.at(-1)?.updatedAt ?? ""}`;
  return (
    <AdminShell staff={staff} title={`Proposal ${detail.number}`}>
      <p>
        <Link to={`/admin/leads/${detail.lead.kind}/${detail.lead.id}`}>
          Back to the {leadKinds[detail.lead.kind].label.toLowerCase()} from {detail.lead.name || "the customer"}
        </Link>
      </p>
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
      <p className="admin-summary">
        <span className="admin-badge">{PROPOSAL_STATE_LABELS[detail.state]}</span>
        {detail.depositPaid && <span className="admin-badge admin-badge--new">Deposit paid</span>}
        <span>
          Version {detail.version} of {detail.latestVersion}
          {detail.isDraft ? " (draft, not sent)" : ""}
        </span>
        <span>Language: {LANGUAGE_NAMES[detail.locale]}</span>
      </p>
      {detail.anonymisedAt && (
        <p className="admin-alert">
          The customer was erased from this proposal on {detail.anonymisedAt.slice(0, 10)} (a privacy request, or its
          age): only its figures are kept for the accounts, and the customer's links no longer work.
        </p>
      )}
      {detail.sentVersion !== null && !detail.anonymisedAt && (
        <p className="admin-actions">
          <a className="button button--outline admin-button" href={detail.customerUrl} target="_blank" rel="noopener">
            The customer's page
          </a>
          <a className="button button--outline admin-button" href={detail.pdfUrl}>
            The PDF
          </a>
        </p>
      )}

      <section className="admin-section" aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals of version {detail.version}</h2>
        <dl className="admin-fields">
          {detail.totals.map((row) => (
            <div key={row.key} style={{ display: "contents" }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="admin-section" aria-labelledby="editor-heading">
        <h2 id="editor-heading">{latest ? "Lines and figures" : `Version ${detail.version} (read only)`}</h2>
        {!detail.editable && <p>Accepted proposals cannot change: the customer signed this version.</p>}
        {detail.editable && latest && (
          <EditorForm key={formKey} detail={detail} values={values} fields={fields} csrfToken={staff.csrfToken} />
        )}
        {!latest && (
          <p>
            You are reading an older version. <Link to={`/admin/proposals/${detail.id}`}>Open the latest</Link>.
          </p>
        )}
        {(!latest || !detail.editable) && (
          <AdminTable label={`Lines of version ${detail.version}`} columns={["Line", "Details", "Qty", "Unit price"]}>
            {detail.values.lines.map((line, i) => (
              <tr key={i}>
                <td>{line.label}</td>
                <td>
                  {[
                    line.product_type,
                    line.model,
                    line.width && `${line.width} × ${line.height} in`,
                    line.mount,
                    line.options,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </td>
                <td>{line.quantity}</td>
                <td>${line.unit_price}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>

      {detail.acceptance && (
        <section className="admin-section" aria-labelledby="signature-heading">
          <h2 id="signature-heading">Signature</h2>
          <dl className="admin-fields">
            <dt>Signed by</dt>
            <dd>{detail.acceptance.signerName}</dd>
            <dt>When</dt>
            <dd>{labels.accepted}</dd>
            <dt>Version</dt>
            <dd>{detail.acceptance.version}</dd>
            <dt>From address</dt>
            <dd>{detail.acceptance.clientIp}</dd>
            <dt>SHA-256</dt>
            <dd className="proposal-editor__hash">{detail.acceptance.sha256}</dd>
          </dl>
        </section>
      )}
      {detail.declined && (
        <section className="admin-section" aria-labelledby="declined-heading">
          <h2 id="declined-heading">Declined</h2>
          <p>
            {labels.declined}
            {detail.declined.reason ? `: ${detail.declined.reason}` : ""}
          </p>
        </section>
      )}

      {detail.acceptance && (
        <section className="admin-section" aria-labelledby="deposit-heading">
          <h2 id="deposit-heading">Deposit</h2>
          {detail.payments.length === 0 ? (
            <p>No payment yet.</p>
          ) : (
            <PaymentsTable label="Payments" payments={detail.payments} when={(i) => labels.payments[i] ?? ""} />
          )}
          {!detail.depositPaid && <PaymentForm csrfToken={staff.csrfToken} answer={answer} intent="deposit" />}
        </section>
      )}
      {props.afterSale && (
        <AfterSaleAdmin detail={props.afterSale} staff={staff} answer={answer} timeZone={props.timeZone} />
      )}

      <section className="admin-section" aria-labelledby="versions-heading">
        <h2 id="versions-heading">Versions</h2>
        <AdminTable label="Versions" columns={["Version", "Written", "Sent", "Valid until", "Total"]}>
          {detail.versions.map((v, i) => (
            <tr key={v.version}>
              <td>
                <Link to={`/admin/proposals/${detail.id}?version=${v.version}`}>Version {v.version}</Link>
              </td>
              <td>
                {labels.versions[i]?.created} · {v.createdBy}
              </td>
              <td>{v.sentAt ? `${labels.versions[i]?.sent} · ${v.sentBy}` : "Not sent"}</td>
              <td>{v.validUntil ?? ""}</td>
              <td>{v.total}</td>
            </tr>
          ))}
        </AdminTable>
      </section>

      <section className="admin-section" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <ol className="admin-list" aria-label="History">
          {detail.history.map((h, i) => (
            <li key={i}>
              {labels.history[i]} · {h.actor} · {historyText(h.action, h.detail)}
              {changesOf(h.detail).length > 0 && (
                <ul>
                  {changesOf(h.detail).map((change, j) => (
                    <li key={j}>{change}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section className="admin-section" aria-labelledby="emails-heading">
        <h2 id="emails-heading">E-mails</h2>
        {detail.deliveries.length === 0 ? (
          <p>No e-mails yet.</p>
        ) : (
          <AdminTable label="E-mails" columns={["E-mail", "State", "When"]}>
            {detail.deliveries.map((d, i) => (
              <tr key={d.id}>
                <td>{d.job.replace(/_/g, " ")}</td>
                <td>{d.status}</td>
                <td>{labels.deliveries[i]}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </AdminShell>
  );
}
