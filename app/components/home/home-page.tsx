import { ContactSection } from "~/features/contact/contact-section";
import { homeContentFor, type HomeContent } from "~/content/home";
import { useLocale } from "~/i18n/i18n-context";
import { ActionLink } from "../action-link";
import { ArtImage } from "../art-image";
import { CallToAction } from "../call-to-action";
import { CardGrid, FeatureGrid, Section } from "../cards";
import { enter, reveal } from "../motion";
import { TestimonialCarousel } from "../testimonial-carousel";

/** Home (spec §2.3): every section in the order the spec lists, the contact section last. */
export function HomePage() {
  const locale = useLocale();
  return (
    <>
      <HomeSections content={homeContentFor(locale)} />
      <ContactSection start="near" />
    </>
  );
}

/** The home page's content sections, in `content`'s language. */
export function HomeSections({ content }: { content: HomeContent }) {
  const { hero, band, whyChoose, collection, services, testimonials, values, ourServices, process } = content;
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-heading" className={enter(1, true)}>
              {hero.heading}
            </h1>
            <p className={`hero__tagline ${enter(2, true)}`}>{hero.tagline}</p>
            <div className={`actions ${enter(3, true)}`}>
              <ActionLink action={hero.action} />
            </div>
          </div>
          <ArtImage className={`hero__image ${enter(4, true)}`} image={hero.image} priority />
        </div>
      </section>

      <section className="hero-band" aria-labelledby="hero-band-heading">
        <div className="container hero-band__inner" {...reveal()}>
          <h2 id="hero-band-heading">{band.heading}</h2>
          <p>{band.text}</p>
          <div className="actions actions--center">
            <ActionLink action={band.actions[0]} variant="light" />
            <ActionLink action={band.actions[1]} variant="ghost" />
          </div>
        </div>
      </section>

      <Section id="features" heading={whyChoose.heading} tone="tint">
        <FeatureGrid items={whyChoose.cards} />
      </Section>

      <Section id="products" heading={collection.heading} lead={collection.lead}>
        <CardGrid cards={collection.cards} about={content.about} layout="collections" />
      </Section>

      <Section id="services" heading={services.heading} lead={services.lead} tone="tint">
        <CardGrid cards={services.cards} about={content.about} layout="services" />
      </Section>

      <Section id="testimonials" heading={testimonials.heading}>
        <TestimonialCarousel
          items={testimonials.items}
          words={testimonials.carousel}
          headingId="testimonials-heading"
        />
      </Section>

      <Section id="values" heading={values.heading} tone="tint">
        <ul className="values" role="list">
          {values.items.map((value, i) => (
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

      <Section id="our-services" heading={ourServices.heading}>
        <FeatureGrid items={ourServices.items} />
      </Section>

      <Section id="process" heading={process.heading} tone="tint">
        <FeatureGrid items={process.items} numbered columns={4} />
      </Section>

      <CallToAction cta={content.closingCta} />
    </>
  );
}
