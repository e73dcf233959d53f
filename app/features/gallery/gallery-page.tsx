import { BackLink } from "~/components/action-link";
import { SiteLink } from "~/components/site-link";
import { galleryItems } from "~/content/gallery";
import { GalleryCard } from "./gallery-card";
import { GalleryFilterForm } from "./gallery-filters";

/**
 * /projects (spec §2.7): search, Style and Room Type filters beside the card
 * grid. The page lists every item; the site script filters them as the visitor
 * types and chooses (app/features/site-script/gallery-filters.ts).
 */
export function GalleryPage() {
  return (
    <>
      <div className="section container gallery-page">
        <BackLink action={{ to: "/", label: "Back to Home" }} />
        <header className="gallery-intro">
          <h1>Our Gallery</h1>
          <p>
            Browse our made-to-measure blinds, shades, curtains and drapery, recent installations and rooms to inspire
            your own. Open any picture for details and pricing.
          </p>
        </header>
        <div className="gallery-layout">
          <GalleryFilterForm count={galleryItems.length} />
          <ul className="gallery-grid">
            {galleryItems.map((item, index) => (
              <GalleryCard key={item.id} item={item} priority={index === 0} />
            ))}
          </ul>
          <div className="gallery-empty" hidden>
            <h2>No products match your search</h2>
            <p>Try another word, or show every style and room again.</p>
            <button type="button" className="button button--primary">
              Clear filters
            </button>
          </div>
        </div>
      </div>
      <section className="gallery-cta" aria-labelledby="gallery-cta-title">
        <div className="container gallery-cta__inner">
          <h2 id="gallery-cta-title">Love what you see?</h2>
          <p>Our designers will bring samples to your home and measure every window, free of charge.</p>
          <SiteLink className="button button--primary" to="/contact">
            Book a Free Consultation
          </SiteLink>
        </div>
      </section>
    </>
  );
}
