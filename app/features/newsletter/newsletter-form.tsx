import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import { useLeadAction, type LeadActionData } from "~/features/forms/lead-action-data";
import { EMAIL_PATTERN, LIMITS } from "~/features/leads/limits";
import { useMessages } from "~/i18n/i18n-context";
import { formsUi } from "~/i18n/parts/forms";
import { newsletterUi, type NewsletterUi } from "~/i18n/parts/newsletter";

/** A notice, or (`field`) the e-mail field's own message. */
type Message = { tone: "success" | "error"; text: string; field?: true } | null;
type Texts = NewsletterUi["newsletter"];

const invalidEmail = (texts: Texts): Message => ({ tone: "error", text: texts.invalid, field: true });

/** The text an answer of the /newsletter action shows, scripted or native. */
function messageOf(answer: LeadActionData | undefined, texts: Texts): Message {
  if (!answer) return null;
  if (answer.outcome === "sent") return { tone: "success", text: texts.sent };
  if (answer.fields.email) return invalidEmail(texts);
  // Spec §8: a request that never got an answer shows the browser's own message.
  if (answer.error !== undefined) return { tone: "error", text: answer.error || texts.unknown };
  return { tone: "error", text: texts.failed };
}

/**
 * Spec §2.6, §4, §5, §8: one e-mail field, pattern check, then the /newsletter route
 * action (through a fetcher with scripts, natively without).
 */
export function NewsletterForm() {
  const { newsletter } = useMessages(newsletterUi);
  const { forms } = useMessages(formsUi);
  const answer = useLeadAction("newsletter");
  const [email, setEmail] = useState(answer?.outcome === "sent" ? "" : (answer?.values.email ?? ""));
  const [message, setMessage] = useState<Message>(() => messageOf(answer, newsletter));
  const fetcher = useFetcher<LeadActionData>();
  const submitting = fetcher.state !== "idle";
  const pending = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    if (!EMAIL_PATTERN.test(email.trim())) {
      setMessage(invalidEmail(newsletter));
      return;
    }
    pending.current = true;
    void fetcher.submit(event.currentTarget, { method: "post", action: "/newsletter" });
  }

  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!reply || !pending.current) return;
    pending.current = false;
    if (reply.outcome === "sent") setEmail("");
    setMessage(messageOf(reply, newsletter));
  }, [reply, newsletter]);

  const invalid = message?.field === true;
  return (
    <LeadForm name="newsletter-form" action="/newsletter" onSubmit={onSubmit} aria-label={newsletter.formLabel}>
      <Field label={forms.email} name="email" required error={invalid ? message?.text : undefined}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            placeholder={newsletter.placeholder}
            maxLength={LIMITS.email}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary lead-form__submit" disabled={submitting}>
        {submitting ? newsletter.submitting : newsletter.submit}
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
