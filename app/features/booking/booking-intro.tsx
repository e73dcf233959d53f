import { business } from "~/content/business";

/** The /book page's heading and what the visit is. */
export function BookingIntro() {
  return (
    <header className="booking-page__intro">
      <h1 id="booking-heading">Book a Free Consultation</h1>
      <p>
        Choose a time and a designer from {business.name} comes to you: about an hour, with fabric and material samples,
        measurements of every window and honest advice. There is no charge and no obligation.
      </p>
    </header>
  );
}
