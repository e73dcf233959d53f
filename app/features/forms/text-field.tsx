import { Field } from "./field";

type Props = {
  label: string;
  name: string;
  required?: boolean;
  error?: string;
  /** A line under the label saying what to enter. */
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  placeholder?: string;
  maxLength: number;
  defaultValue?: string;
};

/** A labelled one-line text input whose value the browser keeps (a native post sends it as typed). */
export function TextField({ label, name, required, error, hint, type = "text", ...input }: Props) {
  return (
    <Field label={label} name={name} required={required} error={error} hint={hint}>
      {(p) => <input {...p} className="input" type={type} {...input} />}
    </Field>
  );
}
