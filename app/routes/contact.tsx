import { BookingPanel } from "~/features/booking/booking-panel";
import { ContactSection } from "~/features/contact/contact-section";
import { leadClientAction } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/contact";

export const headers = withActionHeaders;

/** Native (script-free) posts of the contact form, from this page and from the home page. */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("contact", request, context);
}

/** Scripted posts: the same action, with a network failure answered as a failed send. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadClientAction("contact", serverAction);
}

export default function Contact() {
  // The booking panel is /contact's own: the home page's contact section does not load it.
  return <ContactSection headingLevel={1} lead={<BookingPanel />} />;
}
