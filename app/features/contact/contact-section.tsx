/**
 * The contact section (spec §2.4), shown on the home page (anchor "contact")
 * and on /contact. Placeholder until the forms work lands: the forms issue owns
 * this folder and fills in the information panel, form and map picker.
 */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id="contact" className="section container contact-section" aria-labelledby="contact-heading">
      <Heading id="contact-heading">Contact Us</Heading>
      <p>Get in touch with us for any questions about our products or services.</p>
    </section>
  );
}
