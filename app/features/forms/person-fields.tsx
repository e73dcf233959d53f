import { LIMITS } from "~/features/leads/limits";
import { TextField } from "./text-field";

type Props = {
  /** The spec labels the name "Your Name" on the contact form and "Full Name" on the quote form. */
  nameLabel: string;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

/** Name, e-mail and phone: the fields every lead form asks first, with the same constraints. */
export function PersonFields({ nameLabel, errors, values }: Props) {
  return (
    <>
      <TextField
        label={nameLabel}
        name="user_name"
        required
        error={errors.user_name}
        autoComplete="name"
        maxLength={LIMITS.name}
        defaultValue={values.user_name}
      />
      <TextField
        label="Email Address"
        name="user_email"
        required
        error={errors.user_email}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        defaultValue={values.user_email}
      />
      <TextField
        label="Phone Number"
        name="user_phone"
        required
        error={errors.user_phone}
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phoneMax}
        defaultValue={values.user_phone}
      />
    </>
  );
}
