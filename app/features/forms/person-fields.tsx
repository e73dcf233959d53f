import { LIMITS } from "~/features/leads/limits";
import { useMessages } from "~/i18n/i18n-context";
import { formsUi, type FormsUi } from "~/i18n/parts/forms";
import { TextField } from "./text-field";

type Props = {
  /** The spec labels the name "Your Name" on the contact form and "Full Name" on the quote form. */
  nameLabel: string;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

type PersonField = {
  name: "user_name" | "user_email" | "user_phone";
  /** The label's key in the catalogue; the name's label is the form's own. */
  label?: keyof FormsUi["forms"];
  type?: "email" | "tel";
  autoComplete: string;
  maxLength: number;
};

const FIELDS: readonly PersonField[] = [
  { name: "user_name", autoComplete: "name", maxLength: LIMITS.name },
  { name: "user_email", label: "email", type: "email", autoComplete: "email", maxLength: LIMITS.email },
  { name: "user_phone", label: "phone", type: "tel", autoComplete: "tel", maxLength: LIMITS.phoneMax },
];

/** Name, e-mail and phone: the fields every lead form asks first, with the same constraints. */
export function PersonFields({ nameLabel, errors, values }: Props) {
  const messages = useMessages(formsUi);
  return (
    <>
      {FIELDS.map(({ name, label, ...input }) => (
        <TextField
          key={name}
          label={label ? messages.forms[label] : nameLabel}
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
