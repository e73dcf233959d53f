import { useState, type FormEvent } from "react";
import { Field } from "~/features/forms/field";
import { Honeypot } from "~/features/forms/honeypot";
import { ErrorNotice } from "~/features/forms/notice";
import { postToAction } from "~/features/forms/post-to-action";
import { TextField } from "~/features/forms/text-field";
import { LIMITS } from "~/features/leads/limits";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { localizedPath } from "~/i18n/locales";
import { formsUi } from "~/i18n/parts/forms";
import { swatchBagUi } from "~/i18n/parts/swatch-bag";
import { useHydrated } from "~/lib/use-hydrated";
import { ZIP_INPUT_PATTERN } from "./us-address";

/** What the /swatches action answers a mailing form it does not redirect (a refusal): the values come back. */
export type SwatchMailAnswer = {
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/**
 * "Mail them to me" (issue 36): the name, e-mail and US address the swatches go to, and an optional phone. It posts
 * to the /swatches action natively without scripts and from its island with them (decision 0014); the swatches are
 * the bag's, which the action reads from the cookie. An order goes on to the bag's page saying so (post/redirect/get).
 */
export function SwatchMailForm({ answer }: { answer?: SwatchMailAnswer }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const { swatchBag } = useMessages(swatchBagUi);
  const { forms } = useMessages(formsUi);
  const words = swatchBag.form;
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState(answer?.message);
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fields ?? {});
  const values = answer?.values ?? {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setMessage(undefined);
    const reply = await postToAction<SwatchMailAnswer>(event.currentTarget);
    if (reply.kind === "redirect") {
      // Ordered: the bag's page says so (post/redirect/get, as without scripts). The button stays "Sending…".
      window.location.assign(reply.location);
      return;
    }
    setSending(false);
    if (reply.kind === "unanswered" || !reply.data) {
      setMessage(words.unanswered);
      return;
    }
    setMessage(reply.data.message);
    setErrors(reply.data.fields);
  }

  const text = (
    name: string,
    label: string,
    autoComplete: string,
    required = true,
    maxLength: number = LIMITS.address,
  ) => (
    <TextField
      label={label}
      name={name}
      required={required}
      error={errors[name]}
      defaultValue={values[name]}
      autoComplete={autoComplete}
      maxLength={maxLength}
    />
  );

  return (
    <form
      method="post"
      action={localizedPath("/swatches", locale)}
      className="lead-form swatch-mail-form"
      aria-labelledby="swatch-mail-heading"
      onSubmit={(event) => void onSubmit(event)}
      data-hydrated={hydrated}
    >
      <Honeypot />
      <input type="hidden" name="intent" value="mail" />
      {text("user_name", words.name, "name", true, LIMITS.name)}
      <TextField
        label={forms.email}
        name="user_email"
        type="email"
        required
        error={errors.user_email}
        defaultValue={values.user_email}
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      {text("address_line1", words.addressLine1, "address-line1")}
      <Field label={words.addressLine2} name="address_line2" error={errors.address_line2} hint={forms.optional}>
        {(p) => (
          <input
            {...p}
            className="input"
            autoComplete="address-line2"
            maxLength={LIMITS.address}
            defaultValue={values.address_line2}
          />
        )}
      </Field>
      {text("city", words.city, "address-level2", true, LIMITS.name)}
      <div className="swatch-mail-form__row">
        <Field label={words.state} name="state" required error={errors.state} hint={words.stateHint}>
          {(p) => (
            <input
              {...p}
              className="input"
              autoComplete="address-level1"
              maxLength={2}
              pattern="[A-Za-z]{2}"
              defaultValue={values.state}
            />
          )}
        </Field>
        <Field label={words.zip} name="zip" required error={errors.zip} hint={words.zipHint}>
          {(p) => (
            <input
              {...p}
              className="input"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              pattern={ZIP_INPUT_PATTERN}
              defaultValue={values.zip}
            />
          )}
        </Field>
      </div>
      <Field label={forms.phone} name="user_phone" error={errors.user_phone} hint={forms.optional}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phoneMax}
            defaultValue={values.user_phone}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? forms.sending : words.submit}
      </button>
      <ErrorNotice message={sending ? undefined : message} />
    </form>
  );
}
