import { business } from "~/content/business";
import { chromeFor } from "~/i18n/chrome";
import { format } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { contactInfoUi } from "~/i18n/parts/contact-info";

/** Spec §2.4 / §2.13: phones, e-mail and hours, on the contact section and the quote page. */
export function ContactInfoPanel({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { contactInfo } = useMessages(contactInfoUi);
  const locale = useLocale();
  // The hours as the page's language writes them (the business's content catalogue).
  const { weekdays, weekend } = chromeFor(locale).business.hours;
  return (
    <aside className="contact-info" aria-labelledby="contact-info-heading">
      <Heading id="contact-info-heading" className="contact-info__title">
        {contactInfo.heading}
      </Heading>
      <dl className="contact-info__list">
        <div className="contact-info__item">
          <dt>{contactInfo.phone}</dt>
          {business.phones.map((phone) => (
            <dd key={phone.tel}>
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </dd>
          ))}
        </div>
        <div className="contact-info__item">
          <dt>{contactInfo.email}</dt>
          <dd>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </dd>
        </div>
        <div className="contact-info__item">
          <dt>{contactInfo.hours}</dt>
          {[weekdays, weekend].map((h) => (
            <dd key={h.days}>{format(contactInfo.hoursLine, { days: h.days, time: h.time }, locale)}</dd>
          ))}
        </div>
      </dl>
    </aside>
  );
}
