import { Field } from "./field";

type Props = {
  label: string;
  name: string;
  min: number;
  max: number;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  defaultValue?: string;
  /** A value the page sets (with readOnly), instead of one the visitor types. */
  value?: string;
  readOnly?: boolean;
};

/** A labelled whole-number input (the number keypad on phones) whose value the browser keeps. */
export function NumberField({ label, name, required, error, hint, className, ...input }: Props) {
  return (
    <Field label={label} name={name} required={required} error={error} hint={hint}>
      {(p) => (
        <input
          {...p}
          className={className ? `input ${className}` : "input"}
          type="number"
          inputMode="numeric"
          step={1}
          {...input}
        />
      )}
    </Field>
  );
}
