import { FeatureGrid, Section } from "~/components/cards";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { aboutFacts, aboutStory } from "~/content/about";
import { art } from "~/content/art";

export default function Page() {
  return (
    <>
      <PageHero hero={{ heading: "About Us", intro: aboutStory.intro, image: art("craft", "", 2) }} />
      <Section heading="Our Story">
        <div className="prose">
          {aboutStory.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>
      <Section heading="What We Stand For" tone="tint">
        <FeatureGrid items={aboutFacts} />
      </Section>
      <CallToAction
        cta={{
          heading: "Come and meet us",
          text: "Book a free consultation at home or visit our showroom.",
          actions: [{ to: "/contact", label: "Schedule Consultation" }],
        }}
      />
    </>
  );
}
