import { Form, Link } from "react-router";
import { Field } from "~/features/forms/field";
import { CsrfField } from "../auth/csrf-field";
import type { AgendaVisit } from "./agenda";
import type { AgendaActionData } from "./agenda.server";
import { PostButton } from "./post-button";

type Consultant = { id: string; name: string };

/** Who visits, the form to give the visit to another consultant, and whether the customer was home (issue 37). */
export function VisitConsultant(props: {
  visit: AgendaVisit;
  consultants: Consultant[];
  csrfToken: string;
  answer: AgendaActionData | undefined;
  nowMs: number;
}) {
  const { visit: v, consultants, csrfToken, answer } = props;
  if (v.status !== "confirmed") return null;
  const started = Date.parse(v.start) <= props.nowMs;
  return (
    <>
      {v.consultant && <p className="admin-card__meta">Consultant: {v.consultant.name}</p>}
      {v.attendance && (
        <p className="admin-card__meta">{v.attendance === "no_show" ? "No-show: nobody was home." : "Attended."}</p>
      )}
      {consultants.length > 0 && (
        <ReassignForm
          intent="reassign"
          id={v.id}
          label={`Consultant for ${v.name}`}
          current={v.consultant ?? null}
          consultants={consultants}
          csrfToken={csrfToken}
          error={answer?.id === v.id && answer.field === "consultant" ? answer.message : undefined}
        />
      )}
      {started && (
        <div className="admin-actions">
          <PostButton
            token={csrfToken}
            intent="attended"
            values={{ id: v.id }}
            label="Attended"
            ariaLabel={`Attended: ${v.name} was home`}
          />
          <PostButton
            token={csrfToken}
            intent="no-show"
            values={{ id: v.id }}
            label="No-show"
            ariaLabel={`No-show: ${v.name} was not home`}
          />
        </div>
      )}
    </>
  );
}

/** The form that gives a visit (a consultation, or an installation with intent "reassign-installation") to another consultant. */
export function ReassignForm(props: {
  intent: "reassign" | "reassign-installation";
  id: string;
  label: string;
  current: Consultant | null;
  consultants: Consultant[];
  csrfToken: string;
  error: string | undefined;
}) {
  return (
    <Form method="post" className="admin-form">
      <CsrfField token={props.csrfToken} />
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <Field label={props.label} name="consultant" error={props.error}>
        {(p) => (
          <select {...p} className="input" defaultValue={props.current?.id ?? ""}>
            <option value="" disabled>
              Choose a consultant
            </option>
            {props.consultants.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p>
        <button className="button button--outline admin-button" type="submit">
          Reassign
        </button>
      </p>
    </Form>
  );
}

/** Each consultant's day (links to the agenda of one), and the no-shows of the last weeks. */
export function ConsultantAgendaBar(props: {
  consultants: Consultant[];
  current: Consultant | null;
  noShows: { week: string; consultant: string; count: number }[];
}) {
  if (props.consultants.length === 0 && props.noShows.length === 0) return null;
  return (
    <section className="admin-section" aria-labelledby="consultants-heading">
      <h2 id="consultants-heading">Consultants</h2>
      {props.consultants.length > 0 && (
        <nav aria-label="Agenda of one consultant">
          <ul className="admin-actions">
            <li>
              <Link to="/admin/agenda" aria-current={props.current ? undefined : "page"}>
                Everyone
              </Link>
            </li>
            {props.consultants.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/admin/agenda?consultant=${c.id}`}
                  aria-current={props.current?.id === c.id ? "page" : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {props.noShows.length === 0 ? (
        <p className="admin-card__meta">No no-shows in the last weeks.</p>
      ) : (
        <table className="admin-table">
          <caption>No-shows per week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Consultant</th>
              <th scope="col">No-shows</th>
            </tr>
          </thead>
          <tbody>
            {props.noShows.map((n) => (
              <tr key={`${n.week}-${n.consultant}`}>
                <td>{n.week}</td>
                <td>{n.consultant || "none assigned"}</td>
                <td>{n.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
