import { Form, useNavigation, useSearchParams } from "react-router";
import { TextField } from "~/features/forms/text-field";
import { Field } from "~/features/forms/field";
import { business } from "~/content/business";
import { CsrfField } from "./csrf-field";
import type { LoginActionData } from "./login.server";
import "../admin/admin.css";

/** The staff sign-in form; the same message for every refusal (it must not say which part was wrong). */
export function LoginForm({ answer, csrfToken }: { answer: LoginActionData | undefined; csrfToken: string }) {
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const signedOut = !answer && params.get("signed_out") === "1";
  return (
    <section className="section container admin-login" aria-labelledby="login-heading">
      <h1 id="login-heading">Staff sign-in</h1>
      <p className="admin-login__lead">The {business.name} back office. Visitors never need an account.</p>
      {answer?.message && (
        <p className="admin-alert admin-alert--error" role="alert">
          {answer.message}
        </p>
      )}
      {signedOut && (
        <p className="admin-alert" role="status">
          You are signed out.
        </p>
      )}
      <Form method="post" className="admin-login__form">
        <CsrfField token={answer?.csrfToken ?? csrfToken} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          required
          autoComplete="username"
          maxLength={320}
          defaultValue={answer?.email}
        />
        <Field label="Password" name="password" required>
          {(p) => <input {...p} className="input" type="password" autoComplete="current-password" maxLength={256} />}
        </Field>
        <Field
          label="Authenticator code"
          name="code"
          hint="Only if you set up an authenticator app: the 6 digits it shows now."
        >
          {(p) => (
            <input
              {...p}
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
            />
          )}
        </Field>
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
    </section>
  );
}
