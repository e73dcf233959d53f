import { SiteLink } from "~/components/site-link";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/features/forms/field";
import { Honeypot } from "~/features/forms/honeypot";
import { ErrorNotice } from "~/features/forms/notice";
import { NumberField } from "~/features/forms/number-field";
import { PersonFields } from "~/features/forms/person-fields";
import { LIMITS } from "~/features/leads/limits";
import { LocationField, pickedOf, type Place } from "~/features/map/location-field";
import { formatParts } from "~/i18n/format";
import { useMessages } from "~/i18n/i18n-context";
import { bookingUi } from "~/i18n/parts/booking";
import { formsUi } from "~/i18n/parts/forms";
import { slotsUi } from "~/i18n/parts/slots";
import { useHydrated } from "~/lib/use-hydrated";
import type { Picker } from "./days";
import { ROOMS } from "./limits";
import { isOutside, type ServiceArea } from "./service-area";
import { SlotPicker } from "./slot-picker";

/** What the /book action answers when it does not redirect to the booking. */
export type BookingActionData = {
  /** A message for the whole form, shown in the notice region. */
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

type Props = { picker: Picker; serviceArea: ServiceArea; answer?: BookingActionData };

/**
 * The booking form. It posts to the /book route action with or without scripts (React
 * Router's <Form> takes it over when they run); a refused post comes back with every value
 * typed and fresh times, and a booking goes on to its own page.
 */
export function BookingForm({ picker, serviceArea, answer }: Props) {
  const hydrated = useHydrated();
  const { booking } = useMessages(bookingUi);
  const { forms } = useMessages(formsUi);
  const { visit } = useMessages(slotsUi);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/book";
  const values = answer?.values ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fields ?? {});
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    // A new answer from the action: its messages replace the ones shown.
    setSeen(answer);
    setErrors(answer?.fields ?? {});
  }
  const [location, setLocation] = useState<Place>(() => ({
    address: values.address ?? "",
    lat: values.location_lat ? Number(values.location_lat) : null,
    lng: values.location_lng ? Number(values.location_lng) : null,
  }));
  const form = useRef<HTMLFormElement>(null);
  const outside = isOutside(serviceArea, pickedOf(location));

  const onPlace = useCallback((place: Place) => {
    setLocation(place);
    setErrors(({ address: _, ...rest }) => rest);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The time radios are not `required` (a hidden day's radio cannot show the browser's
    // message), so an unchosen time is caught here, and by the server without scripts.
    if (!event.currentTarget.querySelector("input[name=start]:checked")) {
      event.preventDefault();
      setErrors((e) => ({ ...e, start: booking.chooseTime }));
      event.currentTarget.querySelector<HTMLInputElement>("input[name=day]:checked")?.focus();
    }
  }

  if (!picker.days.some((d) => d.times.length > 0)) {
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
    <Form
      ref={form}
      method="post"
      action="/book"
      className="lead-form booking-form"
      aria-labelledby="booking-form-heading"
      onSubmit={onSubmit}
      data-hydrated={hydrated}
      preventScrollReset
    >
      <Honeypot />
      <h2 id="booking-form-heading" className="lead-form__title">
        {booking.formHeading}
      </h2>
      <SlotPicker picker={picker} error={errors.start} chosen={values.start} />
      <PersonFields nameLabel={booking.name} errors={errors} values={values} />
      <LocationField
        label={booking.address}
        name="address"
        place={location}
        onChange={onPlace}
        enabled={hydrated}
        autoComplete="street-address"
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
      <Field label={booking.message} name="message" error={errors.message} hint={forms.optional}>
        {(p) => <textarea {...p} className="input" rows={4} maxLength={LIMITS.message} defaultValue={values.message} />}
      </Field>
      <button type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? forms.sending : booking.submit}
      </button>
      <ErrorNotice message={sending ? undefined : answer?.message} />
    </Form>
  );
}
