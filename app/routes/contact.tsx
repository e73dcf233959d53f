import { BookingPanel } from "~/features/booking/booking-panel";
import { ContactSection } from "~/features/contact/contact-section";
import { leadAnswerOf } from "~/features/forms/lead-action-data";
import { handleLeadPost } from "~/features/forms/lead-action.server";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/contact";

export const headers = withActionHeaders;

/** Posts of the contact form, from this page and from the home page: native ones and its island's (decision 0014). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadPost("contact", request, context);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  // The booking panel is /contact's own: the home page's contact section does not load it.
  return (
    <ContactSection
      headingLevel={1}
      lead={<BookingPanel />}
      answer={leadAnswerOf("contact", actionData)}
      start="interaction"
    />
  );
}
