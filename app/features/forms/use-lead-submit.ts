import { useRef, useState } from "react";
import { useLeadAction } from "./lead-action-data";
import { MESSAGES } from "./messages";
import { useNotice } from "./notice";

/** What one attempt to send a form came to: sent, or refused with per-field messages. */
export type SendOutcome = { ok: true } | { ok: false; fields?: Record<string, string> };

/**
 * The send cycle the contact and quote forms share: the notice (also for the
 * answer of a native post), per-field errors, the sending state, resetting the
 * form after success and giving focus back to the submit button afterwards.
 */
export function useLeadSubmit(kind: "contact" | "quote") {
  const answer = useLeadAction(kind);
  const messages = MESSAGES[kind];
  const { notice, show, close, clear } = useNotice(
    answer
      ? answer.outcome === "sent"
        ? { tone: "success", text: messages.sent }
        : { tone: "error", text: messages.failed }
      : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fields ?? {});
  const [sending, setSending] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  async function submit(form: HTMLFormElement, send: () => Promise<SendOutcome>, onSent: () => void) {
    setErrors({});
    clear();
    setSending(true);
    try {
      const outcome = await send();
      if (outcome.ok) {
        form.reset();
        onSent();
        show({ tone: "success", text: messages.sent });
      } else {
        setErrors(outcome.fields ?? {});
        show({ tone: "error", text: messages.failed });
      }
    } catch (error) {
      console.warn(`Sending the ${kind} form failed`, error);
      show({ tone: "error", text: messages.failed });
    } finally {
      setSending(false);
      // The button was disabled while sending and lost focus; give it back.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) submitButton.current?.focus();
      });
    }
  }

  return {
    values: answer?.values ?? {},
    answered: !!answer,
    notice,
    close,
    errors,
    setErrors,
    sending,
    submitButton,
    submit,
  };
}
