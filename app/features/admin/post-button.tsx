import { Form } from "react-router";
import { CsrfField } from "../auth/csrf-field";

/** One button that posts one back-office action: its intent, its hidden values and the CSRF token. */
export function PostButton(props: {
  token: string;
  intent: string;
  values?: Record<string, string>;
  label: string;
  /** What a screen reader says when the visible label alone is ambiguous ("Remove" → "Remove Tuesday…"). */
  ariaLabel?: string;
  primary?: boolean;
}) {
  return (
    <Form method="post" className="admin-inline">
      <CsrfField token={props.token} />
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.values ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        className={`button ${props.primary ? "button--primary" : "button--outline"} admin-button`}
        type="submit"
        aria-label={props.ariaLabel}
      >
        {props.label}
      </button>
    </Form>
  );
}
