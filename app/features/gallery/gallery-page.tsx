import { BackLink } from "~/components/action-link";
import { useDeferredValue, useMemo, useRef } from "react";
import { Link } from "react-router";
import { galleryItems } from "~/content/gallery";
import { GalleryCard } from "./gallery-card";
import { GalleryFilterForm } from "./gallery-filters";
import { filterGallery } from "./filters";
import { useGalleryFilters } from "./use-gallery-filters";

/** /projects (spec §2.7): search, Style and Room Type filters beside the card grid. */
export function GalleryPage() {
  const { filters, setQuery, setStyle, setRoom, clear } = useGalleryFilters();
  const searchRef = useRef<HTMLInputElement>(null);
  // The search box stays urgent; the card grid follows one render later (INP under typing).
  const shown = useDeferredValue(filters);
  const results = useMemo(
    () => filterGallery(galleryItems, { q: shown.q, style: shown.style, room: shown.room }),
    [shown.q, shown.style, shown.room],
  );

  function clearFilters() {
    clear();
    // The button disappears with the empty state; keep the keyboard user in the search box.
    searchRef.current?.focus();
  }

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
          <GalleryFilterForm
            filters={filters}
            count={results.length}
            searchRef={searchRef}
            onQuery={setQuery}
            onStyle={setStyle}
            onRoom={setRoom}
          />
          {results.length > 0 ? (
            <ul className="gallery-grid">
              {results.map((item, index) => (
                <GalleryCard key={item.id} item={item} priority={index === 0} />
              ))}
            </ul>
          ) : (
            <div className="gallery-empty">
              <h2>No products match your search</h2>
              <p>Try another word, or show every style and room again.</p>
              <button type="button" className="button button--primary" onClick={clearFilters}>
                Clear filters
              </button>
            </div>
          )}
        </div>
      </div>
      <section className="gallery-cta" aria-labelledby="gallery-cta-title">
        <div className="container gallery-cta__inner">
          <h2 id="gallery-cta-title">Love what you see?</h2>
          <p>Our designers will bring samples to your home and measure every window, free of charge.</p>
          <Link className="button button--primary" to="/contact">
            Book a Free Consultation
          </Link>
        </div>
      </section>
    </>
  );
}
