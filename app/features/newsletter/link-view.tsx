import { SiteLink } from "~/components/site-link";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { LinkPageState, NewsletterLink } from "./link-service";

type Texts = {
  titles: Record<LinkPageState["step"], string>;
  question: (email: ReactNode) => ReactNode;
  button: string;
  done: (email: ReactNode) => ReactNode;
  gone: ReactNode;
  invalid: ReactNode;
};

const newsletterPage = <SiteLink to="/newsletter">newsletter page</SiteLink>;

const TEXTS: Record<NewsletterLink, Texts> = {
  confirm: {
    titles: {
      ask: "Confirm your subscription",
      done: "You are subscribed",
      gone: "This link has expired",
      invalid: "This link does not work",
      "try-later": "Please try again in a moment",
    },
    question: (email) => <>Send our newsletter to {email}?</>,
    button: "Confirm subscription",
    done: (email) => (
      <>
        Thank you. The newsletter will come to {email}; every issue has a link to unsubscribe. A welcome e-mail is on
        its way.
      </>
    ),
    gone: (
      <>
        A confirmation link works for 7 days, and only until the address unsubscribes. Please subscribe again on our{" "}
        {newsletterPage}.
      </>
    ),
    invalid: (
      <>
        The confirmation link is incomplete or was changed. Please use the link from the newest e-mail, or subscribe
        again on our {newsletterPage}.
      </>
    ),
  },
  unsubscribe: {
    titles: {
      ask: "Unsubscribe from our newsletter",
      done: "You are unsubscribed",
      gone: "You are unsubscribed",
      invalid: "This link does not work",
      "try-later": "Please try again in a moment",
    },
    question: (email) => <>Stop sending the newsletter to {email}?</>,
    button: "Unsubscribe",
    done: (email) => (
      <>
        We will not send the newsletter to {email} again. You can subscribe again at any time on our {newsletterPage}.
      </>
    ),
    gone: <>We will not send the newsletter to this address again.</>,
    invalid: (
      <>
        The unsubscribe link is incomplete or was changed. Please use the link from the newest e-mail, or reply to it
        and we will remove you by hand.
      </>
    ),
  },
};

/** A newsletter link's page (confirm or unsubscribe) in each of its states, in the site's own frame. */
export function NewsletterLinkView({ link, state }: { link: NewsletterLink; state: LinkPageState }) {
  const texts = TEXTS[link];
  const email = "email" in state ? <strong>{state.email}</strong> : null;
  return (
    <section className="section container prose newsletter-link" aria-labelledby="newsletter-link-heading">
      <h1 id="newsletter-link-heading">{texts.titles[state.step]}</h1>
      {state.step === "ask" && (
        <>
          <p>{texts.question(email)}</p>
          <Form method="post" action={`/newsletter/${link}?token=${encodeURIComponent(state.token)}`}>
            <button type="submit" className="button button--primary">
              {texts.button}
            </button>
          </Form>
        </>
      )}
      {state.step === "done" && <p>{texts.done(email)}</p>}
      {state.step === "gone" && <p>{texts.gone}</p>}
      {state.step === "invalid" && <p>{texts.invalid}</p>}
      {state.step === "try-later" && (
        <p>We could not record your request just now. Please use the link again in a few minutes.</p>
      )}
      <p>
        <SiteLink to="/">Back to the home page</SiteLink>
      </p>
    </section>
  );
}
