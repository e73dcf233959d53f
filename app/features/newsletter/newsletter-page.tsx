import { NewsletterForm } from "./newsletter-form";

const BENEFITS = [
  {
    title: "Exclusive Offers",
    text: "Be the first to hear about subscriber-only discounts and seasonal savings on custom window treatments.",
  },
  {
    title: "Design Inspiration",
    text: "Ideas, trends and styling tips to help you choose the right blinds, shades and curtains for every room.",
  },
  {
    title: "New Collections",
    text: "Early previews of new fabrics, finishes and motorized systems as soon as they arrive.",
  },
];

/** /newsletter (spec §2.6). */
export function NewsletterPage() {
  return (
    <section className="section container newsletter-page" aria-labelledby="newsletter-heading">
      <header className="newsletter-page__intro">
        <h1 id="newsletter-heading">Join Our Newsletter</h1>
        <p>Stay up to date with our latest products, design ideas and special offers.</p>
      </header>
      <div className="newsletter-page__card">
        <NewsletterForm />
        <p className="newsletter-page__note">
          We respect your privacy. Your email address is only used to send you our newsletter, and you can unsubscribe
          at any time.
        </p>
        <p className="newsletter-page__note">
          By subscribing, you agree to receive marketing emails from us about our products, services and offers.
        </p>
      </div>
      <ul className="benefits" aria-label="Why subscribe">
        {BENEFITS.map((b) => (
          <li key={b.title} className="benefit">
            <h2 className="benefit__title">{b.title}</h2>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
