import { useId } from "react";
import { HONEYPOT_FIELD } from "~/features/leads/limits";
import { useMessages } from "~/i18n/i18n-context";
import { formsUi } from "~/i18n/parts/forms";

/**
 * A field people never see or reach by keyboard; bots that fill every input
 * fill this one too, and the intake quietly drops their submission.
 */
export function Honeypot() {
  const id = `${useId()}hp`;
  const messages = useMessages(formsUi);
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{messages.forms.honeypot}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
