import type { SwatchSectionData } from "~/content/swatch-views";
import type { StylePage } from "~/content/types";
import { SwatchSection } from "~/features/swatches/swatch-section";
import { formatNodes } from "~/i18n/format-nodes";
import { BackLink } from "../action-link";
import { CallToAction } from "../call-to-action";
import { FeatureGrid, Section, StyleGrid } from "../cards";
import { PageHero } from "../page-hero";
import { SiteLink } from "../site-link";

/** A style page: its hero, features, the styles it comes in, its free swatches (issue 36) and the call to action. */
export function StyleTemplate({ page, swatches }: { page: StylePage; swatches?: SwatchSectionData }) {
  return (
    <>
      <PageHero hero={page.hero}>
        <BackLink action={page.back} />
      </PageHero>
      <Section heading={page.featuresHeading} tone="tint">
        <FeatureGrid items={page.features} />
      </Section>
      <Section heading={page.stylesHeading}>
        <StyleGrid styles={page.styles} about={page.about} />
        <p className="style-page__measure">
          {formatNodes(page.measureNote, {
            link: <SiteLink to="/measure-guide">{page.measureLink}</SiteLink>,
          })}
        </p>
      </Section>
      {swatches && swatches.swatches.length > 0 && <SwatchSection data={swatches} />}
      <CallToAction cta={page.cta} />
    </>
  );
}
