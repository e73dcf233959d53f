import { CardGrid, Section } from "~/components/cards";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { art } from "~/content/art";
import { collectionTiles } from "~/content/collections";
import { consultationCta } from "~/content/styles/build";

export default function Page() {
  return (
    <>
      <PageHero
        hero={{
          heading: "Our Collections",
          intro: "Four families of made-to-measure window treatments, each in hundreds of fabrics and finishes.",
          image: art("hero", "", 2),
        }}
      />
      <Section heading="Browse by Collection">
        <CardGrid cards={collectionTiles} />
      </Section>
      <CallToAction cta={consultationCta} />
    </>
  );
}
