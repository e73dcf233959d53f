import type { ServicePage } from "~/content/types";
import { BackLink } from "../action-link";
import { CallToAction } from "../call-to-action";
import { FeatureGrid, Section } from "../cards";
import { PageHero } from "../page-hero";

export function ServiceTemplate({ page }: { page: ServicePage }) {
  return (
    <>
      <PageHero hero={page.hero}>
        <BackLink action={page.back} />
      </PageHero>
      <Section heading={page.itemsHeading} tone="tint">
        <FeatureGrid items={page.items} numbered={page.numbered} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
