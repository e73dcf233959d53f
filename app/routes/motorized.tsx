import { CardGrid, FeatureGrid, Section } from "~/components/cards";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { art } from "~/content/art";
import { motorizedBenefits, motorizedProducts } from "~/content/collections";
import { consultationCta } from "~/content/styles/build";

export default function Page() {
  return (
    <>
      <PageHero
        hero={{
          heading: "Motorized Collection",
          intro: "Blinds, shades and drapery that move at a touch, on a schedule or with your voice.",
          image: art("motorized", "", 1),
        }}
      />
      <Section heading="Motorized Products">
        <CardGrid cards={motorizedProducts} layout="services" />
      </Section>
      <Section heading="Why Go Motorized" tone="tint">
        <FeatureGrid items={motorizedBenefits} />
      </Section>
      <CallToAction cta={consultationCta} />
    </>
  );
}
