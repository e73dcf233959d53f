import { useId, type FormEvent } from "react";
import { privacy } from "~/content/privacy";
import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { Notice } from "~/features/forms/notice";
import { TextField } from "~/features/forms/text-field";
import { useLeadSubmit } from "~/features/forms/use-lead-submit";
import { LIMITS } from "~/features/leads/limits";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { format } from "~/i18n/format";
import { localizedPath } from "~/i18n/locales";
import { formsUi } from "~/i18n/parts/forms";
import { privacyRequestUi } from "~/i18n/parts/privacy-request";
import { PRIVACY_NOTE_MAX, PRIVACY_REQUESTS } from "./request-kinds";

/**
 * A person's privacy request (decision 0022): their address, what they ask for, an optional note. It posts to the
 * /privacy-request route action, from its island with scripts and natively without them; `answer` is a native
 * post's. The answer is the same whatever the site holds about the address: an e-mail to confirm is on its way.
 */
export function PrivacyRequestForm({ answer }: { answer?: LeadActionData }) {
  const locale = useLocale();
  const { privacyRequest: words } = useMessages(privacyRequestUi);
  const { forms } = useMessages(formsUi);
  const texts = { sent: format(words.sent, { days: privacy.confirmWithinDays }, locale), failed: words.failed };
  const { values, notice, close, errors, sending, submitButton, submit } = useLeadSubmit("privacy", texts, answer);
  const errorId = `${useId()}request-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget, { onSent: () => {} });
  }

  return (
    <LeadForm
      name="privacy-request-form"
      action={localizedPath("/privacy-request", locale)}
      onSubmit={onSubmit}
      aria-label={words.formLabel}
    >
      <TextField
        label={forms.email}
        name="email"
        required
        error={errors.email}
        hint={words.emailHint}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        defaultValue={values.email}
      />
      <fieldset
        className="field choice-group"
        aria-describedby={errors.request ? errorId : undefined}
        aria-invalid={errors.request ? true : undefined}
      >
        <legend className="field__label">
          {words.what}
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        {PRIVACY_REQUESTS.map((request) => (
          <label key={request} className="choice">
            <input type="radio" name="request" value={request} required defaultChecked={values.request === request} />
            <span>{words[request]}</span>
          </label>
        ))}
        <p className="field__error" id={errorId} aria-live="polite">
          {errors.request}
        </p>
      </fieldset>
      <Field label={words.note} name="note" error={errors.note} hint={words.noteHint}>
        {(p) => <textarea {...p} className="input" rows={4} maxLength={PRIVACY_NOTE_MAX} defaultValue={values.note} />}
      </Field>
      <button ref={submitButton} type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? forms.sending : words.submit}
      </button>
      <Notice notice={notice} onClose={close} />
    </LeadForm>
  );
}
