import type { StylePage } from "~/content/types";
import { formatNodes } from "~/i18n/format-nodes";
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
        <StyleGrid styles={page.styles} about={page.about} />
        <p className="style-page__measure">
          {formatNodes(page.measureNote, {
            link: <SiteLink to="/measure-guide">{page.measureLink}</SiteLink>,
          })}
        </p>
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
