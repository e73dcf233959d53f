import { useCallback, useRef, useState, type FormEvent } from "react";
import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import { PersonFields } from "~/features/forms/person-fields";
import { SmsConsent } from "~/features/forms/sms-consent";
import { Notice } from "~/features/forms/notice";
import { useHydrated } from "~/lib/use-hydrated";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { useLeadSubmit } from "~/features/forms/use-lead-submit";
import { LIMITS } from "~/features/leads/limits";
import { LocationField, NO_PLACE, type Place } from "~/features/map/location-field";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { localizedPath } from "~/i18n/locales";
import { contactUi } from "~/i18n/parts/contact";
import { formsUi } from "~/i18n/parts/forms";
import { afterNextPaint } from "~/lib/after-next-paint";

/**
 * "Send Us a Message" (spec §3.1, §4). It posts to the /contact route action, from its island with
 * scripts (a notice, the map picker) and natively without them (the job location is then typed
 * instead of picked on the map); `answer` is a native post's, shown when the page opens.
 */
export function ContactForm({ headingLevel = 3, answer }: { headingLevel?: 2 | 3; answer?: LeadActionData }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hydrated = useHydrated();
  const locale = useLocale();
  const { contact } = useMessages(contactUi);
  const { forms } = useMessages(formsUi);
  const { values, notice, close, errors, setErrors, sending, submitButton, submit } = useLeadSubmit(
    "contact",
    contact,
    answer,
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
      // Focus moves to the field once its message has painted: moving it lays the page out and scrolls it at once,
      // which held the press's own paint back.
      void afterNextPaint().then(() => locationInput.current?.focus());
      return;
    }
    void submit(form, { onSent: () => setLocation(NO_PLACE) });
  }

  return (
    <LeadForm
      name="contact-form"
      action={localizedPath("/contact", locale)}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
    >
      <Heading id="contact-form-heading" className="lead-form__title">
        {contact.formHeading}
      </Heading>
      <PersonFields nameLabel={contact.name} errors={errors} values={values} />
      <SmsConsent checked={values.sms_consent === "on"} />
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
