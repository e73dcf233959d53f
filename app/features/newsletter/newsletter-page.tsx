import { useMessages } from "~/i18n/i18n-context";
import { newsletterUi } from "~/i18n/parts/newsletter";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { NewsletterForm } from "./newsletter-form";

/** /newsletter (spec §2.6). */
export function NewsletterPage({ answer }: { answer?: LeadActionData }) {
  const { newsletter } = useMessages(newsletterUi);
  return (
    <section className="section container newsletter-page" aria-labelledby="newsletter-heading">
      <header className="newsletter-page__intro">
        <h1 id="newsletter-heading">{newsletter.heading}</h1>
        <p>{newsletter.intro}</p>
      </header>
      <div className="newsletter-page__card">
        <NewsletterForm answer={answer} />
        <p className="newsletter-page__note">{newsletter.privacy}</p>
        <p className="newsletter-page__note">{newsletter.consent}</p>
      </div>
      <ul className="benefits" aria-label={newsletter.benefitsLabel}>
        {newsletter.benefits.map((b) => (
          <li key={b.title} className="benefit">
            <h2 className="benefit__title">{b.title}</h2>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
