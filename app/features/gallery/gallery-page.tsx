import { BackLink } from "~/components/action-link";
import { SiteLink } from "~/components/site-link";
import { galleryItemsIn } from "~/content/gallery";
import { backLink } from "~/content/shared";
import { contentFor, type ContentCatalogue } from "~/i18n/content";
import { useLocale } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { GalleryCard } from "./gallery-card";
import { GalleryFilterForm } from "./gallery-filters";

/**
 * /projects (spec §2.7): search, Style and Room Type filters beside the card
 * grid. The page lists every item; the site script filters them as the visitor
 * types and chooses (app/features/site-script/gallery-filters.ts).
 */
export function GalleryPage() {
  const locale = useLocale();
  return <Gallery words={contentFor(locale)} locale={locale} />;
}

/** The gallery in `words` (a language's content catalogue), written the `locale` way. */
export function Gallery({ words, locale }: { words: ContentCatalogue; locale: Locale }) {
  const items = galleryItemsIn(words);
  const { gallery } = words;
  return (
    <>
      <div className="section container gallery-page">
        <BackLink action={backLink("home", words)} />
        <header className="gallery-intro">
          <h1>{gallery.heading}</h1>
          <p>{gallery.intro}</p>
        </header>
        <div className="gallery-layout">
          <GalleryFilterForm count={items.length} words={words.galleryFilters} locale={locale} />
          <ul className="gallery-grid">
            {items.map((item, index) => (
              <GalleryCard key={item.id} item={item} words={words} priority={index === 0} />
            ))}
          </ul>
          <div className="gallery-empty" hidden>
            <h2>{gallery.empty.heading}</h2>
            <p>{gallery.empty.text}</p>
            <button type="button" className="button button--primary">
              {gallery.empty.clear}
            </button>
          </div>
        </div>
      </div>
      <section className="gallery-cta" aria-labelledby="gallery-cta-title">
        <div className="container gallery-cta__inner">
          <h2 id="gallery-cta-title">{gallery.cta.heading}</h2>
          <p>{gallery.cta.text}</p>
          <SiteLink className="button button--primary" to="/contact">
            {gallery.cta.action}
          </SiteLink>
        </div>
      </section>
    </>
  );
}
