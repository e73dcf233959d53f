import { SiteLink } from "~/components/site-link";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { localizedPath } from "~/i18n/locales";
import { newsletterLinksUi, type NewsletterLinksUi } from "~/i18n/parts/newsletter-links";
import { formatParts } from "~/i18n/format";
import type { LinkPageState, NewsletterLink } from "./link-service";

type Texts = NewsletterLinksUi["newsletterLinks"];

/** The page's heading in each state of a link. */
function titleOf(texts: Texts, link: NewsletterLink, step: LinkPageState["step"]): string {
  const own = texts[link];
  switch (step) {
    case "ask":
      return own.askTitle;
    case "done":
      return own.doneTitle;
    case "gone":
      return own.goneTitle;
    case "invalid":
      return texts.invalidTitle;
    case "try-later":
      return texts.tryLaterTitle;
  }
}

/** A newsletter link's page (confirm or unsubscribe) in each of its states, in the site's own frame. */
export function NewsletterLinkView({ link, state }: { link: NewsletterLink; state: LinkPageState }) {
  const { newsletterLinks: texts } = useMessages(newsletterLinksUi);
  const locale = useLocale();
  const own = texts[link];
  // The page's own address: its action, which needs no script (the page is the server's HTML, issue 31).
  const path = localizedPath(`/newsletter/${link}`, locale);
  // The messages' placeholders: the address in bold, and a link to the newsletter page.
  const params = {
    email: "email" in state ? <strong key="email">{state.email}</strong> : null,
    link: (
      <SiteLink key="link" to="/newsletter">
        {texts.newsletterPage}
      </SiteLink>
    ),
  };
  return (
    <section className="section container prose newsletter-link" aria-labelledby="newsletter-link-heading">
      <h1 id="newsletter-link-heading">{titleOf(texts, link, state.step)}</h1>
      {state.step === "ask" && (
        <>
          <p>{formatParts(own.question, params)}</p>
          <form method="post" action={`${path}?token=${encodeURIComponent(state.token)}`}>
            <button type="submit" className="button button--primary">
              {own.button}
            </button>
          </form>
        </>
      )}
      {state.step === "done" && <p>{formatParts(own.done, params)}</p>}
      {state.step === "gone" && <p>{formatParts(own.gone, params)}</p>}
      {state.step === "invalid" && <p>{formatParts(own.invalid, params)}</p>}
      {state.step === "try-later" && <p>{texts.tryLater}</p>}
      <p>
        <SiteLink to="/">{texts.home}</SiteLink>
      </p>
    </section>
  );
}
