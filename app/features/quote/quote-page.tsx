import { ContactInfoPanel } from "~/features/contact/contact-info-panel";
import { QuoteForm } from "./quote-form";

/** /quote-request (spec §2.13): the contact information beside the quote form. */
export function QuotePage() {
  return (
    <section className="section container quote-page" aria-labelledby="quote-heading">
      <header className="quote-page__intro">
        <h1 id="quote-heading">Request a Quote</h1>
        <p>
          Tell us about your windows and we will prepare a free, no-obligation quote for your made-to-measure
          treatments.
        </p>
      </header>
      <div className="quote-page__grid">
        <ContactInfoPanel headingLevel={2} />
        <QuoteForm />
      </div>
    </section>
  );
}
