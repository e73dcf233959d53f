import type { StylePage } from "~/content/types";
import { BackLink } from "../action-link";
import { CallToAction } from "../call-to-action";
import { FeatureGrid, Section, StyleGrid } from "../cards";
import { PageHero } from "../page-hero";
import { SiteLink } from "../site-link";

export function StyleTemplate({ page }: { page: StylePage }) {
  return (
    <>
      <PageHero hero={page.hero}>
        <BackLink action={page.back} />
      </PageHero>
      <Section heading={page.featuresHeading} tone="tint">
        <FeatureGrid items={page.features} />
      </Section>
      <Section heading={page.stylesHeading}>
        <StyleGrid styles={page.styles} />
        <p className="style-page__measure">
          Ready to order? <SiteLink to="/measure-guide">How to measure your windows</SiteLink>, then ask for your quote.
        </p>
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
