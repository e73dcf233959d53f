import { FaqAccordion } from "~/components/faq-accordion";
import { SiteLink } from "~/components/site-link";
import { faq } from "~/content/faq";

export default function Page() {
  return (
    <section className="section container prose">
      <h1>Frequently Asked Questions</h1>
      <p className="prose__lead">
        Answers to the questions we hear most. Anything else? <SiteLink to="/contact">Contact us</SiteLink>.
      </p>
      <FaqAccordion items={faq} />
    </section>
  );
}
