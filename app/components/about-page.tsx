import type { AboutPage as About } from "~/content/about";
import { CallToAction } from "./call-to-action";
import { FeatureGrid, Section } from "./cards";
import { PageHero } from "./page-hero";

/** /about in `page`'s language. */
export function AboutPage({ page }: { page: About }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <Section heading={page.storyHeading}>
        <div className="prose">
          {page.story.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>
      <Section heading={page.factsHeading} tone="tint">
        <FeatureGrid items={page.facts} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
