import { Form, Link } from "react-router";
import { Field } from "~/features/forms/field";
import { INBOX_KINDS, leadKinds } from "~/features/leads/kinds";
import { LANGUAGE_NAMES, LOCALES } from "~/i18n/locales";
import { PIPELINE, PIPELINE_LABELS, type InboxFilter, type InboxItem } from "./back-office";
import { CsrfField } from "../auth/csrf-field";
import { filterQuery } from "./inbox-filter";
import type { InboxActionData } from "./inbox.server";
import { PostButton } from "./post-button";
import { callHref, directionsHref, mailHref, textHref } from "./contact-links";
import { INBOX_PATH } from "./paths";

type Item = InboxItem & { received: string };
type Props = {
  filter: InboxFilter;
  errors: Record<string, string>;
  items: Item[];
  total: number;
  page: number;
  pages: number;
  newCount: number;
  privacyEmail: string | null;
  erased: number | null;
  unreadTexts: number;
  csrfToken: string;
  answer: InboxActionData | undefined;
};

/** The inbox: the filter (a GET form, so every view has its own address), the leads, the pages. */
export function InboxView(props: Props) {
  const { filter, errors, items, total, page, pages, newCount, privacyEmail, erased, unreadTexts, csrfToken, answer } =
    props;
  const { page: _page, ...rest } = filter;
  const query = (p: number) => filterQuery({ ...rest, page: p });
  const active = Object.values(rest).filter((value) => value !== "").length;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      {erased !== null && !answer && (
        <p className="admin-alert" role="status">
          Erased {erased} {erased === 1 ? "record" : "records"}. One audit entry, naming no one, records it.
        </p>
      )}
      {answer?.message && (
        <p className="admin-alert admin-alert--error" role="alert">
          {answer.message}
        </p>
      )}
      {answer?.confirmErase && (
        <Form method="post" className="admin-card admin-form" aria-labelledby="erase-heading">
          <h2 id="erase-heading" className="admin-card__title">
            Erase everything held for {answer.confirmErase}?
          </h2>
          <p>
            Their messages, quote requests with photos, bookings, swatch orders, subscription, notes and queued e-mails
            are deleted for good. Download the export first if they asked for a copy.
          </p>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="email" value={answer.confirmErase} />
          <input type="hidden" name="confirm" value="1" />
          <p className="admin-actions">
            <button className="button button--primary admin-button" type="submit">
              Yes, erase everything
            </button>
            <Link className="button button--outline admin-button" to={`${INBOX_PATH}${filterQuery(rest)}`}>
              Keep it
            </Link>
          </p>
        </Form>
      )}
      {/* The switch comes first: the filters after it are shown or hidden by it (CSS, no script). */}
      <input type="checkbox" id="filters-shown" className="admin-filter-switch" defaultChecked={hasErrors} />
      <div className="admin-inbox-top">
        <p className="admin-summary" role="status">
          <span>
            <strong>{newCount}</strong> new {newCount === 1 ? "lead" : "leads"}
          </span>
          <span>
            {total} {total === 1 ? "lead matches" : "leads match"} this view
          </span>
          {unreadTexts > 0 && (
            <span>
              <strong>{unreadTexts}</strong> unread text {unreadTexts === 1 ? "reply" : "replies"}
            </span>
          )}
        </p>
        <label htmlFor="filters-shown" className="button button--outline admin-button admin-filter-label">
          {active === 0 ? "Filter" : `Filter (${active} active)`}
        </label>
      </div>
      <Form method="get" action={INBOX_PATH} className="admin-filters" role="search" aria-label="Filter the leads">
        <Field label="Search" name="q" error={errors.q} hint="Name, e-mail, phone or text">
          {(p) => <input {...p} className="input" type="search" defaultValue={filter.q} maxLength={200} />}
        </Field>
        <Field label="Kind" name="kind" error={errors.kind}>
          {(p) => (
            <select {...p} className="input" defaultValue={filter.kind}>
              <option value="">All kinds</option>
              {INBOX_KINDS.map((k) => (
                <option key={k} value={k}>
                  {leadKinds[k].label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Status" name="status" error={errors.status}>
          {(p) => (
            <select {...p} className="input" defaultValue={filter.status}>
              <option value="">Any status</option>
              {PIPELINE.map((s) => (
                <option key={s} value={s}>
                  {PIPELINE_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Language" name="locale" error={errors.locale}>
          {(p) => (
            <select {...p} className="input" defaultValue={filter.locale}>
              <option value="">Any language</option>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Received from" name="from" error={errors.from}>
          {(p) => <input {...p} className="input" type="date" defaultValue={filter.from} />}
        </Field>
        <Field label="Received to" name="to" error={errors.to}>
          {(p) => <input {...p} className="input" type="date" defaultValue={filter.to} />}
        </Field>
        <div className="admin-filters__actions">
          <button className="button button--primary admin-button" type="submit">
            Show leads
          </button>
          <Link className="button button--outline admin-button" to={INBOX_PATH}>
            Clear
          </Link>
          <a className="button button--outline admin-button" href={`/api/admin/leads.csv${filterQuery(rest)}`} download>
            Export CSV
          </a>
        </div>
      </Form>
      {privacyEmail && !answer?.confirmErase && (
        <section className="admin-card admin-section" aria-labelledby="privacy-heading">
          <h2 id="privacy-heading" className="admin-card__title">
            Privacy request for {privacyEmail}
          </h2>
          <p className="admin-card__meta">
            When this person asks what is held about them, or for it to be erased (privacy policy).
          </p>
          {/* A div: the erase button is a form, which a <p> cannot hold (the page would not hydrate). */}
          <div className="admin-actions">
            <a
              className="button button--outline admin-button"
              href={`/api/admin/privacy-export?email=${encodeURIComponent(privacyEmail)}`}
              download
            >
              Download everything (JSON)
            </a>
            <PostButton token={csrfToken} intent="erase" values={{ email: privacyEmail }} label="Erase everything…" />
          </div>
        </section>
      )}
      {items.length === 0 ? (
        <p>No leads match this view.</p>
      ) : (
        <ul className="admin-list" aria-label="Leads">
          {items.map((item) => (
            <LeadCard key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="admin-pages" aria-label="Pages of leads">
          {page > 1 && <Link to={`${INBOX_PATH}${query(page - 1)}`}>Previous page</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={`${INBOX_PATH}${query(page + 1)}`}>Next page</Link>}
        </nav>
      )}
    </>
  );
}

/** One lead: its name (to its page), status, kind and when on top; then one tap to call, text, e-mail or drive there. */
function LeadCard({ item }: { item: Item }) {
  const who = item.name || item.email;
  return (
    <li className="admin-card admin-lead">
      <div className="admin-lead__head">
        <h2 className="admin-card__title">
          <Link to={`/admin/leads/${item.kind}/${item.id}`}>{who}</Link>
        </h2>
        <p className="admin-card__meta">
          <span className={`admin-badge${item.status === "new" ? " admin-badge--new" : ""}`}>
            {PIPELINE_LABELS[item.status]}
          </span>{" "}
          <span className="admin-badge admin-badge--language">{LANGUAGE_NAMES[item.locale]}</span>{" "}
          {item.stateBadge && <span className={`admin-badge admin-badge--${item.state}`}>{item.stateBadge}</span>}
          {item.unreadTexts > 0 && (
            <>
              {" "}
              <span className="admin-badge admin-badge--unread">
                {item.unreadTexts} unread {item.unreadTexts === 1 ? "text" : "texts"}
              </span>
            </>
          )}
        </p>
      </div>
      <p className="admin-card__meta">
        {leadKinds[item.kind].label} · {item.received}
      </p>
      <p className="admin-card__summary">{item.summary.slice(0, 200)}</p>
      <ul className="admin-lead__actions" aria-label={`Contact ${who}`}>
        {item.phone && (
          <li>
            <a href={callHref(item.phone)} aria-label={`Call ${who} at ${item.phone}`}>
              Call
            </a>
          </li>
        )}
        {item.phone && (
          <li>
            <a href={textHref(item.phone)} aria-label={`Text ${who} at ${item.phone}`}>
              Text
            </a>
          </li>
        )}
        <li>
          <a href={mailHref(item.email)} aria-label={`E-mail ${who} at ${item.email}`}>
            E-mail
          </a>
        </li>
        {item.place && (
          <li>
            <a
              href={directionsHref(item.place)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Directions to ${who}'s job location`}
            >
              Directions
            </a>
          </li>
        )}
      </ul>
    </li>
  );
}
