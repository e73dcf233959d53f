import { useMessages } from "~/i18n/i18n-context";
import { SiteLink } from "./site-link";

export function NotFound() {
  const messages = useMessages();
  return (
    <section className="section container not-found">
      <h1 className="not-found__code">{messages.notFound.code}</h1>
      <h2>{messages.notFound.heading}</h2>
      <p>{messages.notFound.text}</p>
      <SiteLink className="button button--primary" to="/">
        {messages.notFound.home}
      </SiteLink>
    </section>
  );
}
