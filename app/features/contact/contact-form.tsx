import { useCallback, useRef, useState, type FormEvent } from "react";
import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import { PersonFields } from "~/features/forms/person-fields";
import { SENDING } from "~/features/forms/messages";
import { Notice } from "~/features/forms/notice";
import { useHydrated } from "~/lib/use-hydrated";
import { useLeadSubmit } from "~/features/forms/use-lead-submit";
import { LIMITS } from "~/features/leads/limits";
import { LocationField, NO_PLACE, type Place } from "~/features/map/location-field";

const LOCATION_MISSING = "Please choose the job location";

/**
 * "Send Us a Message" (spec §3.1, §4). It posts to the /contact route action, through a
 * fetcher with scripts (a notice, the map picker) and natively without them (the job
 * location is then typed instead of picked on the map).
 */
export function ContactForm({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hydrated = useHydrated();
  const { values, notice, close, errors, setErrors, sending, submitButton, submit } = useLeadSubmit(
    "contact",
    "/contact",
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
      setErrors({ location_address: LOCATION_MISSING });
      locationInput.current?.focus();
      return;
    }
    submit(form, () => setLocation(NO_PLACE));
  }

  return (
    <LeadForm name="contact-form" action="/contact" onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <Heading id="contact-form-heading" className="lead-form__title">
        Send Us a Message
      </Heading>
      <PersonFields nameLabel="Your Name" errors={errors} values={values} />
      <LocationField
        label="Job Location"
        name="location_address"
        place={location}
        onChange={onPlace}
        enabled={hydrated}
        readOnly={hydrated}
        placeholder="Select location on map"
        inputRef={locationInput}
        error={errors.location_address ?? errors.location_lat ?? errors.location_lng}
        hint={hydrated ? "Click the map or search for a place to set the location." : undefined}
      />
      <Field label="Message" name="message" required error={errors.message}>
        {(p) => <textarea {...p} className="input" rows={5} maxLength={LIMITS.message} defaultValue={values.message} />}
      </Field>
      <button ref={submitButton} type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? SENDING : "Send Message"}
      </button>
      <Notice notice={notice} onClose={close} />
    </LeadForm>
  );
}
