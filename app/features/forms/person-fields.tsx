import { LIMITS } from "~/features/leads/limits";
import { TextField } from "./text-field";

type Props = {
  /** The spec labels the name "Your Name" on the contact form and "Full Name" on the quote form. */
  nameLabel: string;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

type PersonField = {
  name: "user_name" | "user_email" | "user_phone";
  label?: string;
  type?: "email" | "tel";
  autoComplete: string;
  maxLength: number;
};

const FIELDS: readonly PersonField[] = [
  { name: "user_name", autoComplete: "name", maxLength: LIMITS.name },
  { name: "user_email", label: "Email Address", type: "email", autoComplete: "email", maxLength: LIMITS.email },
  { name: "user_phone", label: "Phone Number", type: "tel", autoComplete: "tel", maxLength: LIMITS.phoneMax },
];

/** Name, e-mail and phone: the fields every lead form asks first, with the same constraints. */
export function PersonFields({ nameLabel, errors, values }: Props) {
  return (
    <>
      {FIELDS.map(({ name, label = nameLabel, ...input }) => (
        <TextField
          key={name}
          label={label}
          name={name}
          required
          error={errors[name]}
          defaultValue={values[name]}
          {...input}
        />
      ))}
    </>
  );
}
