import { SiteLink } from "~/components/site-link";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SENDING } from "~/features/forms/messages";
import { ErrorNotice } from "~/features/forms/notice";
import type { Picker } from "./days";
import type { ManageActionData } from "./pages.server";
import { OUTSIDE_AREA_NOTE } from "./service-area";
import type { BookingView } from "./service";
import { SlotPicker } from "./slot-picker";

type Props = {
  booking: BookingView;
  when: string;
  picker: Picker | null;
  /** What just happened, from the query string of the redirect after a post. */
  news: "booked" | "moved" | "cancelled" | null;
  answer?: ManageActionData;
};

const HEADINGS = {
  booked: "Your consultation is booked",
  moved: "Your consultation has moved",
  cancelled: "Your consultation is cancelled",
} as const;

/** A booking as its owner sees it through the manage link: when, where, and what they can change. */
export function ManageView({ booking, when, picker, news, answer }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const cancelled = booking.status === "cancelled";
  const title = cancelled ? HEADINGS.cancelled : news ? HEADINGS[news] : "Your consultation";

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
          <dt>When</dt>
          <dd>{cancelled ? <s>{when}</s> : when}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{booking.address}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{booking.user_name}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{cancelled ? "Cancelled" : "Confirmed"}</dd>
        </div>
      </dl>
      {cancelled ? (
        <p>
          This consultation has been cancelled. <SiteLink to="/book">Book a new time</SiteLink> whenever suits you.
        </p>
      ) : (
        <>
          {booking.outsideServiceArea && <p className="booking-note">{OUTSIDE_AREA_NOTE}</p>}
          <p>
            A designer visits for about an hour with fabric and material samples, measures your windows and talks
            through options and prices. We have e-mailed the details to {booking.user_email}.
          </p>
          <div className="booking-actions">
            <a className="button button--primary" href={booking.calendarUrl} download="consultation.ics">
              Add to calendar
            </a>
          </div>
          <p className="booking-link">
            Keep this page's address to change your booking later:{" "}
            <a href={booking.manageUrl} className="booking-link__url">
              Manage your booking
            </a>
          </p>
        </>
      )}
      <ErrorNotice message={busy ? undefined : answer?.message} />
      {!cancelled && picker && (
        <div className="booking-manage__changes">
          <Form
            method="post"
            className="lead-form booking-form"
            aria-labelledby="reschedule-heading"
            preventScrollReset
          >
            <h2 id="reschedule-heading" className="lead-form__title">
              Reschedule
            </h2>
            <input type="hidden" name="intent" value="reschedule" />
            <SlotPicker
              picker={picker}
              legend="New time"
              error={answer?.intent === "reschedule" ? answer.fields.start : undefined}
            />
            <button type="submit" className="button button--primary lead-form__submit" disabled={!!busy}>
              {busy === "reschedule" ? SENDING : "Move my consultation"}
            </button>
          </Form>
          <Form method="post" className="lead-form booking-cancel" aria-labelledby="cancel-heading" preventScrollReset>
            <h2 id="cancel-heading" className="lead-form__title">
              Cancel
            </h2>
            <p>If you no longer need the visit, cancel it here and the time goes to someone else.</p>
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="button button--outline lead-form__submit" disabled={!!busy}>
              {busy === "cancel" ? SENDING : "Cancel my consultation"}
            </button>
          </Form>
        </div>
      )}
    </section>
  );
}
