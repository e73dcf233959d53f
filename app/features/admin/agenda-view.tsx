import { Form, Link } from "react-router";
import { Field } from "~/features/forms/field";
import { AdminNotices } from "./admin-notices";
import { AdminShell, type StaffView } from "./admin-shell";
import type { AgendaVisit, ClosedDay } from "./agenda";
import type { AgendaActionData } from "./agenda.server";
import { CsrfField } from "../auth/csrf-field";
import { PostButton } from "./post-button";
import { SwatchList } from "./swatch-list";
import { OnMyWayForm } from "../texts/on-my-way-form";
import { FreeTimeSelect } from "./free-time-select";
import { callHref, directionsHref } from "./contact-links";
import type { ComponentProps } from "react";
import { InstallationAgenda } from "../installations/staff-installation";
import { ConsultantAgendaBar, VisitConsultant } from "./visit-consultant";

type Visit = AgendaVisit & { time: string };
type Props = {
  staff: StaffView;
  today: string;
  days: { date: string; label: string; visits: Visit[] }[];
  free: { day: string; times: { start: string; label: string }[] }[];
  closedDays: (ClosedDay & { label: string })[];
  news: string | null;
  stillBooked: number;
  /** Installations (issue 34 item 2), apart from the consultations. */
  installations: ComponentProps<typeof InstallationAgenda>["items"];
  answer: AgendaActionData | undefined;
  /** Issue 37: the consultants, the one whose day is shown (null: everyone's), no-shows per week. */
  consultants: { id: string; name: string }[];
  consultant: { id: string; name: string } | null;
  noShows: { week: string; consultant: string; count: number }[];
  nowMs: number;
};

const directions = (v: AgendaVisit) => directionsHref(v.location ? `${v.location.lat},${v.location.lng}` : v.address);

/** The next 14 days' consultations by day, what to do with each, and the closed days. */
export function AgendaView(props: Props) {
  const { staff, today, days, free, closedDays, news, stillBooked, installations, answer } = props;
  const confirm = answer?.confirm;
  return (
    <AdminShell staff={staff} title="Agenda">
      <AdminNotices
        news={
          news && (
            <>
              {news}
              {stillBooked > 0 &&
                ` ${stillBooked} consultation${stillBooked === 1 ? " is" : "s are"} still booked that day: move or cancel ${stillBooked === 1 ? "it" : "them"}.`}
            </>
          )
        }
        answer={answer}
      />
      {confirm && (
        <Form method="post" className="admin-card admin-form" aria-labelledby="confirm-heading">
          <h2 id="confirm-heading" className="admin-card__title">
            Cancel the consultation of {confirm.name} on {confirm.when}?
          </h2>
          <p>The customer is e-mailed that it is cancelled. This cannot be undone.</p>
          <CsrfField token={staff.csrfToken} />
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="id" value={confirm.id} />
          <input type="hidden" name="confirm" value="1" />
          <p className="admin-actions">
            <button className="button button--primary admin-button" type="submit">
              Yes, cancel the consultation
            </button>
            <Link className="button button--outline admin-button" to="/admin/agenda">
              Keep it
            </Link>
          </p>
        </Form>
      )}

      <ConsultantAgendaBar consultants={props.consultants} current={props.consultant} noShows={props.noShows} />
      <section className="admin-section" aria-labelledby="visits-heading">
        <h2 id="visits-heading">
          Consultations of the next 14 days{props.consultant ? ` for ${props.consultant.name}` : ""}
        </h2>
        {days.length === 0 && <p>No consultations in the next 14 days.</p>}
        {days.map((day) => (
          <section key={day.date} className="admin-section" aria-labelledby={`day-${day.date}`}>
            <h3 id={`day-${day.date}`}>
              {day.label}
              {day.date === today ? " (today)" : ""}
            </h3>
            <ul className="admin-list">
              {day.visits.map((v) => (
                <li key={v.id} className="admin-card">
                  <div className="admin-card__head">
                    <h4 className="admin-card__title">
                      {v.time} · <Link to={`/admin/leads/booking/${v.id}`}>{v.name}</Link>
                    </h4>
                    {v.status === "cancelled" && <span className="admin-badge admin-badge--cancelled">Cancelled</span>}
                  </div>
                  <p className="admin-card__meta">
                    {v.address}
                    {v.rooms ? ` · ${v.rooms} room${v.rooms === 1 ? "" : "s"}` : ""}
                    {v.outsideServiceArea ? " · outside the service area" : ""}
                  </p>
                  {v.message && <p className="admin-card__summary">{v.message}</p>}
                  <VisitConsultant
                    visit={v}
                    consultants={props.consultants}
                    csrfToken={staff.csrfToken}
                    answer={answer}
                    nowMs={props.nowMs}
                  />
                  {v.swatches.length > 0 && (
                    <>
                      <p className="admin-card__meta">Swatches to bring ({v.swatches.length}):</p>
                      <SwatchList swatches={v.swatches} label={`Swatches to bring to ${v.name}`} />
                    </>
                  )}
                  <p className="admin-actions">
                    <a className="button button--outline admin-button" href={callHref(v.phone)}>
                      Call {v.phone}
                    </a>
                    <a
                      className="button button--outline admin-button"
                      href={directions(v)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Directions
                    </a>
                  </p>
                  {v.status === "confirmed" && (
                    <div className="admin-actions">
                      <PostButton
                        token={staff.csrfToken}
                        intent="cancel"
                        values={{ id: v.id }}
                        label="Cancel consultation"
                        ariaLabel={`Cancel consultation of ${v.name}`}
                      />
                      <Form method="post" className="admin-form">
                        <CsrfField token={staff.csrfToken} />
                        <input type="hidden" name="intent" value="move" />
                        <input type="hidden" name="id" value={v.id} />
                        <FreeTimeSelect
                          label={`New time for ${v.name}`}
                          free={free}
                          error={answer?.id === v.id && answer.field === "start" ? answer.message : undefined}
                        />
                        <p>
                          <button className="button button--outline admin-button" type="submit">
                            Move consultation
                          </button>
                        </p>
                      </Form>
                      <OnMyWayForm visit={v} token={staff.csrfToken} answer={answer} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>

      <InstallationAgenda
        items={installations}
        consultants={props.consultants}
        consultant={props.consultant}
        csrfToken={staff.csrfToken}
        answer={answer}
      />

      <section className="admin-section" aria-labelledby="closed-heading">
        <h2 id="closed-heading">Closed days</h2>
        {closedDays.length === 0 ? (
          <p>No closed days ahead.</p>
        ) : (
          <ul className="admin-list" aria-label="Closed days">
            {closedDays.map((c) => (
              <li key={c.date} className="admin-card admin-card__head">
                <span>{c.label}</span>
                {c.source === "env" ? (
                  <span className="admin-card__meta">set in BOOKING_CLOSED_DATES</span>
                ) : (
                  <PostButton
                    token={staff.csrfToken}
                    intent="open-day"
                    values={{ date: c.date }}
                    label="Remove"
                    ariaLabel={`Remove ${c.label}`}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="admin-form">
          <CsrfField token={staff.csrfToken} />
          <input type="hidden" name="intent" value="close-day" />
          <Field
            label="Add a closed day"
            name="date"
            required
            error={answer?.field === "date" ? answer.message : undefined}
          >
            {(p) => <input {...p} className="input" type="date" min={today} />}
          </Field>
          <p>
            <button className="button button--primary admin-button" type="submit">
              Close this day
            </button>
          </p>
        </Form>
      </section>
    </AdminShell>
  );
}
