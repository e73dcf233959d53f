import { BookingForm } from "~/features/booking/booking-form";
import { BookingIntro } from "~/features/booking/booking-intro";
import { bookingPageData, handleBookingPost } from "~/features/booking/pages.server";
import "~/features/booking/booking.css";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/book";

/** Rendered at each request: the free times change with every booking (not prerendered). */
export function loader({ request, context }: Route.LoaderArgs) {
  return bookingPageData(request, context);
}

/** Fresh times after every post, a refused one included (React Router skips 4xx by default). */
export function shouldRevalidate() {
  return true;
}

export const headers = withActionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return handleBookingPost(request, context);
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="section container booking-page" aria-labelledby="booking-heading">
      <BookingIntro />
      <BookingForm picker={loaderData.picker} serviceArea={loaderData.serviceArea} answer={actionData} />
    </section>
  );
}
