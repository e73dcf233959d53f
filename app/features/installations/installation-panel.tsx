import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { DayOption, ScriptedPicker } from "~/features/booking/days";
import { SlotPicker } from "~/features/booking/slot-picker";
import { ErrorNotice } from "~/features/forms/notice";
import { postToAction } from "~/features/forms/post-to-action";
import { formsUi } from "~/i18n/parts/forms";
import { format } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { installationUi } from "~/i18n/parts/installation";
import type { InstallationActionData, InstallationIntent, InstallationNews } from "./page.server";
import type { InstallationState } from "./service";

export type InstallationPanelProps = {
  /** The page's own address: every form posts to its action. */
  path: string;
  state: InstallationState;
  when: string | null;
  /** One day's times at a time (issue 31); null when no time can be chosen. */
  picker: ScriptedPicker | null;
  /** Every day's times, for the no-script form: rendered by the server only, never sent to the island. */
  allDays?: DayOption[];
  slotHours: number;
  news: InstallationNews | null;
  answer?: InstallationActionData;
};

/**
 * The installation on the customer's order page (issue 34 item 2): once the goods have arrived, a time to book; once
 * booked, when it is, its invitation, and forms to move or cancel it. Every form posts to the page's action natively
 * without scripts, and from this island with them (decision 0014); a change goes on to the page with its news.
 */
export function InstallationPanel({
  path,
  state,
  when,
  picker,
  allDays,
  slotHours,
  news,
  answer,
}: InstallationPanelProps) {
  const { installation: words } = useMessages(installationUi);
  const { forms } = useMessages(formsUi);
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<InstallationIntent | null>(null);
  const [reply, setReply] = useState(answer);
  const [refusals, setRefusals] = useState(0);

  // After a change the page's news is where the customer's attention goes.
  useEffect(() => {
    if (news) heading.current?.focus();
  }, [news]);

  async function onSubmit(event: FormEvent<HTMLFormElement>, intent: InstallationIntent) {
    event.preventDefault();
    setBusy(intent);
    const answered = await postToAction<InstallationActionData>(event.currentTarget);
    if (answered.kind === "redirect") {
      window.location.assign(answered.location);
      // The same page with another query and fragment: load it again to show the change.
      if (answered.location.split("#")[0] === `${window.location.pathname}${window.location.search}`) {
        window.location.reload();
      }
      return;
    }
    setBusy(null);
    if (answered.kind === "unanswered" || !answered.data) {
      setReply({ intent, message: words.answers.unanswered, fields: {} });
      return;
    }
    setReply(answered.data);
    setRefusals((n) => n + 1);
  }

  const installation = state.offer === "booked" ? state.installation : null;
  const newsText = news ? words.news[news] : null;
  const formProps = (intent: InstallationIntent, heading: string, submit: string) => ({
    intent,
    heading,
    submit: busy === intent ? forms.sending : submit,
    path,
    busy: busy !== null,
    onSubmit,
  });
  // The time refused, and a new look at the shown day's times after each refusal.
  const pickerProps = (intent: InstallationIntent) => ({
    error: reply?.intent === intent ? reply.fields.start : undefined,
    refreshKey: refusals,
    zoneHint: words.zoneHint,
  });

  return (
    <section className="proposal__block installation" id="installation" aria-labelledby="installation-heading">
      <h2 id="installation-heading" ref={heading} tabIndex={-1}>
        {words.heading}
      </h2>
      <div className="notice-region" role="status">
        {newsText && (
          <p className="notice notice--success">
            <span className="notice__text">{newsText}</span>
          </p>
        )}
      </div>
      {state.offer === "waiting" && <p>{words.waiting}</p>}
      {state.offer === "done" && <p>{words.done}</p>}
      {installation && when && (
        <>
          <dl className="booking-summary">
            <div>
              <dt>{words.when}</dt>
              <dd>{when}</dd>
            </div>
            <div>
              <dt>{words.status}</dt>
              <dd>{words.confirmed}</dd>
            </div>
          </dl>
          <p>{words.bookedText}</p>
          <div className="booking-actions">
            <a className="button button--outline" href={installation.calendarUrl} download={words.calendarFile}>
              {words.addToCalendar}
            </a>
          </div>
        </>
      )}
      <ErrorNotice message={busy ? undefined : reply?.message} />
      {state.offer === "open" && picker && (
        <ChangeForm {...formProps("install-book", words.book, words.book)}>
          <p>{format(words.intro, { hours: slotHours }, locale)}</p>
          <SlotPicker picker={picker} allDays={allDays} legend={words.legend} {...pickerProps("install-book")} />
        </ChangeForm>
      )}
      {installation && (
        <div className="booking-manage__changes">
          {picker && (
            <ChangeForm {...formProps("install-move", words.move, words.moveButton)}>
              <SlotPicker picker={picker} allDays={allDays} legend={words.newTime} {...pickerProps("install-move")} />
            </ChangeForm>
          )}
          <ChangeForm {...formProps("install-cancel", words.cancel, words.cancelButton)} outline>
            <p>{words.cancelText}</p>
          </ChangeForm>
        </div>
      )}
    </section>
  );
}

type ChangeFormProps = {
  intent: InstallationIntent;
  heading: string;
  submit: string;
  path: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>, intent: InstallationIntent) => Promise<void>;
  /** The quieter button, for the cancellation. */
  outline?: boolean;
  children: ReactNode;
};

/** One of the installation's forms: its heading, its fields and its button, posted to the page's action. */
function ChangeForm({ intent, heading, submit, path, busy, onSubmit, outline, children }: ChangeFormProps) {
  const headingId = `${intent}-heading`;
  return (
    <form
      method="post"
      action={path}
      className={`lead-form ${outline ? "booking-cancel" : "booking-form"}`}
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event, intent)}
    >
      <h3 id={headingId} className="lead-form__title">
        {heading}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button
        type="submit"
        className={`button ${outline ? "button--outline" : "button--primary"} lead-form__submit`}
        disabled={busy}
      >
        {submit}
      </button>
    </form>
  );
}
