import { BookingForm, type BookingActionData } from "~/features/booking/booking-form";
import { BookingIntro } from "~/features/booking/booking-intro";
import { scriptedPicker } from "~/features/booking/days";
import { bookingPageData, handleBookingPost } from "~/features/booking/pages.server";
import "~/features/booking/booking.css";
import { Island } from "~/islands/island";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/book";

/** Rendered at each request: the free times change with every booking (not prerendered). */
export function loader({ request, context }: Route.LoaderArgs) {
  return bookingPageData(request, context);
}

export const headers = withActionHeaders;

/** Posts of the booking form: native ones and its island's (decision 0014). */
export function action({ request, context }: Route.ActionArgs) {
  return handleBookingPost(request, context);
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const answer: BookingActionData | undefined = actionData;
  // The island gets one day's times; the no-script form, rendered here only, every day's (issue 31).
  const picker = scriptedPicker(loaderData.picker, answer?.values.start);
  return (
    <section className="section container booking-page" aria-labelledby="booking-heading">
      <BookingIntro />
      <Island
        name="booking"
        component={BookingForm}
        props={{ picker, serviceArea: loaderData.serviceArea, bag: loaderData.bag, answer }}
        serverProps={{ allDays: loaderData.picker.days }}
      />
    </section>
  );
}
