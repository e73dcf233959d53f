import { ContactSection } from "~/features/contact/contact-section";

export default function Contact() {
  return <ContactSection headingLevel={1} />;
}
