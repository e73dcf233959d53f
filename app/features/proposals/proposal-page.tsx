import { business } from "~/content/business";
import { Field } from "~/features/forms/field";
import { SmsConsent } from "~/features/forms/sms-consent";
import { useMessages } from "~/i18n/i18n-context";
import { format } from "~/i18n/format";
import { proposalUi, type ProposalUi } from "~/i18n/parts/proposal";
import type { AfterSaleView } from "../orders/after-sale";
import { AfterSaleSections } from "../orders/after-sale-sections";
import { OrderTimelineView } from "../orders/timeline-view";
import { InstallationSection } from "../installations/installation-section";
import type { InstallationActionData, InstallationPageData } from "../installations/page.server";
import type { ProposalDocument } from "./document";
import type { ProposalActionData } from "./page.server";
import type { CustomerView } from "./service";

type Words = ProposalUi["proposal"];

/** What the forms' script shows, in the page's language (it carries no catalogue of its own). */
export type ProposalScriptTexts = {
  sending: string;
  errors: Words["errors"];
};

/** The proposal as a document: who, what, how much, on which terms, and its signature once signed. */
export function ProposalDocumentView({ document, words }: { document: ProposalDocument; words: Words }) {
  return (
    <>
      <div className="proposal__parties">
        {[document.business, document.customer].map((side) => (
          <section key={side.heading} className="proposal__party" aria-label={side.heading}>
            <h2 className="proposal__label">{side.heading}</h2>
            <p>
              {side.lines.map((line, i) => (
                <span key={i} className="proposal__line">
                  {line}
                </span>
              ))}
            </p>
          </section>
        ))}
      </div>
      <div className="proposal__table" role="region" aria-label={words.tableLabel} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{words.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{document.columns.item}</th>
              <th scope="col">{document.columns.details}</th>
              <th scope="col" className="proposal__number">
                {document.columns.quantity}
              </th>
              <th scope="col" className="proposal__number">
                {document.columns.unitPrice}
              </th>
              <th scope="col" className="proposal__number">
                {document.columns.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, i) => (
              <tr key={i}>
                <th scope="row">{line.item}</th>
                <td>{line.details}</td>
                <td className="proposal__number">{line.quantity}</td>
                <td className="proposal__number">{line.unitPrice}</td>
                <td className="proposal__number">{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="proposal__totals" aria-label={words.totalsLabel}>
        {document.totals.map((row) => (
          <div
            key={row.key}
            className={`proposal__total${row.key === "total_cents" || row.key === "deposit_cents" ? " proposal__total--strong" : ""}`}
          >
            <dt>{row.label}</dt>
            <dd data-total={row.key}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {document.notes && (
        <section className="proposal__block" aria-labelledby="proposal-notes">
          <h2 id="proposal-notes">{document.notes.heading}</h2>
          {document.notes.paragraphs.map((paragraph, i) => (
            <p key={i} className="proposal__notes">
              {paragraph}
            </p>
          ))}
        </section>
      )}
      <section className="proposal__block" aria-labelledby="proposal-terms">
        <h2 id="proposal-terms">{document.terms.heading}</h2>
        <ol className="proposal__terms">
          {document.terms.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      </section>
      {document.acceptance && (
        <section className="proposal__block proposal__acceptance" aria-labelledby="proposal-acceptance">
          <h2 id="proposal-acceptance">{document.acceptance.heading}</h2>
          {document.acceptance.lines.map((line, i) => (
            <p key={i} className="proposal__line">
              {line}
            </p>
          ))}
        </section>
      )}
    </>
  );
}

type PageProps = {
  view: CustomerView;
  path: string;
  apiBase: string;
  news: "accepted" | "declined" | null;
  depositNews: "thanks" | "cancelled" | null;
  answer: ProposalActionData | undefined;
  /** After the installation (issue 34): the balance, feedback and referral; null before the proposal is accepted. */
  afterSale?: AfterSaleView | null;
  balanceNews?: "thanks" | "cancelled" | null;
  /** The order's installation (issue 34 item 2), and a refused post of its forms. */
  installation?: InstallationPageData | null;
  installationAnswer?: InstallationActionData;
};

/** The message a refused native post shows. */
function errorText(words: Words, answer: ProposalActionData | undefined, intent: ProposalActionData["intent"]) {
  if (!answer || answer.intent !== intent) return null;
  if (answer.error === "unavailable") return format(words.deposit.unavailable, { phone: business.phones[0].display });
  return words.errors[answer.error];
}

function AcceptForm({ view, path, apiBase, answer, words }: PageProps & { words: Words }) {
  const error = errorText(words, answer, "accept");
  const fields = answer?.intent === "accept" ? answer.fields : {};
  const texts: ProposalScriptTexts = { sending: words.accept.sending, errors: words.errors };
  return (
    <section className="proposal__block proposal__form" aria-labelledby="proposal-accept">
      <h2 id="proposal-accept">{words.accept.heading}</h2>
      <p>{words.accept.intro}</p>
      <form
        method="post"
        action={path}
        className="lead-form proposal-action"
        data-api={`${apiBase}/accept`}
        data-texts={JSON.stringify(texts)}
      >
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="version" value={view.version} />
        <input type="hidden" name="locale" value={view.document.locale} />
        <Field label={words.accept.name} name="signer_name" required error={fields.signer_name}>
          {(p) => (
            <input
              {...p}
              className="input"
              type="text"
              autoComplete="name"
              maxLength={120}
              defaultValue={answer?.values.signer_name ?? ""}
            />
          )}
        </Field>
        <div className="field proposal__agree">
          <label className="proposal__check">
            <input
              type="checkbox"
              name="agree"
              value="on"
              required
              id="proposal-agree"
              aria-invalid={fields.agree ? true : undefined}
              aria-describedby={fields.agree ? "proposal-agree-error" : undefined}
            />
            <span>{words.accept.agree}</span>
          </label>
          <p className="field__error" id="proposal-agree-error" aria-live="polite">
            {fields.agree}
          </p>
        </div>
        {view.textable && <SmsConsent />}
        <FormError error={error} />
        <button type="submit" className="button button--primary lead-form__submit">
          {words.accept.submit}
        </button>
      </form>
    </section>
  );
}

/**
 * The form's refusal from the server's last answer, in the region the site script writes its own refusals into
 * (so an answer read without scripts and one shown by the script look and sound alike).
 */
function FormError({ error }: { error: string | null }) {
  return (
    <div className="notice-region" role="alert">
      {error && (
        <p className="notice notice--error">
          <span className="notice__text">{error}</span>
        </p>
      )}
    </div>
  );
}

function DeclineForm({ view, path, apiBase, answer, words }: PageProps & { words: Words }) {
  const error = errorText(words, answer, "decline");
  const texts: ProposalScriptTexts = { sending: words.decline.sending, errors: words.errors };
  return (
    <section className="proposal__block proposal__form" aria-labelledby="proposal-decline">
      <h2 id="proposal-decline">{words.decline.heading}</h2>
      <form
        method="post"
        action={path}
        className="lead-form proposal-action"
        data-api={`${apiBase}/decline`}
        data-texts={JSON.stringify(texts)}
      >
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name="locale" value={view.document.locale} />
        <Field label={words.decline.reason} name="reason" hint={words.decline.reasonHint}>
          {(p) => (
            <textarea {...p} className="input" rows={3} maxLength={1000} defaultValue={answer?.values.reason ?? ""} />
          )}
        </Field>
        <FormError error={error} />
        <button type="submit" className="button button--outline lead-form__submit">
          {words.decline.submit}
        </button>
      </form>
    </section>
  );
}

function DepositSection({ view, path, answer, depositNews, words }: PageProps & { words: Words }) {
  const deposit = view.deposit;
  const phone = business.phones[0].display;
  const error = errorText(words, answer, "deposit");
  let body;
  if (deposit.paid) {
    body = <p className="notice notice--success">{format(words.deposit.paid, { amount: deposit.amount })}</p>;
  } else if (deposit.online) {
    body = (
      <form method="post" action={path} className="proposal__pay">
        <input type="hidden" name="intent" value="deposit" />
        <p>{format(words.deposit.due, { amount: deposit.amount })}</p>
        <p className="proposal__hint">{words.deposit.stripe}</p>
        <button type="submit" className="button button--primary">
          {words.deposit.pay}
        </button>
      </form>
    );
  } else {
    body = <p>{format(words.deposit.offline, { amount: deposit.amount, phone })}</p>;
  }
  return (
    <section className="proposal__block proposal__deposit" aria-labelledby="proposal-deposit">
      <h2 id="proposal-deposit">{words.deposit.heading}</h2>
      {depositNews === "thanks" && !deposit.paid && (
        <p className="notice notice--success" role="status">
          {words.deposit.thanks}
        </p>
      )}
      {depositNews === "cancelled" && !deposit.paid && (
        <p className="notice notice--error" role="status">
          {words.deposit.cancelled}
        </p>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {body}
    </section>
  );
}

/** /proposal/<token>: the proposal the customer was sent, where it stands, and what they can do next. */
export function ProposalPage(props: PageProps) {
  const { proposal: words } = useMessages(proposalUi);
  const { view, news } = props;
  const document = view.document;
  const meta = [document.version, document.sent, document.validUntil].filter(Boolean).join(" · ");
  const contact = { phone: business.phones[0].display, email: business.email };
  return (
    <section className="section container proposal" aria-labelledby="proposal-title">
      <header className="proposal__head">
        <h1 id="proposal-title">{document.title}</h1>
        <p className="proposal__meta">{meta}</p>
        <p className="proposal__actions">
          <a className="button button--outline" href={view.pdfPath} download>
            {words.downloadPdf}
          </a>
        </p>
      </header>
      <div className="notice-region" role="status">
        {news === "accepted" && view.state === "accepted" && (
          <p className="notice notice--success">
            <span className="notice__text">{words.accept.done}</span>
          </p>
        )}
        {news === "declined" && view.state === "declined" && (
          <p className="notice notice--success">
            <span className="notice__text">{words.decline.done}</span>
          </p>
        )}
      </div>
      {view.state === "accepted" && <p className="proposal__state">{words.status.accepted}</p>}
      {view.state === "declined" && view.declinedOn && (
        <p className="proposal__state">{format(words.status.declined, { date: view.declinedOn })}</p>
      )}
      {view.state === "expired" && view.expiredOn && (
        <p className="proposal__state">{format(words.status.expired, { date: view.expiredOn, ...contact })}</p>
      )}
      {view.order && <OrderTimelineView order={view.order} words={words.order} />}
      {view.order && (
        <InstallationSection data={props.installation ?? null} path={props.path} answer={props.installationAnswer} />
      )}
      <ProposalDocumentView document={document} words={words} />
      {view.state === "accepted" && <DepositSection {...props} words={words} />}
      {view.state === "accepted" && props.afterSale && (
        <AfterSaleSections
          afterSale={props.afterSale}
          path={props.path}
          news={props.balanceNews ?? null}
          unavailable={props.answer?.intent === "balance"}
        />
      )}
      {view.state === "sent" && (
        <>
          <AcceptForm {...props} words={words} />
          <DeclineForm {...props} words={words} />
        </>
      )}
    </section>
  );
}
