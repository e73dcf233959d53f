import { Form } from "react-router";
import { Field } from "~/features/forms/field";
import { CsrfField } from "../auth/csrf-field";
import { AdminNotices } from "./admin-notices";
import { AdminShell, type StaffView } from "./admin-shell";
import { WEEKDAY_NAMES, type ConsultantView } from "./consultants";
import type { ConsultantsActionData } from "./consultants.server";
import { PostButton } from "./post-button";

type Consultant = ConsultantView & { checkedLabel: string | null };
type Props = {
  staff: StaffView;
  consultants: Consultant[];
  candidates: { id: string; email: string }[];
  today: string;
  news: string | null;
  answer: ConsultantsActionData | undefined;
};

/** The refusal of the form `id`, for the field `field`. */
function errorOf(answer: ConsultantsActionData | undefined, id: string, field: string): string | undefined {
  if (!answer || answer.id !== id || answer.field !== field) return undefined;
  return answer.message;
}

function CalendarStatus({ c }: { c: Consultant }) {
  if (!c.calendarUrl) return <p className="admin-card__meta">No calendar of their own is read.</p>;
  if (c.calendarError) {
    return (
      <p className="admin-card__meta">
        Their calendar could not be read: {c.calendarError}. The busy times read before still count.
      </p>
    );
  }
  if (!c.checkedLabel) return <p className="admin-card__meta">Their calendar has not been read yet.</p>;
  return <p className="admin-card__meta">Their calendar was last read {c.checkedLabel}.</p>;
}

function ConsultantCard({
  c,
  staff,
  today,
  answer,
}: {
  c: Consultant;
  staff: StaffView;
  today: string;
  answer?: ConsultantsActionData;
}) {
  const headingId = `consultant-${c.userId}`;
  return (
    <li className="admin-card">
      <h2 className="admin-card__title" id={headingId}>
        {c.name} <span className="admin-card__meta">{c.email}</span>
        {!c.active && <span className="admin-badge admin-badge--cancelled">Inactive</span>}
      </h2>
      <p className="admin-card__meta">Works {c.hours}</p>
      <Form method="post" className="admin-form" aria-labelledby={headingId}>
        <CsrfField token={staff.csrfToken} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={c.userId} />
        <input type="hidden" name="email" value={c.email} />
        <Field
          label="First name (the customer's confirmation names it)"
          name="name"
          error={errorOf(answer, c.userId, "name")}
        >
          {(p) => <input {...p} className="input" defaultValue={c.name} maxLength={40} autoComplete="off" />}
        </Field>
        <fieldset className="consultant-week">
          <legend>Weekly hours (leave both times empty on a day off)</legend>
          {errorOf(answer, c.userId, "hours") && (
            <p className="field__error" role="alert">
              {errorOf(answer, c.userId, "hours")}
            </p>
          )}
          {c.week.map((d) => (
            <div key={d.day} className="consultant-week__day">
              <span className="consultant-week__name">{WEEKDAY_NAMES[d.day - 1]}</span>
              <label>
                <span className="visually-hidden">{`${WEEKDAY_NAMES[d.day - 1]} from`}</span>
                <input className="input" type="time" name={`day-${d.day}-from`} defaultValue={d.from} step={900} />
              </label>
              <span aria-hidden="true">to</span>
              <label>
                <span className="visually-hidden">{`${WEEKDAY_NAMES[d.day - 1]} to`}</span>
                <input className="input" type="time" name={`day-${d.day}-to`} defaultValue={d.to} step={900} />
              </label>
            </div>
          ))}
        </fieldset>
        <Field
          label="Most visits in a day (empty for no limit)"
          name="daily_limit"
          error={errorOf(answer, c.userId, "limit")}
        >
          {(p) => <input {...p} className="input" type="number" min={1} max={20} defaultValue={c.dailyLimit ?? ""} />}
        </Field>
        <Field
          label="Their own calendar's private iCalendar address"
          name="calendar_url"
          hint="Google: Settings → the calendar → Secret address in iCal format. Apple: share the calendar publicly and copy its link."
          error={errorOf(answer, c.userId, "calendar")}
        >
          {(p) => <input {...p} className="input" type="url" defaultValue={c.calendarUrl ?? ""} autoComplete="off" />}
        </Field>
        <p>
          <label className="admin-check">
            <input type="checkbox" name="active" value="1" defaultChecked={c.active} /> Takes bookings
          </label>
        </p>
        <p>
          <button className="button button--primary admin-button" type="submit">
            Save {c.name}
          </button>
        </p>
      </Form>
      <CalendarStatus c={c} />

      <h3>Their visits in a calendar app</h3>
      <p className="admin-card__meta">
        Subscribe to this private address in Google or Apple Calendar. Anyone with it sees their visits: make a new one
        if it was shared by mistake.
      </p>
      <p>
        <label>
          <span className="visually-hidden">{`Subscription address of ${c.name}`}</span>
          <input className="input" readOnly value={c.feedUrl} />
        </label>
      </p>
      <PostButton
        token={staff.csrfToken}
        intent="rotate-feed"
        values={{ id: c.userId }}
        label="Make a new address"
        ariaLabel={`Make a new address for ${c.name}`}
      />

      <h3>Days off</h3>
      {c.daysOff.length === 0 ? (
        <p>None ahead.</p>
      ) : (
        <ul className="admin-list" aria-label={`Days off of ${c.name}`}>
          {c.daysOff.map((date) => (
            <li key={date} className="admin-card__head">
              <span>{date}</span>
              <PostButton
                token={staff.csrfToken}
                intent="day-on"
                values={{ id: c.userId, date }}
                label="Remove"
                ariaLabel={`Remove day off ${date} of ${c.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="admin-form">
        <CsrfField token={staff.csrfToken} />
        <input type="hidden" name="intent" value="day-off" />
        <input type="hidden" name="id" value={c.userId} />
        <Field label={`Add a day off for ${c.name}`} name="date" required error={errorOf(answer, c.userId, "date")}>
          {(p) => <input {...p} className="input" type="date" min={today} />}
        </Field>
        <p>
          <button className="button button--outline admin-button" type="submit">
            Add day off
          </button>
        </p>
      </Form>
    </li>
  );
}

/** Who visits homes (issue 37): each consultant's week, days off, daily limit and calendars, and adding one. */
export function ConsultantsView({ staff, consultants, candidates, today, news, answer }: Props) {
  return (
    <AdminShell staff={staff} title="Consultants">
      <AdminNotices news={news} answer={answer?.field ? undefined : answer} />
      <p>
        With at least one active consultant, each slot offers as many visits as consultants are free then, and every
        booking is given one of them.
      </p>
      {consultants.length > 0 && (
        <ul className="admin-list" aria-label="Consultants">
          {consultants.map((c) => (
            <ConsultantCard key={c.userId} c={c} staff={staff} today={today} answer={answer} />
          ))}
        </ul>
      )}
      <section className="admin-section" aria-labelledby="add-consultant">
        <h2 id="add-consultant">Add a consultant</h2>
        {candidates.length === 0 ? (
          <p>Every staff member already is one. A new staff account comes from npm run admin -- create-user.</p>
        ) : (
          <Form method="post" className="admin-form">
            <CsrfField token={staff.csrfToken} />
            <input type="hidden" name="intent" value="add" />
            <Field label="Staff member" name="email" required error={errorOf(answer, "new", "email")}>
              {(p) => (
                <select {...p} className="input">
                  {candidates.map((s) => (
                    <option key={s.id} value={s.email}>
                      {s.email}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="First name" name="name" error={errorOf(answer, "new", "name")}>
              {(p) => <input {...p} className="input" maxLength={40} autoComplete="off" />}
            </Field>
            <Field
              label="Weekly hours"
              name="hours"
              required
              hint="Days and times as the opening hours are written, such as Mo-Fr 09:00-17:00 or Mo-We 09:00-13:00, Fr 09:00-17:00."
              error={errorOf(answer, "new", "hours")}
            >
              {(p) => <input {...p} className="input" defaultValue="Mo-Fr 09:00-17:00" autoComplete="off" />}
            </Field>
            <Field
              label="Most visits in a day (empty for no limit)"
              name="daily_limit"
              error={errorOf(answer, "new", "limit")}
            >
              {(p) => <input {...p} className="input" type="number" min={1} max={20} />}
            </Field>
            <Field
              label="Their own calendar's private iCalendar address"
              name="calendar_url"
              error={errorOf(answer, "new", "calendar")}
            >
              {(p) => <input {...p} className="input" type="url" autoComplete="off" />}
            </Field>
            <p>
              <button className="button button--primary admin-button" type="submit">
                Add consultant
              </button>
            </p>
          </Form>
        )}
      </section>
    </AdminShell>
  );
}
