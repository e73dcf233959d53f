import { SiteLink } from "~/components/site-link";

/**
 * The invitation to book online, on /contact and /services/consultation (issue 12). A link,
 * not live times: those pages are prerendered, and /book shows the times as they are now.
 */
export function BookingPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className="booking-panel" aria-labelledby="booking-panel-heading">
      <div>
        <Heading id="booking-panel-heading" className="booking-panel__title">
          Book your free consultation online
        </Heading>
        <p className="booking-panel__text">
          Pick a day and time that suit you: a designer visits with samples and measures your windows, in about an hour.
        </p>
      </div>
      <SiteLink to="/book" className="button button--primary booking-panel__button">
        Choose a time
      </SiteLink>
    </aside>
  );
}
