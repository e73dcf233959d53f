import { useRef, useState } from "react";
import type { IntakeKind } from "~/features/leads/kinds";
import { leadAnswerFrom, type LeadActionData } from "./lead-action-data";
import { useNotice } from "./notice";
import { postToAction } from "./post-to-action";
import { useOneSend } from "./use-one-send";

type Texts = { readonly sent: string; readonly failed: string };

/** What a form adds to the shared send cycle. */
type SubmitHooks = {
  /** After a lead was stored, once the form has been reset (the form's own state back to its start). */
  onSent: () => void;
  /** Upload progress from 0 to 1, for a form that sends files (the quote's photos). */
  onProgress?: (fraction: number) => void;
  /** With the sending state, rendered after the press has painted (the form's own part of it). */
  onSending?: () => void;
};

/** No values posted: one object, so that components given it see the same values on every render. */
const NO_VALUES: Record<string, string> = {};

/** No errors: one object, so that clearing errors that are already clear changes nothing. */
const NO_ERRORS: Record<string, string> = {};

/**
 * The send cycle the contact, quote and privacy request forms share. The form posts to its route action natively
 * without scripts, and through `postToAction` in its island with them; either way the action's answer drives the
 * notice (`answer` is a native post's, given by the page), per-field errors, the sending state, resetting the form
 * after success and giving focus back to the submit button afterwards. `texts` holds the form's two notices (spec §8).
 */
export function useLeadSubmit(kind: IntakeKind, texts: Texts, answer: LeadActionData | undefined) {
  const { notice, show, close, clear } = useNotice(noticeOf(answer, texts));
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fields ?? NO_ERRORS);
  const [sending, setSending] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const oneSend = useOneSend();

  async function submit(form: HTMLFormElement, { onSent, onProgress, onSending }: SubmitHooks) {
    // postToAction never throws: every way a post can end comes back as an answer.
    const answer = await oneSend.send(
      () => postToAction<LeadActionData>(form, { onProgress }),
      () => {
        setErrors(NO_ERRORS);
        clear();
        setSending(true);
        onSending?.();
      },
    );
    // Another send is in flight: this press sends nothing.
    if (answer === null) return;
    oneSend.end();
    const reply = leadAnswerFrom(kind, answer);
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
    values: answer?.values ?? NO_VALUES,
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
