import type { ListingPage } from "~/content/types";
import { CallToAction } from "../call-to-action";
import { CardGrid, FeatureGrid, Section } from "../cards";
import { PageHero } from "../page-hero";

export function ListingTemplate({ page }: { page: ListingPage }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <Section heading={page.grid.heading}>
        <CardGrid cards={page.grid.cards} about={page.about} layout={page.grid.layout} />
      </Section>
      {page.reasons && (
        <Section heading={page.reasons.heading} tone="tint">
          <FeatureGrid items={page.reasons.items} />
        </Section>
      )}
      <CallToAction cta={page.cta} />
    </>
  );
}
