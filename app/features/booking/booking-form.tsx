import { SiteLink } from "~/components/site-link";
import { useCallback, useId, useState, type FormEvent } from "react";
import { Field } from "~/features/forms/field";
import { Honeypot } from "~/features/forms/honeypot";
import { ErrorNotice } from "~/features/forms/notice";
import { NumberField } from "~/features/forms/number-field";
import { PersonFields } from "~/features/forms/person-fields";
import { SmsConsent } from "~/features/forms/sms-consent";
import { postToAction } from "~/features/forms/post-to-action";
import { useOneSend } from "~/features/forms/use-one-send";
import { LIMITS } from "~/features/leads/limits";
import { LocationField, pickedOf, type Place } from "~/features/map/location-field";
import { formatParts } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { localizedPath } from "~/i18n/locales";
import { bookingUi } from "~/i18n/parts/booking";
import { formsUi } from "~/i18n/parts/forms";
import { slotsUi } from "~/i18n/parts/slots";
import { useHydrated } from "~/lib/use-hydrated";
import type { DayOption, ScriptedPicker } from "./days";
import { ROOMS } from "./limits";
import { isOutside, type ServiceArea } from "./service-area";
import { SlotPicker } from "./slot-picker";

/** What the /book action answers when it does not redirect to the booking. */
export type BookingActionData = {
  /** A message for the whole form, shown in the notice region. */
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
  /** The swatches that were ticked, kept after a refusal. */
  swatches?: string[];
};

/** A swatch of the visitor's bag, as the form offers to bring it (issue 36): the page's words, from the server. */
export type BagSwatch = { id: string; name: string; color: string; styleName: string };

type Props = {
  picker: ScriptedPicker;
  /** Every day's times, for the no-script form: the server renders them, the island never gets them. */
  allDays?: DayOption[];
  serviceArea: ServiceArea;
  /** The visitor's swatch bag: each offered to be brought to the visit, ticked unless a refused post unticked it. */
  bag?: BagSwatch[];
  /** A native post's refusal, shown when the page opens. */
  answer?: BookingActionData;
};

/**
 * The booking form. It posts to the /book route action natively without scripts, and from its island with them
 * (docs/decisions/0014); a refused post comes back with every value typed kept and the day's times fetched again,
 * and a booking goes on to its own page.
 */
export function BookingForm({ picker, allDays, serviceArea, bag = [], answer }: Props) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const { booking } = useMessages(bookingUi);
  const { forms } = useMessages(formsUi);
  const { visit } = useMessages(slotsUi);
  const [sending, setSending] = useState(false);
  const oneSend = useOneSend();
  const [message, setMessage] = useState(answer?.message);
  const [refusals, setRefusals] = useState(0);
  const values = answer?.values ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fields ?? {});
  const [location, setLocation] = useState<Place>(() => ({
    address: values.address ?? "",
    lat: values.location_lat ? Number(values.location_lat) : null,
    lng: values.location_lng ? Number(values.location_lng) : null,
  }));
  const outside = isOutside(serviceArea, pickedOf(location));

  const onPlace = useCallback((place: Place) => {
    setLocation(place);
    setErrors(({ address: _, ...rest }) => rest);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The time radios are not `required` (a hidden day's radio cannot show the browser's
    // message), so an unchosen time is caught here, and by the server without scripts.
    if (!form.querySelector("input[name=start]:checked")) {
      setErrors((e) => ({ ...e, start: booking.chooseTime }));
      form.querySelector<HTMLInputElement>("input[name=picker-day]:checked")?.focus();
      return;
    }
    // One send at a time, started once the press has painted (app/features/forms/use-one-send.ts). postToAction
    // never throws: every way a post can end comes back as an answer.
    const reply = await oneSend.send(
      () => postToAction<BookingActionData>(form),
      () => {
        setSending(true);
        setMessage(undefined);
      },
    );
    // Another send is in flight: this press sends nothing.
    if (reply === null) return;
    if (reply.kind === "redirect") {
      // Booked: its own page (post/redirect/get, as without scripts). The button stays "Sending…" (and the form
      // closed to a second send) until it opens.
      window.location.assign(reply.location);
      return;
    }
    oneSend.end();
    setSending(false);
    if (reply.kind === "unanswered" || !reply.data) {
      setMessage(booking.unanswered);
      return;
    }
    setMessage(reply.data.message);
    setErrors(reply.data.fields);
    setRefusals((n) => n + 1);
  }

  if (!picker.shown) {
    return (
      <div className="booking-empty" role="status">
        <h2>{booking.noTimesHeading}</h2>
        <p>
          {formatParts(booking.noTimesText, {
            link: (
              <SiteLink key="link" to="/contact">
                {booking.noTimesLink}
              </SiteLink>
            ),
          })}
        </p>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={localizedPath("/book", locale)}
      className="lead-form booking-form"
      aria-labelledby="booking-form-heading"
      onSubmit={(event) => void onSubmit(event)}
      data-hydrated={hydrated}
    >
      <Honeypot />
      <h2 id="booking-form-heading" className="lead-form__title">
        {booking.formHeading}
      </h2>
      <SlotPicker picker={picker} allDays={allDays} error={errors.start} chosen={values.start} refreshKey={refusals} />
      <PersonFields nameLabel={booking.name} errors={errors} values={values} />
      <SmsConsent checked={values.sms_consent === "on"} />
      <LocationField
        label={booking.address}
        name="address"
        place={location}
        onChange={onPlace}
        enabled={hydrated}
        // One line: "street-address" names a multi-line field, which HTML allows only on a <textarea> (the Nu checker
        // refuses it on an <input>); the browser fills the street line, and the geocoder takes the rest as typed.
        autoComplete="address-line1"
        error={errors.address ?? errors.location_lat ?? errors.location_lng}
        hint={hydrated ? booking.addressHint : undefined}
      />
      <p className="booking-form__area" role="status">
        {outside ? visit.outsideArea : ""}
      </p>
      <NumberField
        label={booking.rooms}
        name="rooms"
        error={errors.rooms}
        hint={forms.optional}
        className="booking-form__rooms"
        min={ROOMS.min}
        max={ROOMS.max}
        defaultValue={values.rooms}
      />
      {bag.length > 0 && (
        <BagSwatches
          bag={bag}
          chosen={answer?.swatches}
          error={errors.swatches}
          legend={booking.swatchesLegend}
          hint={booking.swatchesHint}
        />
      )}
      <Field label={booking.message} name="message" error={errors.message} hint={forms.optional}>
        {(p) => <textarea {...p} className="input" rows={4} maxLength={LIMITS.message} defaultValue={values.message} />}
      </Field>
      <button type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? forms.sending : booking.submit}
      </button>
      <ErrorNotice message={sending ? undefined : message} />
    </form>
  );
}

/**
 * The swatches of the visitor's bag the designer brings along (issue 36): a checkbox each, ticked unless the visitor
 * unticked it before a refused post. The ticked ones are posted as `swatches` and stored with the booking.
 */
function BagSwatches(props: { bag: BagSwatch[]; chosen?: string[]; error?: string; legend: string; hint: string }) {
  const { bag, chosen, error, legend, hint } = props;
  const id = useId();
  return (
    <fieldset className="booking-form__swatches" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{legend}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <ul className="booking-form__swatch-list" role="list">
        {bag.map((swatch) => (
          <li key={swatch.id}>
            <label className="booking-form__swatch">
              <input
                type="checkbox"
                name="swatches"
                value={swatch.id}
                defaultChecked={chosen ? chosen.includes(swatch.id) : true}
              />
              <span className="booking-form__chip" style={{ background: swatch.color }} aria-hidden="true" />
              <span>
                {swatch.name} · {swatch.styleName}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
