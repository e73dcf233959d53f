import { SiteLink } from "~/components/site-link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ErrorNotice } from "~/features/forms/notice";
import { postToAction } from "~/features/forms/post-to-action";
import { format, formatParts } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { manageUi, type ManageUi } from "~/i18n/parts/manage";
import { slotsUi } from "~/i18n/parts/slots";
import { formsUi } from "~/i18n/parts/forms";
import type { DayOption, ScriptedPicker } from "./days";
import type { ManageActionData } from "./pages.server";
import type { BookingView } from "./service";
import { SlotPicker } from "./slot-picker";

type Props = {
  booking: BookingView;
  when: string;
  /** The times it can move to, one day at a time (issue 31); null for a cancelled booking. */
  picker: ScriptedPicker | null;
  /** Every day's times, for the no-script form: the server renders them, the island never gets them. */
  allDays?: DayOption[];
  /** What just happened, from the query string of the redirect after a post. */
  news: "booked" | "moved" | "cancelled" | null;
  answer?: ManageActionData;
};

/** The page's heading: a cancelled booking says so; else what just happened, if anything. */
function titleOf(manage: ManageUi["manage"], cancelled: boolean, news: Props["news"]): string {
  if (cancelled || news === "cancelled") return manage.cancelledHeading;
  if (news === "booked") return manage.booked;
  if (news === "moved") return manage.moved;
  return manage.heading;
}

/**
 * A booking as its owner sees it through the manage link: when, where, and what they can change. Its two forms post
 * to the page's action natively without scripts, and from its island with them (docs/decisions/0014); a change goes
 * on to the page again with its news (post/redirect/get), a refusal stays with its message.
 */
export function ManageView({ booking, when, picker, allDays, news, answer }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { manage } = useMessages(manageUi);
  const { visit } = useMessages(slotsUi);
  const { forms } = useMessages(formsUi);
  const locale = useLocale();
  const [busy, setBusy] = useState<ManageActionData["intent"] | null>(null);
  const [reply, setReply] = useState(answer);
  const [refusals, setRefusals] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>, intent: ManageActionData["intent"]) {
    event.preventDefault();
    setBusy(intent);
    const answered = await postToAction<ManageActionData>(event.currentTarget);
    if (answered.kind === "redirect") {
      window.location.assign(answered.location);
      return;
    }
    setBusy(null);
    if (answered.kind === "unanswered" || !answered.data) {
      setReply({ intent, message: manage.unanswered, fields: {}, values: {} });
      return;
    }
    setReply(answered.data);
    setRefusals((n) => n + 1);
  }
  const cancelled = booking.status === "cancelled";
  const title = titleOf(manage, cancelled, news);

  // After a booking or a change the page's news is where the visitor's attention goes.
  useEffect(() => {
    if (news) heading.current?.focus();
  }, [news, booking.start, booking.status]);

  return (
    <section className="section container booking-manage" aria-labelledby="booking-manage-heading">
      <h1 id="booking-manage-heading" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <dl className="booking-summary">
        <div>
          <dt>{manage.when}</dt>
          <dd>{cancelled ? <s>{when}</s> : when}</dd>
        </div>
        <div>
          <dt>{manage.where}</dt>
          <dd>{booking.address}</dd>
        </div>
        <div>
          <dt>{manage.name}</dt>
          <dd>{booking.user_name}</dd>
        </div>
        {booking.consultant && !cancelled && (
          <div>
            <dt>{manage.consultant}</dt>
            <dd>{booking.consultant}</dd>
          </div>
        )}
        <div>
          <dt>{manage.status}</dt>
          <dd>{cancelled ? manage.cancelled : manage.confirmed}</dd>
        </div>
      </dl>
      {cancelled ? (
        <p>
          {formatParts(manage.cancelledText, {
            link: (
              <SiteLink key="link" to="/book">
                {manage.bookAgain}
              </SiteLink>
            ),
          })}
        </p>
      ) : (
        <>
          {booking.outsideServiceArea && <p className="booking-note">{visit.outsideArea}</p>}
          <p>{format(manage.visit, { email: booking.user_email }, locale)}</p>
          <div className="booking-actions">
            <a className="button button--primary" href={booking.calendarUrl} download={manage.calendarFile}>
              {manage.addToCalendar}
            </a>
          </div>
          <p className="booking-link">
            {formatParts(manage.keepLink, {
              link: (
                <a key="link" href={booking.manageUrl} className="booking-link__url">
                  {manage.manageLink}
                </a>
              ),
            })}
          </p>
        </>
      )}
      <ErrorNotice message={busy ? undefined : reply?.message} />
      {!cancelled && picker && (
        <div className="booking-manage__changes">
          <form
            method="post"
            className="lead-form booking-form"
            aria-labelledby="reschedule-heading"
            onSubmit={(event) => void onSubmit(event, "reschedule")}
          >
            <h2 id="reschedule-heading" className="lead-form__title">
              {manage.reschedule}
            </h2>
            <input type="hidden" name="intent" value="reschedule" />
            <SlotPicker
              picker={picker}
              allDays={allDays}
              legend={manage.newTime}
              error={reply?.intent === "reschedule" ? reply.fields.start : undefined}
              refreshKey={refusals}
            />
            <button type="submit" className="button button--primary lead-form__submit" disabled={!!busy}>
              {busy === "reschedule" ? forms.sending : manage.move}
            </button>
          </form>
          <form
            method="post"
            className="lead-form booking-cancel"
            aria-labelledby="cancel-heading"
            onSubmit={(event) => void onSubmit(event, "cancel")}
          >
            <h2 id="cancel-heading" className="lead-form__title">
              {manage.cancel}
            </h2>
            <p>{manage.cancelText}</p>
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="button button--outline lead-form__submit" disabled={!!busy}>
              {busy === "cancel" ? forms.sending : manage.cancelButton}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
