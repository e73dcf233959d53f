import { ContactInfoPanel } from "~/features/contact/contact-info-panel";
import { useMessages } from "~/i18n/i18n-context";
import { quoteUi } from "~/i18n/parts/quote";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { Island } from "~/islands/island";
import { QuoteForm } from "./quote-form";

/** /quote-request (spec §2.13): the contact information beside the quote form, which is an island (decision 0014). */
export function QuotePage({ answer, referral = null }: { answer?: LeadActionData; referral?: string | null }) {
  const { quote } = useMessages(quoteUi);
  return (
    <section className="section container quote-page" aria-labelledby="quote-heading">
      <header className="quote-page__intro">
        <h1 id="quote-heading">{quote.heading}</h1>
        <p>{quote.intro}</p>
      </header>
      <div className="quote-page__grid">
        <ContactInfoPanel headingLevel={2} />
        <Island name="quote" component={QuoteForm} props={{ answer, referral }} start="interaction" />
      </div>
    </section>
  );
}
