import { ContactSection } from "~/features/contact/contact-section";
import { art } from "~/content/art";
import { business } from "~/content/business";
import { homeCollections } from "~/content/collections";
import { closingCta, heroSecondary, homeServices, ourServices, process, values, whyChoose } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import { ActionLink } from "../action-link";
import { ArtImage } from "../art-image";
import { CallToAction } from "../call-to-action";
import { CardGrid, FeatureGrid, Section } from "../cards";
import { enter, reveal } from "../motion";
import { TestimonialCarousel } from "../testimonial-carousel";

/** Home (spec §2.3): every section in the order the spec lists. */
export function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-heading" className={enter(1, true)}>
              {business.name}
            </h1>
            <p className={`hero__tagline ${enter(2, true)}`}>{business.tagline}</p>
            <div className={`actions ${enter(3, true)}`}>
              <ActionLink action={{ to: "/collections", label: "Explore Collection" }} />
            </div>
          </div>
          <ArtImage
            className={`hero__image ${enter(4, true)}`}
            image={art("hero", "Illustration of a living room with tailored drapery framing two tall windows")}
            priority
          />
        </div>
      </section>

      <section className="hero-band" aria-labelledby="hero-band-heading">
        <div className="container hero-band__inner" {...reveal()}>
          <h2 id="hero-band-heading">{heroSecondary.heading}</h2>
          <p>{heroSecondary.text}</p>
          <div className="actions actions--center">
            <ActionLink action={{ to: "/contact", label: "Schedule Consultation" }} variant="light" />
            <ActionLink action={{ to: "/collections", label: "View Collections" }} variant="ghost" />
          </div>
        </div>
      </section>

      <Section id="features" heading={whyChoose.heading} tone="tint">
        <FeatureGrid items={whyChoose.cards} />
      </Section>

      <Section id="products" heading="Our Collection" lead="Made-to-measure treatments for every window in your home.">
        <CardGrid cards={homeCollections} layout="collections" />
      </Section>

      <Section id="services" heading="Expert Services" lead="From the first idea to the final fitting." tone="tint">
        <CardGrid cards={homeServices} layout="services" />
      </Section>

      <Section id="testimonials" heading="What Our Clients Say">
        <TestimonialCarousel items={testimonials} headingId="testimonials-heading" />
      </Section>

      <Section id="values" heading="Our Values" tone="tint">
        <ul className="values" role="list">
          {values.map((value, i) => (
            <li key={value.title} className={i % 2 ? "value value--reverse" : "value"} {...reveal()}>
              <ArtImage className="value__image" image={value.image} />
              <div className="value__text">
                <h3>{value.title}</h3>
                <p>{value.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="our-services" heading="Our Services">
        <FeatureGrid items={ourServices} />
      </Section>

      <Section id="process" heading="Our Process" tone="tint">
        <FeatureGrid items={process} numbered columns={4} />
      </Section>

      <CallToAction cta={{ heading: closingCta.heading, text: closingCta.text, actions: [closingCta.action] }} />

      <ContactSection />
    </>
  );
}
