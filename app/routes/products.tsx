import { CardGrid, FeatureGrid, Section } from "~/components/cards";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { art } from "~/content/art";
import { productTiles, whyOurProducts } from "~/content/collections";
import { consultationCta } from "~/content/styles/build";

export default function Page() {
  return (
    <>
      <PageHero
        hero={{
          heading: "Our Products",
          intro: "Blinds, curtains, shades and the accessories that finish them, all made to measure.",
          image: art("roller", "", 3),
        }}
      />
      <Section heading="Shop by Product">
        <CardGrid cards={productTiles} />
      </Section>
      <Section heading="Why Choose Our Products" tone="tint">
        <FeatureGrid items={whyOurProducts} />
      </Section>
      <CallToAction cta={consultationCta} />
    </>
  );
}
