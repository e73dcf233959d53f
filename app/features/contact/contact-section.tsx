import type { ReactNode } from "react";
import { useMessages } from "~/i18n/i18n-context";
import { contactUi } from "~/i18n/parts/contact";
import { ContactForm } from "./contact-form";
import { ContactInfoPanel } from "./contact-info-panel";

/**
 * The contact section (spec §2.4), shown on the home page (anchor "contact")
 * and on /contact: the information panel beside the message form and map;
 * `lead` goes under the section's heading (/contact's booking panel).
 */
export function ContactSection({ headingLevel = 2, lead }: { headingLevel?: 1 | 2; lead?: ReactNode }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const inner = headingLevel === 1 ? 2 : 3;
  const { contact } = useMessages(contactUi);
  return (
    <section id="contact" className="section container contact-section" aria-labelledby="contact-heading">
      <header className="contact-section__intro">
        <Heading id="contact-heading">{contact.heading}</Heading>
        <p>{contact.intro}</p>
      </header>
      {lead}
      <div className="contact-section__grid">
        <ContactInfoPanel headingLevel={inner} />
        <ContactForm headingLevel={inner} />
      </div>
    </section>
  );
}
