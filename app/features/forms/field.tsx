import { useId, type ReactNode } from "react";

/** The attributes every control needs to be tied to its label and its error. */
export type ControlProps = {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  label: string;
  name: string;
  required?: boolean;
  /** Message shown under the control and announced politely. */
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** One labelled form control with its required marker, hint and error message. */
export function Field({ label, name, required = false, error, hint, className, children }: FieldProps) {
  const base = useId();
  const id = `${base}${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, name, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <p className="field__error" id={errorId} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
