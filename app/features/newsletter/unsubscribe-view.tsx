import { Form, Link } from "react-router";
import type { UnsubscribeState } from "./unsubscribe-service";

const TITLES: Record<UnsubscribeState["step"], string> = {
  confirm: "Unsubscribe from our newsletter",
  done: "You are unsubscribed",
  invalid: "This link does not work",
  "try-later": "Please try again in a moment",
};

/** The unsubscribe page in each of its states, in the site's own frame. */
export function UnsubscribeView({ state }: { state: UnsubscribeState }) {
  return (
    <section className="section container prose unsubscribe" aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading">{TITLES[state.step]}</h1>
      {state.step === "confirm" && (
        <>
          <p>
            Stop sending the newsletter to <strong>{state.email}</strong>?
          </p>
          <Form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(state.token)}`}>
            <button type="submit" className="button button--primary">
              Unsubscribe
            </button>
          </Form>
        </>
      )}
      {state.step === "done" && (
        <p>
          We will not send the newsletter to <strong>{state.email}</strong> again. You can subscribe again at any time
          on our <Link to="/newsletter">newsletter page</Link>.
        </p>
      )}
      {state.step === "invalid" && (
        <p>
          The unsubscribe link is incomplete or was changed. Please use the link from the newest e-mail, or reply to it
          and we will remove you by hand.
        </p>
      )}
      {state.step === "try-later" && (
        <p>We could not record your request just now. Please use the link again in a few minutes.</p>
      )}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
