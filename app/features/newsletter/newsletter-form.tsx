import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { LIMITS } from "~/features/leads/limits";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { localizedPath } from "~/i18n/locales";
import { formsUi } from "~/i18n/parts/forms";
import { newsletterUi, type NewsletterUi } from "~/i18n/parts/newsletter";

/** A notice, or (`field`) the e-mail field's own message. */
type Message = { tone: "success" | "error"; text: string; field?: true } | null;
type Texts = NewsletterUi["newsletter"];

/** The text an answer of the /newsletter action shows (a native post's, when the page opens). */
function messageOf(answer: LeadActionData | undefined, texts: Texts): Message {
  if (!answer) return null;
  if (answer.outcome === "sent") return { tone: "success", text: texts.sent };
  if (answer.fields.email) return { tone: "error", text: texts.invalid, field: true };
  return { tone: "error", text: texts.failed };
}

/** What the site script's newsletter module shows, in the page's language (it carries no catalogue of its own). */
export type NewsletterScriptTexts = Pick<Texts, "submit" | "submitting" | "sent" | "failed" | "invalid" | "unknown">;

/**
 * Spec §2.6, §4, §5, §8: one e-mail field, pattern check, then the /newsletter route action. It needs no React in
 * the browser (issue 31): the server renders it, it posts natively without scripts, and the site script's
 * newsletter module (app/features/site-script/newsletter-form.ts) sends it in place with the same states and
 * messages, reading its words from `data-texts`.
 */
export function NewsletterForm({ answer }: { answer?: LeadActionData }) {
  const { newsletter } = useMessages(newsletterUi);
  const { forms } = useMessages(formsUi);
  const locale = useLocale();
  const message = messageOf(answer, newsletter);
  const invalid = message?.field === true;
  const texts: NewsletterScriptTexts = {
    submit: newsletter.submit,
    submitting: newsletter.submitting,
    sent: newsletter.sent,
    failed: newsletter.failed,
    invalid: newsletter.invalid,
    unknown: newsletter.unknown,
  };
  return (
    <LeadForm
      name="newsletter-form"
      action={localizedPath("/newsletter", locale)}
      aria-label={newsletter.formLabel}
      data-texts={JSON.stringify(texts)}
    >
      <Field label={forms.email} name="email" required error={invalid ? message?.text : undefined}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            placeholder={newsletter.placeholder}
            maxLength={LIMITS.email}
            defaultValue={answer?.outcome === "sent" ? "" : (answer?.values.email ?? "")}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary lead-form__submit">
        {newsletter.submit}
      </button>
      <div className="notice-region" aria-live="polite" aria-atomic="true">
        {message && !invalid && (
          <p className={`notice notice--${message.tone}`} data-tone={message.tone}>
            <span className="notice__text">{message.text}</span>
          </p>
        )}
      </div>
    </LeadForm>
  );
}
