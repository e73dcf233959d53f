import { Form, Link } from "react-router";
import { Field } from "~/features/forms/field";
import { formatMoney } from "~/features/quote/estimate";
import { AdminNotices } from "./admin-notices";
import { AdminShell, type StaffView } from "./admin-shell";
import { leadKinds } from "~/features/leads/kinds";
import { clearedMessage, PIPELINE, PIPELINE_LABELS, type LeadDetail } from "./back-office";
import { AdminTable } from "./admin-table";
import { CsrfField } from "../auth/csrf-field";
import { PostButton } from "./post-button";
import { LeadMap } from "./lead-map";
import { PrivacyPanel } from "./privacy-panel";
import { CARRIERS, CARRIER_IDS } from "~/content/swatches";
import { SwatchList } from "./swatch-list";
import { callHref, mailHref } from "./contact-links";
import { INBOX_PATH } from "./paths";
import type { LeadActionData } from "./lead.server";
import { LeadProposals } from "../proposals/lead-proposals";
import type { StaffInstallation } from "../installations/staff.server";
import type { ProposalListItem } from "../proposals/service";
import type { OrderSummary } from "../orders/service";
import { LeadTexts } from "../texts/lead-texts";

type Labels = {
  received: string;
  booking: string | null;
  shipped: string | null;
  delivered: string | null;
  deliveries: Record<string, string>;
  notes: Record<string, string>;
  texts: Record<string, string>;
  history: string[];
};

const ACTIONS: Record<string, string> = {
  status_changed: "Status changed",
  note_added: "Note added",
  email_resent: "E-mail sent again",
  booking_cancelled: "Consultation cancelled",
  booking_moved: "Consultation moved",
  privacy_copy_sent: "Copy link sent",
  privacy_copy_downloaded: "Copy downloaded by the person",
  privacy_erasure: "Everything held for the address erased",
  privacy_declined: "Request declined",
  swatches_shipped: "Swatches shipped",
  swatches_delivered: "Swatches delivered",
  proposal_prepared: "Proposal prepared",
};

function historyText(action: string, detail: Record<string, unknown>): string {
  const label = ACTIONS[action] ?? action.replace(/_/g, " ");
  if (action === "status_changed") {
    const from = PIPELINE_LABELS[detail.from as keyof typeof PIPELINE_LABELS] ?? String(detail.from);
    const to = PIPELINE_LABELS[detail.to as keyof typeof PIPELINE_LABELS] ?? String(detail.to);
    return `${label}: ${from} → ${to}`;
  }
  return label;
}

/**
 * A swatch order's fulfilment (issue 36): to pack → shipped, with the carrier and tracking number (the customer is
 * e-mailed them) → delivered.
 */
function Fulfilment(props: {
  lead: LeadDetail;
  shipment: NonNullable<LeadDetail["shipment"]>;
  labels: Labels;
  staff: StaffView;
  answer: LeadActionData | undefined;
}) {
  const { shipment, labels, staff, answer } = props;
  return (
    <section className="admin-section" aria-labelledby="fulfilment-heading">
      <h2 id="fulfilment-heading">Fulfilment</h2>
      <p className="admin-summary">
        <span className="admin-badge">{shipment.label}</span>
        {labels.shipped && <span>Shipped {labels.shipped}</span>}
        {labels.delivered && <span>Delivered {labels.delivered}</span>}
      </p>
      {shipment.trackingNumber && (
        <p>
          {shipment.carrier} tracking number{" "}
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {shipment.trackingNumber}
            </a>
          ) : (
            shipment.trackingNumber
          )}
        </p>
      )}
      {shipment.status === "to_pack" && (
        <Form method="post" className="admin-form">
          <CsrfField token={staff.csrfToken} />
          <input type="hidden" name="intent" value="ship" />
          <Field label="Carrier" name="carrier" required error={answer?.fields.carrier}>
            {(p) => (
              <select {...p} className="input" defaultValue="usps">
                {CARRIER_IDS.map((id) => (
                  <option key={id} value={id}>
                    {CARRIERS[id].name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Tracking number"
            name="tracking"
            required
            error={answer?.fields.tracking}
            hint="The customer is e-mailed it with a link to follow the parcel."
          >
            {(p) => <input {...p} className="input" maxLength={40} autoComplete="off" spellCheck={false} />}
          </Field>
          <p>
            <button className="button button--primary admin-button" type="submit">
              Mark shipped
            </button>
          </p>
        </Form>
      )}
      {shipment.status === "shipped" && (
        <PostButton token={staff.csrfToken} intent="deliver" values={{}} label="Mark delivered" />
      )}
    </section>
  );
}

/** One lead: what was sent, where, its e-mails, and where it stands with the business. */
export function LeadView(props: {
  staff: StaffView;
  lead: LeadDetail;
  proposals: ProposalListItem[];
  orders: Record<string, OrderSummary>;
  installations?: Record<string, StaffInstallation>;
  retentionDays: number;
  /** Texts go out: staff may answer and send a failed text again (issue 35). */
  texting: boolean;
  labels: Labels;
  news: string | null;
  answer: LeadActionData | undefined;
}) {
  const { staff, lead, retentionDays, labels, news, answer } = props;
  const title = `${leadKinds[lead.kind].label} from ${lead.name || lead.email}`;
  return (
    <AdminShell staff={staff} title={title}>
      <p>
        <Link to={INBOX_PATH}>Back to the inbox</Link>
      </p>
      <AdminNotices news={news} answer={answer} />
      <p className="admin-summary">
        <span>Received {labels.received}</span>
        <span className={`admin-badge${lead.status === "new" ? " admin-badge--new" : ""}`}>
          {PIPELINE_LABELS[lead.status]}
        </span>
      </p>
      <p className="admin-actions">
        {lead.phone && (
          <a className="button button--primary admin-button" href={callHref(lead.phone)}>
            Call {lead.phone}
          </a>
        )}
        <a className="button button--outline admin-button" href={mailHref(lead.email)}>
          E-mail {lead.email}
        </a>
      </p>

      {lead.booking && (
        <section className="admin-section" aria-labelledby="booking-heading">
          <h2 id="booking-heading">Consultation</h2>
          <p>
            {labels.booking}
            {lead.booking.status === "cancelled" && (
              <>
                {" "}
                <span className="admin-badge admin-badge--cancelled">Cancelled</span>
              </>
            )}
          </p>
          <p>
            <Link to="/admin/agenda">Open the agenda</Link> to move or cancel it.
          </p>
        </section>
      )}

      {lead.privacyRequest && (
        <PrivacyPanel panel={lead.privacyRequest} email={lead.email} csrfToken={staff.csrfToken} answer={answer} />
      )}

      <section className="admin-section" aria-labelledby="fields-heading">
        <h2 id="fields-heading">Details</h2>
        <dl className="admin-fields">
          {lead.fields.map((f) => (
            <div key={f.label} style={{ display: "contents" }}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {lead.location && (
        <section className="admin-section" aria-labelledby="location-heading">
          <h2 id="location-heading">Job location</h2>
          <LeadMap location={lead.location} />
        </section>
      )}

      {lead.swatches.length > 0 && (
        <section className="admin-section" aria-labelledby="swatches-heading">
          <h2 id="swatches-heading">
            {lead.kind === "booking" ? "Swatches to bring" : "Swatches to pack"} ({lead.swatches.length})
          </h2>
          <SwatchList swatches={lead.swatches} label="Swatches" />
        </section>
      )}

      {lead.shipment && (
        <Fulfilment lead={lead} shipment={lead.shipment} labels={labels} staff={staff} answer={answer} />
      )}

      {lead.windows.length > 0 && (
        <section className="admin-section" aria-labelledby="windows-heading">
          <h2 id="windows-heading">Windows</h2>
          <AdminTable label="Windows" columns={["Room", "Width (in)", "Height (in)", "Mount", "How many"]}>
            {lead.windows.map((w, i) => (
              <tr key={i}>
                <td>{w.room}</td>
                <td>{w.width_in}</td>
                <td>{w.height_in}</td>
                <td>{w.mount}</td>
                <td>{w.quantity}</td>
              </tr>
            ))}
          </AdminTable>
          {lead.estimate && (
            <p>
              Estimate given: {formatMoney(lead.estimate.low)} – {formatMoney(lead.estimate.high)}
            </p>
          )}
        </section>
      )}

      {lead.photos.length > 0 && (
        <section className="admin-section" aria-labelledby="photos-heading">
          <h2 id="photos-heading">Photos</h2>
          <ul className="admin-photos">
            {lead.photos.map((p, i) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noopener">
                  <img
                    src={p.thumbnailUrl}
                    width={160}
                    height={120}
                    loading="lazy"
                    alt={`Photo ${i + 1} of ${lead.photos.length}: ${p.filename} (opens the full image)`}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <LeadProposals
        proposals={props.proposals}
        orders={props.orders}
        installations={props.installations}
        csrfToken={staff.csrfToken}
      />

      <section className="admin-section" aria-labelledby="pipeline-heading">
        <h2 id="pipeline-heading">Pipeline</h2>
        <Form method="post" className="admin-form">
          <CsrfField token={staff.csrfToken} />
          <input type="hidden" name="intent" value="pipeline" />
          <Field label="Status" name="status" required error={answer?.fields.status}>
            {(p) => (
              <select {...p} className="input" defaultValue={lead.status}>
                {PIPELINE.map((s) => (
                  <option key={s} value={s}>
                    {PIPELINE_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Note"
            name="note"
            error={answer?.fields.note}
            hint="Who you spoke to, what was agreed, what comes next."
          >
            {(p) => <textarea {...p} className="input" rows={3} maxLength={2000} />}
          </Field>
          <p>
            <button className="button button--primary admin-button" type="submit">
              Save
            </button>
          </p>
        </Form>
        <h3>Notes</h3>
        {lead.notes.length === 0 ? (
          <p>No notes yet.</p>
        ) : (
          <ul className="admin-list" aria-label="Notes">
            {lead.notes.map((n) => (
              <li key={n.id} className="admin-card">
                <p className="admin-card__meta">
                  {labels.notes[n.id]} · {n.author}
                </p>
                <p className="admin-card__summary">{n.body}</p>
              </li>
            ))}
          </ul>
        )}
        <h3>History</h3>
        {lead.history.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ol className="admin-list" aria-label="History">
            {lead.history.map((h, i) => (
              <li key={i}>
                {labels.history[i]} · {h.actor} · {historyText(h.action, h.detail)}
              </li>
            ))}
          </ol>
        )}
      </section>

      <LeadTexts
        texts={lead.texts}
        labels={labels.texts}
        token={staff.csrfToken}
        texting={props.texting}
        error={answer?.fields.text_body}
      />

      <section className="admin-section" aria-labelledby="emails-heading">
        <h2 id="emails-heading">E-mails</h2>
        {lead.deliveries.length === 0 ? (
          <p>No e-mails for this lead.</p>
        ) : (
          <AdminTable label="E-mails" columns={["E-mail", "State", "When", ""]}>
            {lead.deliveries.map((d) => (
              <tr key={d.id}>
                <td>{d.job.replace(/_/g, " ")}</td>
                <td>
                  {d.status}
                  {d.attempts > 1 ? ` (${d.attempts} attempts)` : ""}
                  {d.status === "failed" && d.last_error ? `: ${d.last_error}` : ""}
                </td>
                <td>{labels.deliveries[d.id]}</td>
                <td>
                  {d.canResend && (
                    <PostButton
                      token={staff.csrfToken}
                      intent="resend"
                      values={{ delivery: d.id }}
                      label="Send again"
                    />
                  )}
                  {d.cleared && clearedMessage(retentionDays)}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </AdminShell>
  );
}
