import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useLeadAction, type LeadActionData } from "./lead-action-data";
import { useNotice } from "./notice";

/**
 * The send cycle the contact and quote forms share. The form posts to its route action
 * (`action`) through a fetcher with scripts, natively without; either way the action's
 * answer drives the notice (also for the answer of a native post), per-field errors,
 * the sending state, resetting the form after success and giving focus back to the
 * submit button afterwards. `messages` holds the form's two notices (spec §8), from its
 * part of the catalogue.
 */
export function useLeadSubmit(
  kind: "contact" | "quote",
  action: string,
  messages: { readonly sent: string; readonly failed: string },
) {
  const answer = useLeadAction(kind);
  const { notice, show, close, clear } = useNotice(
    answer
      ? answer.outcome === "sent"
        ? { tone: "success", text: messages.sent }
        : { tone: "error", text: messages.failed }
      : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fields ?? {});
  const fetcher = useFetcher<LeadActionData>();
  const sending = fetcher.state !== "idle";
  const submitButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ form: HTMLFormElement; onSent: () => void } | null>(null);

  function submit(form: HTMLFormElement, onSent: () => void) {
    setErrors({});
    clear();
    pending.current = { form, onSent };
    // Multipart only when files go with it (the quote's photos); otherwise the lighter urlencoded body.
    const withFiles = [...new FormData(form).values()].some((v) => typeof v !== "string" && v.size > 0);
    void fetcher.submit(form, {
      method: "post",
      action,
      encType: withFiles ? "multipart/form-data" : "application/x-www-form-urlencoded",
    });
  }

  // One answer per submit: `pending` is emptied as soon as it is taken.
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    const sent = pending.current;
    if (!reply || !sent) return;
    pending.current = null;
    if (reply.outcome === "sent") {
      sent.form.reset();
      sent.onSent();
      show({ tone: "success", text: messages.sent });
    } else {
      setErrors(reply.fields);
      show({ tone: "error", text: messages.failed });
    }
    // The button was disabled while sending and lost focus; give it back.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) submitButton.current?.focus();
    });
  }, [reply, show, messages]);

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
