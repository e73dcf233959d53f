import { business } from "~/content/business";
import { format } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/i18n-context";
import { bookingUi } from "~/i18n/parts/booking";

/** The /book page's heading and what the visit is. */
export function BookingIntro() {
  const { booking } = useMessages(bookingUi);
  const locale = useLocale();
  return (
    <header className="booking-page__intro">
      <h1 id="booking-heading">{booking.heading}</h1>
      <p>{format(booking.intro, { business: business.name }, locale)}</p>
    </header>
  );
}
