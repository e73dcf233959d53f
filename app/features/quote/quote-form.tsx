import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Options } from "~/components/options";
import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import { PersonFields } from "~/features/forms/person-fields";
import { SmsConsent } from "~/features/forms/sms-consent";
import { NumberField } from "~/features/forms/number-field";
import { TextField } from "~/features/forms/text-field";
import { Notice } from "~/features/forms/notice";
import { useHydrated } from "~/lib/use-hydrated";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { useLeadSubmit } from "~/features/forms/use-lead-submit";
import { COLORS, OTHER_MODEL, PRODUCT_TYPES, type ProductType } from "~/features/quote/options";
import { LIMITS } from "~/features/leads/limits";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { localizedPath } from "~/i18n/locales";
import { formsUi } from "~/i18n/parts/forms";
import { quoteUi } from "~/i18n/parts/quote";
import { choiceFromQuery, choiceFromValues, materialsFor, modelsFor, NO_CHOICE, withType } from "./quote-choice";
import { GroupedOptions } from "./grouped-options";
import { optionLabels } from "./option-labels";
import { SendingOverlay } from "./sending-overlay";
import { PHOTO_FIELD } from "./photo-limits";
import { PhotosField } from "./photos-field";
import { WindowsList } from "./windows-list";

type Installation = "" | "yes" | "no";
const DEFAULT_INSTALLATION: Installation = "no";

/** The select's value from whatever was posted: yes, no, or the empty choice. */
function installationOf(value: unknown): Installation {
  if (value === "yes" || value === "no") return value;
  return "";
}

/** Whether the visitor chose photos to send with the form. */
function hasPhotos(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(PHOTO_FIELD);
  if (!(field instanceof HTMLInputElement) || !field.files) return false;
  return [...field.files].some((file) => file.size > 0);
}

/** The form's address: a referral's code stays in it, so a refused native post shows the form with it again. */
function referralAction(path: string, referral: string | null): string {
  return referral ? `${path}?ref=${encodeURIComponent(referral)}` : path;
}

/**
 * The quote request form (spec §3.2, §4), posted to the /quote-request route action: from its island with
 * scripts (a full-screen overlay while sending, the photos' upload progress), natively without them (every
 * model and material then listed by type). `answer` is a native post's, shown when the page opens.
 */
export function QuoteForm({ answer, referral = null }: { answer?: LeadActionData; referral?: string | null }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const { quote, referral: referralWords } = useMessages(quoteUi);
  const { forms } = useMessages(formsUi);
  const { values, answered, notice, close, errors, sending, submitButton, submit } = useLeadSubmit(
    "quote",
    quote,
    answer,
  );
  const [choice, setChoice] = useState(() => (answered ? choiceFromValues(values) : NO_CHOICE));
  // Spec §3.2/§9: "yes or no; default no; required". "No" is chosen when the form opens; a form sent back with
  // its values keeps what the visitor posted (even the empty choice, which the required select then refuses).
  const [installation, setInstallation] = useState<Installation>(() => {
    if (values.installation_required === undefined) return DEFAULT_INSTALLATION;
    return installationOf(values.installation_required);
  });
  const [total, setTotal] = useState(0);
  const [sentCount, setSentCount] = useState(0);
  const [progress, setProgress] = useState<number>();

  // The page is prerendered without a query string, so the pre-fill happens in the browser, once hydrated.
  useEffect(() => {
    if (answered) return;
    const fromQuery = choiceFromQuery(new URLSearchParams(window.location.search));
    if (fromQuery.type) setChoice(fromQuery);
  }, [answered]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const photos = hasPhotos(event.currentTarget);
    const onSent = () => {
      setChoice(NO_CHOICE);
      setInstallation(DEFAULT_INSTALLATION);
      setSentCount((n) => n + 1);
    };
    // The upload's progress may come before the sending state has rendered (that waits for the press to paint:
    // app/features/forms/use-lead-submit.ts); the bar then starts where the upload is, not back at 0.
    let progressed = false;
    const onProgress = (fraction: number) => {
      progressed = true;
      setProgress(fraction);
    };
    const onSending = () => {
      if (!progressed) setProgress(photos ? 0 : undefined);
    };
    void submit(event.currentTarget, { onSent, onProgress: photos ? onProgress : undefined, onSending });
  }

  const models = modelsFor(choice.type);
  const materials = materialsFor(choice.type);
  const showCustom = !hydrated || choice.model === OTHER_MODEL;
  const product = useMemo(
    // With the empty choice the estimate leaves installation out (its text says which it shows).
    () => ({
      type: choice.type,
      model: choice.model,
      material: choice.material,
      installation: installation === "yes" ? ("yes" as const) : ("no" as const),
    }),
    [choice.type, choice.model, choice.material, installation],
  );

  return (
    <LeadForm
      name="quote-form"
      action={referralAction(localizedPath("/quote-request", locale), referral)}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-label={quote.formLabel}
    >
      {referral && (
        <>
          <input type="hidden" name="ref" value={referral} />
          <p className="lead-form__referral">{referralWords.note}</p>
        </>
      )}
      <div className="lead-form__grid">
        <PersonFields nameLabel={quote.name} errors={errors} values={values} />
        <SmsConsent checked={values.sms_consent === "on"} />
        <Field label={quote.productType} name="product_type" required error={errors.product_type}>
          {(p) => (
            <select
              {...p}
              className="input"
              value={choice.type}
              onChange={(e) => setChoice((c) => withType(c, e.target.value as ProductType | ""))}
            >
              <option value="">{quote.chooseProductType}</option>
              <Options values={PRODUCT_TYPES} labels={quote.productTypes} />
            </select>
          )}
        </Field>
        <Field label={quote.productModel} name="product_model" required error={errors.product_model}>
          {(p) => (
            <select
              {...p}
              className="input"
              value={choice.model}
              onChange={(e) => setChoice((c) => ({ ...c, model: e.target.value, customModel: "" }))}
            >
              <option value="">{quote.chooseModel}</option>
              {hydrated ? (
                <Options values={models} labels={optionLabels(models, locale)} />
              ) : (
                <GroupedOptions of="models" />
              )}
            </select>
          )}
        </Field>
        {showCustom && (
          <Field
            label={quote.customModel}
            name="custom_product_model"
            required={hydrated}
            error={errors.custom_product_model}
            hint={hydrated ? undefined : quote.customModelHint}
          >
            {(p) => (
              <input
                {...p}
                className="input"
                type="text"
                placeholder={quote.customModelPlaceholder}
                maxLength={LIMITS.customModel}
                value={choice.customModel}
                onChange={(e) => setChoice((c) => ({ ...c, customModel: e.target.value }))}
              />
            )}
          </Field>
        )}
        <NumberField
          // Typed, or the total of the windows listed below (a remount switches between the two).
          key={total > 0 ? "windows" : "typed"}
          label={quote.quantity}
          name="quantity"
          required
          error={errors.quantity}
          hint={quote.quantityHint}
          min={LIMITS.quantityMin}
          max={LIMITS.quantityMax}
          {...(total > 0 ? { value: String(total), readOnly: true } : { defaultValue: values.quantity ?? "1" })}
        />
        <TextField
          label={quote.dimensions}
          name="window_dimensions"
          error={errors.window_dimensions}
          placeholder={quote.dimensionsPlaceholder}
          maxLength={LIMITS.dimensions}
          defaultValue={values.window_dimensions}
        />
        <Field label={quote.color} name="preferred_color" required error={errors.preferred_color}>
          {(p) => (
            <select {...p} className="input" defaultValue={values.preferred_color ?? ""}>
              <option value="">{quote.chooseColor}</option>
              <Options values={COLORS} labels={optionLabels(COLORS, locale)} />
            </select>
          )}
        </Field>
        <Field label={quote.material} name="preferred_material" required error={errors.preferred_material}>
          {(p) => (
            <select
              {...p}
              className="input"
              value={choice.material}
              disabled={hydrated && !choice.type}
              onChange={(e) => setChoice((c) => ({ ...c, material: e.target.value }))}
            >
              <option value="">{hydrated && !choice.type ? quote.chooseProductTypeFirst : quote.chooseMaterial}</option>
              {hydrated ? (
                <Options values={materials} labels={optionLabels(materials, locale)} />
              ) : (
                <GroupedOptions of="materials" />
              )}
            </select>
          )}
        </Field>
        <Field label={quote.installation} name="installation_required" required error={errors.installation_required}>
          {(p) => (
            <select
              {...p}
              className="input"
              value={installation}
              onChange={(e) => setInstallation(installationOf(e.target.value))}
            >
              <option value="">{quote.chooseOption}</option>
              <option value="no">{quote.no}</option>
              <option value="yes">{quote.yes}</option>
            </select>
          )}
        </Field>
        <WindowsList product={product} values={values} errors={errors} onTotal={setTotal} resetKey={sentCount} />
        <PhotosField error={errors.photos} resetKey={sentCount} />
        <Field label={quote.message} name="message" error={errors.message} className="lead-form__wide">
          {(p) => (
            <textarea {...p} className="input" rows={4} maxLength={LIMITS.message} defaultValue={values.message} />
          )}
        </Field>
      </div>
      <button ref={submitButton} type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? forms.sending : quote.submit}
      </button>
      <Notice notice={notice} onClose={close} />
      {sending && <SendingOverlay progress={progress} />}
    </LeadForm>
  );
}
