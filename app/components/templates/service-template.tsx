import type { ServicePage } from "~/content/types";
import { BookingPanel } from "~/features/booking/booking-panel";
import { BackLink } from "../action-link";
import { CallToAction } from "../call-to-action";
import { FeatureGrid, Section } from "../cards";
import { PageHero } from "../page-hero";

export function ServiceTemplate({ page }: { page: ServicePage & { canonical?: string } }) {
  return (
    <>
      <PageHero hero={page.hero}>
        <BackLink action={page.back} />
      </PageHero>
      {page.canonical === "/services/consultation" && (
        <div className="container section booking-panel-section">
          <BookingPanel />
        </div>
      )}
      <Section heading={page.itemsHeading} tone="tint">
        <FeatureGrid items={page.items} numbered={page.numbered} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
