import type { ReactNode } from "react";
import { privacy } from "~/content/privacy";
import { SiteLink } from "~/components/site-link";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { format, formatParts } from "~/i18n/format";
import { localizedPath } from "~/i18n/locales";
import { privacyLinksUi } from "~/i18n/parts/privacy-links";
import type { ConfirmPageState, DownloadPageState } from "./service";

/** The frame both link pages share: the site's section, one heading, what the state says, the way home. */
function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  const { privacyLinks: words } = useMessages(privacyLinksUi);
  return (
    <section className="section container prose privacy-link" aria-labelledby="privacy-link-heading">
      <h1 id="privacy-link-heading">{title}</h1>
      {children}
      <p>
        <SiteLink to="/">{words.home}</SiteLink>
      </p>
    </section>
  );
}

/** "… on our privacy request page": the link back to the form, for a link that ran out. */
function useRequestPageLink() {
  const { privacyLinks: words } = useMessages(privacyLinksUi);
  return (
    <SiteLink key="link" to="/privacy-request">
      {words.requestPage}
    </SiteLink>
  );
}

/** /privacy-request/confirm in each of its states. A plain form: it needs no script (decision 0014). */
export function ConfirmView({ state }: { state: ConfirmPageState }) {
  const locale = useLocale();
  const { privacyLinks: words } = useMessages(privacyLinksUi);
  const requestPage = useRequestPageLink();
  const own = words.confirm;
  switch (state.step) {
    case "ask": {
      const params = { what: words.what[state.request], email: <strong key="email">{state.email}</strong> };
      const action = `${localizedPath("/privacy-request/confirm", locale)}?${new URLSearchParams({ token: state.token })}`;
      return (
        <LinkPage title={own.askTitle}>
          <p>{formatParts(own.question, params)}</p>
          <form method="post" action={action}>
            <button type="submit" className="button button--primary">
              {own.button}
            </button>
          </form>
        </LinkPage>
      );
    }
    case "done":
      return (
        <LinkPage title={own.doneTitle}>
          <p>{format(own.done, { days: privacy.answerWithinDays }, locale)}</p>
        </LinkPage>
      );
    case "gone":
      return (
        <LinkPage title={own.goneTitle}>
          <p>{formatParts(format(own.gone, { days: privacy.confirmWithinDays }, locale), { link: requestPage })}</p>
        </LinkPage>
      );
    case "try-later":
      return (
        <LinkPage title={words.tryLaterTitle}>
          <p>{words.tryLater}</p>
        </LinkPage>
      );
  }
}

/** /privacy-request/download: the button posts for the file, so nothing that merely opens links receives it. */
export function DownloadView({ state }: { state: DownloadPageState }) {
  const locale = useLocale();
  const { privacyLinks: words } = useMessages(privacyLinksUi);
  const requestPage = useRequestPageLink();
  const own = words.download;
  if (state.step === "gone") {
    return (
      <LinkPage title={own.goneTitle}>
        <p>{formatParts(format(own.gone, { days: privacy.downloadDays }, locale), { link: requestPage })}</p>
      </LinkPage>
    );
  }
  return (
    <LinkPage title={own.readyTitle}>
      <p>{own.ready}</p>
      <form method="post" action="/api/privacy-requests/download">
        <input type="hidden" name="token" value={state.token} />
        <button type="submit" className="button button--primary">
          {own.button}
        </button>
      </form>
    </LinkPage>
  );
}
