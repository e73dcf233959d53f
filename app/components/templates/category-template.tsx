import type { CategoryPage } from "~/content/types";
import { BackLink } from "../action-link";
import { CallToAction } from "../call-to-action";
import { CardGrid, Section } from "../cards";
import { PageHero } from "../page-hero";
import { SiteLink } from "../site-link";

export function CategoryTemplate({ page }: { page: CategoryPage }) {
  return (
    <>
      <PageHero hero={page.hero}>{page.back && <BackLink action={page.back} />}</PageHero>
      <Section heading={page.cardsHeading}>
        <CardGrid cards={page.cards} about={page.about} layout={page.twoColumns ? "two" : "collections"} />
        {page.more && (
          <nav className="more-links" aria-label={page.more.heading}>
            <h3>{page.more.heading}</h3>
            <ul role="list">
              {page.more.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
