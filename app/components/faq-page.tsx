import type { FaqPage as Faq } from "~/content/faq";
import { formatNodes } from "~/i18n/format-nodes";
import { FaqAccordion } from "./faq-accordion";
import { SiteLink } from "./site-link";

/** /faq in `page`'s language. */
export function FaqPage({ page }: { page: Faq }) {
  return (
    <section className="section container prose">
      <h1>{page.heading}</h1>
      <p className="prose__lead">
        {formatNodes(page.lead, { link: <SiteLink to="/contact">{page.contactLink}</SiteLink> })}
      </p>
      <FaqAccordion items={page.items} />
    </section>
  );
}
