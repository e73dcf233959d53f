import { useRef, useState } from "react";
import type { IntakeKind } from "~/features/leads/kinds";
import { leadAnswerFrom, type LeadActionData } from "./lead-action-data";
import { useNotice } from "./notice";
import { postToAction } from "./post-to-action";

type Texts = { readonly sent: string; readonly failed: string };

/**
 * The send cycle the contact, quote and privacy request forms share. The form posts to its route action natively
 * without scripts, and through `postToAction` in its island with them; either way the action's answer drives the
 * notice (`answer` is a native post's, given by the page), per-field errors, the sending state, resetting the form
 * after success and giving focus back to the submit button afterwards. `texts` holds the form's two notices (spec §8).
 */
export function useLeadSubmit(kind: IntakeKind, texts: Texts, answer: LeadActionData | undefined) {
  const { notice, show, close, clear } = useNotice(noticeOf(answer, texts));
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fields ?? {});
  const [sending, setSending] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  async function submit(form: HTMLFormElement, onSent: () => void, onProgress?: (fraction: number) => void) {
    setErrors({});
    clear();
    setSending(true);
    const reply = leadAnswerFrom(kind, await postToAction<LeadActionData>(form, { onProgress }));
    setSending(false);
    if (reply.outcome === "sent") {
      form.reset();
      onSent();
      show({ tone: "success", text: texts.sent });
    } else {
      setErrors(reply.fields);
      show({ tone: "error", text: texts.failed });
    }
    // The button was disabled while sending and lost focus; give it back.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) submitButton.current?.focus();
    });
  }

  return {
    values: answer?.values ?? {},
    answered: answer !== undefined,
    notice,
    close,
    errors,
    setErrors,
    sending,
    submitButton,
    submit,
  };
}

/** The notice a native post's answer shows when the page opens. */
function noticeOf(answer: LeadActionData | undefined, texts: Texts) {
  if (!answer) return null;
  if (answer.outcome === "sent") return { tone: "success" as const, text: texts.sent };
  return { tone: "error" as const, text: texts.failed };
}
