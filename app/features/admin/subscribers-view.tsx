import { Form, Link } from "react-router";
import { Field } from "~/features/forms/field";
import { AdminNotices } from "./admin-notices";
import { AdminShell, type StaffView } from "./admin-shell";
import { AdminTable } from "./admin-table";
import { CsrfField } from "../auth/csrf-field";
import { PostButton } from "./post-button";
import { filterQuery } from "./inbox-filter";
import {
  STATE_LABELS,
  SUBSCRIBER_STATES,
  type Subscriber,
  type SubscriberFilter,
  type SubscriberState,
} from "./subscribers";
import type { SubscribersActionData } from "./subscribers.server";

type Props = {
  staff: StaffView;
  filter: SubscriberFilter;
  counts: Record<SubscriberState, number>;
  items: (Subscriber & { joined: string })[];
  total: number;
  page: number;
  pages: number;
  news: string | null;
  answer: SubscribersActionData | undefined;
};

/** The newsletter's list: how many, who, the export, and unsubscribing someone who asks by phone or mail. */
export function SubscribersView({ staff, filter, counts, items, total, page, pages, news, answer }: Props) {
  const { page: _page, ...rest } = filter;
  const query = (p: number) => filterQuery({ ...rest, page: p });
  return (
    <AdminShell staff={staff} title="Subscribers">
      <AdminNotices news={news} answer={answer} />
      {answer?.confirm && (
        <Form method="post" className="admin-card admin-form" aria-labelledby="confirm-heading">
          <h2 id="confirm-heading" className="admin-card__title">
            Unsubscribe {answer.confirm.email}?
          </h2>
          <p>They get no more newsletters, exactly as if they had used the link in one.</p>
          <CsrfField token={staff.csrfToken} />
          <input type="hidden" name="intent" value="unsubscribe" />
          <input type="hidden" name="id" value={answer.confirm.id} />
          <input type="hidden" name="confirm" value="1" />
          <p className="admin-actions">
            <button className="button button--primary admin-button" type="submit">
              Yes, unsubscribe
            </button>
            <Link className="button button--outline admin-button" to="/admin/subscribers">
              Keep the subscription
            </Link>
          </p>
        </Form>
      )}
      <p className="admin-summary" role="status">
        {SUBSCRIBER_STATES.map((s) => (
          <span key={s}>
            {STATE_LABELS[s]}: <strong>{counts[s]}</strong>
          </span>
        ))}
      </p>
      <Form method="get" className="admin-filters" role="search" aria-label="Find subscribers">
        <Field label="E-mail contains" name="q">
          {(p) => <input {...p} className="input" type="search" defaultValue={filter.q} maxLength={200} />}
        </Field>
        <Field label="State" name="state">
          {(p) => (
            <select {...p} className="input" defaultValue={filter.state}>
              <option value="">Every state</option>
              {SUBSCRIBER_STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="admin-filters__actions">
          <button className="button button--primary admin-button" type="submit">
            Show subscribers
          </button>
          <a
            className="button button--outline admin-button"
            href={`/api/admin/subscribers.csv${filterQuery(rest)}`}
            download
          >
            Export CSV
          </a>
        </div>
      </Form>
      <p>
        {total} {total === 1 ? "subscriber matches" : "subscribers match"} this view. Send the newsletter to active
        addresses only.
      </p>
      {items.length > 0 && (
        <AdminTable label="Subscribers" columns={["E-mail", "State", "Joined", ""]}>
          {items.map((s) => (
            <tr key={s.id}>
              <td>{s.email}</td>
              <td>{STATE_LABELS[s.state]}</td>
              <td>{s.joined}</td>
              <td>
                {s.state !== "unsubscribed" && (
                  <PostButton
                    token={staff.csrfToken}
                    intent="unsubscribe"
                    values={{ id: s.id }}
                    label="Unsubscribe"
                    ariaLabel={`Unsubscribe ${s.email}`}
                  />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {pages > 1 && (
        <nav className="admin-pages" aria-label="Pages of subscribers">
          {page > 1 && <Link to={`/admin/subscribers${query(page - 1)}`}>Previous page</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={`/admin/subscribers${query(page + 1)}`}>Next page</Link>}
        </nav>
      )}
    </AdminShell>
  );
}
