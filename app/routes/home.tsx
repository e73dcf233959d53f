import { business } from "~/content/business";
import { ContactSection } from "~/features/contact/contact-section";

export default function Home() {
  return (
    <>
      <section className="section container">
        <h1>{business.name}</h1>
        <p>{business.tagline}</p>
      </section>
      <ContactSection />
    </>
  );
}
