import { useCallback, useRef, useState, type FormEvent } from "react";
import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import { PersonFields } from "~/features/forms/person-fields";
import { Notice } from "~/features/forms/notice";
import { useHydrated } from "~/lib/use-hydrated";
import { useLeadSubmit } from "~/features/forms/use-lead-submit";
import { LIMITS } from "~/features/leads/limits";
import { LocationField, NO_PLACE, type Place } from "~/features/map/location-field";
import { useMessages } from "~/i18n/i18n-context";
import { contactUi } from "~/i18n/parts/contact";
import { formsUi } from "~/i18n/parts/forms";

/**
 * "Send Us a Message" (spec §3.1, §4). It posts to the /contact route action, through a
 * fetcher with scripts (a notice, the map picker) and natively without them (the job
 * location is then typed instead of picked on the map).
 */
export function ContactForm({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hydrated = useHydrated();
  const { contact } = useMessages(contactUi);
  const { forms } = useMessages(formsUi);
  const { values, notice, close, errors, setErrors, sending, submitButton, submit } = useLeadSubmit(
    "contact",
    "/contact",
    contact,
  );
  const [location, setLocation] = useState<Place>({ ...NO_PLACE, address: values.location_address ?? "" });
  const locationInput = useRef<HTMLInputElement>(null);

  const onPlace = useCallback(
    (place: Place) => {
      setLocation(place);
      setErrors(({ location_address: _, ...rest }) => rest);
    },
    [setErrors],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A read-only input is skipped by native validation, so the map choice is checked here.
    if (location.address.trim() === "") {
      setErrors({ location_address: contact.locationMissing });
      locationInput.current?.focus();
      return;
    }
    submit(form, () => setLocation(NO_PLACE));
  }

  return (
    <LeadForm name="contact-form" action="/contact" onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <Heading id="contact-form-heading" className="lead-form__title">
        {contact.formHeading}
      </Heading>
      <PersonFields nameLabel={contact.name} errors={errors} values={values} />
      <LocationField
        label={contact.location}
        name="location_address"
        place={location}
        onChange={onPlace}
        enabled={hydrated}
        readOnly={hydrated}
        placeholder={contact.locationPlaceholder}
        inputRef={locationInput}
        error={errors.location_address ?? errors.location_lat ?? errors.location_lng}
        hint={hydrated ? contact.locationHint : undefined}
      />
      <Field label={contact.message} name="message" required error={errors.message}>
        {(p) => <textarea {...p} className="input" rows={5} maxLength={LIMITS.message} defaultValue={values.message} />}
      </Field>
      <button ref={submitButton} type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? forms.sending : contact.submit}
      </button>
      <Notice notice={notice} onClose={close} />
    </LeadForm>
  );
}
