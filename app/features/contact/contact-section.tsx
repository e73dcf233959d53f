import type { ReactNode } from "react";
import { useMessages } from "~/i18n/i18n-context";
import { contactUi } from "~/i18n/parts/contact";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { Island, type IslandStart } from "~/islands/island";
import { ContactForm } from "./contact-form";
import { ContactInfoPanel } from "./contact-info-panel";

type Props = {
  headingLevel?: 1 | 2;
  /** What goes under the section's heading (/contact's booking panel). */
  lead?: ReactNode;
  /** A native post's answer to the form (on /contact, the page its action belongs to). */
  answer?: LeadActionData;
  /**
   * When the form's island starts (decision 0014): on the visitor's first interaction on /contact, whose form is the
   * page's content; near the screen on the home page, where it is far below the fold.
   */
  start: IslandStart;
};

/**
 * The contact section (spec §2.4), shown on the home page (anchor "contact") and on /contact: the information
 * panel beside the message form and map. The form is an island; the rest stays the server's HTML.
 */
export function ContactSection({ headingLevel = 2, lead, answer, start }: Props) {
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
        <Island name="contact" component={ContactForm} props={{ headingLevel: inner, answer }} start={start} />
      </div>
    </section>
  );
}
