import { business } from "~/content/business";

/** Spec §2.4 / §2.13: phones, e-mail and hours, on the contact section and the quote page. */
export function ContactInfoPanel({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className="contact-info" aria-labelledby="contact-info-heading">
      <Heading id="contact-info-heading" className="contact-info__title">
        Contact Information
      </Heading>
      <dl className="contact-info__list">
        <div className="contact-info__item">
          <dt>Phone</dt>
          {business.phones.map((phone) => (
            <dd key={phone.tel}>
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </dd>
          ))}
        </div>
        <div className="contact-info__item">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </dd>
        </div>
        <div className="contact-info__item">
          <dt>Business Hours</dt>
          {business.hours.map((h) => (
            <dd key={h.days}>
              {h.days}: {h.time}
            </dd>
          ))}
        </div>
      </dl>
    </aside>
  );
}
