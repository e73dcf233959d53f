import { useState, type FormEvent } from "react";
import { Field } from "~/features/forms/field";
import { LeadForm } from "~/features/forms/lead-form";
import { useLeadAction, type LeadActionData } from "~/features/forms/lead-action-data";
import { MESSAGES } from "~/features/forms/messages";
import { postLead } from "~/features/forms/post-lead";
import { EMAIL_PATTERN, HONEYPOT_FIELD, LIMITS } from "~/features/leads/limits";

type Message = { tone: "success" | "error"; text: string } | null;

/** The text a native post's answer shows (same wording as the scripted form). */
function messageOf(answer: LeadActionData | undefined): Message {
  if (!answer) return null;
  if (answer.outcome === "sent") return { tone: "success", text: MESSAGES.newsletter.sent };
  if (answer.fields.email) return { tone: "error", text: MESSAGES.newsletter.invalid };
  return { tone: "error", text: MESSAGES.newsletter.failed };
}

/** Spec §2.6, §4, §5, §8: one e-mail field, pattern check, then the API. */
export function NewsletterForm() {
  const answer = useLeadAction("newsletter");
  const [email, setEmail] = useState(answer?.outcome === "sent" ? "" : (answer?.values.email ?? ""));
  const [message, setMessage] = useState<Message>(() => messageOf(answer));
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setMessage(null);
    if (!EMAIL_PATTERN.test(email.trim())) {
      setMessage({ tone: "error", text: MESSAGES.newsletter.invalid });
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await postLead("newsletter", { email: email.trim(), [HONEYPOT_FIELD]: bot ?? "" });
      if (outcome.ok) {
        setEmail("");
        setMessage({ tone: "success", text: MESSAGES.newsletter.sent });
      } else {
        setMessage({ tone: "error", text: MESSAGES.newsletter.failed });
      }
    } catch (error) {
      console.warn("Subscribing failed", error);
      const text = error instanceof Error && error.message ? error.message : MESSAGES.newsletter.unknown;
      setMessage({ tone: "error", text });
    } finally {
      setSubmitting(false);
    }
  }

  const invalid = message?.text === MESSAGES.newsletter.invalid;
  return (
    <LeadForm name="newsletter-form" action="/newsletter" onSubmit={onSubmit} aria-label="Newsletter">
      <Field label="Email Address" name="email" required error={invalid ? message?.text : undefined}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            placeholder="Enter your email address"
            maxLength={LIMITS.email}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary lead-form__submit" disabled={submitting}>
        {submitting ? "Subscribing..." : "Subscribe to Newsletter"}
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
