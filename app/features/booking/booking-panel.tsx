import { SiteLink } from "~/components/site-link";
import { useMessages } from "~/i18n/i18n-context";
import { bookingPanelUi } from "~/i18n/parts/booking-panel";

/**
 * The invitation to book online, on /contact and /services/consultation (issue 12). A link,
 * not live times: those pages are prerendered, and /book shows the times as they are now.
 */
export function BookingPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { bookingPanel } = useMessages(bookingPanelUi);
  return (
    <aside className="booking-panel" aria-labelledby="booking-panel-heading">
      <div>
        <Heading id="booking-panel-heading" className="booking-panel__title">
          {bookingPanel.heading}
        </Heading>
        <p className="booking-panel__text">{bookingPanel.text}</p>
      </div>
      <SiteLink to="/book" className="button button--primary booking-panel__button">
        {bookingPanel.button}
      </SiteLink>
    </aside>
  );
}
