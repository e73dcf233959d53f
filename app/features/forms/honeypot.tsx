import { useId } from "react";
import { HONEYPOT_FIELD } from "~/features/leads/limits";

/**
 * A field people never see or reach by keyboard; bots that fill every input
 * fill this one too, and the intake quietly drops their submission.
 */
export function Honeypot() {
  const id = `${useId()}hp`;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
