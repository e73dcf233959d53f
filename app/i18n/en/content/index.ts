import { enAbout } from "./about.ts";
import { enBusiness } from "./business.ts";
import { enCategories } from "./categories.ts";
import { enChrome } from "./chrome.ts";
import { enCommon } from "./common.ts";
import { enFaq } from "./faq.ts";
import { enGallery } from "./gallery.ts";
import { enGalleryFilters } from "./gallery-filters.ts";
import { enHome } from "./home.ts";
import { enListings } from "./listings.ts";
import { enMeasureGuide } from "./measure-guide.ts";
import { enPages } from "./pages.ts";
import { enPolicies } from "./policies.ts";
import { enSeo } from "./seo.ts";
import { enServices } from "./services.ts";
import { enStyles } from "./styles.ts";
import { enSwatches } from "./swatches.ts";

/**
 * The English content catalogue: every sentence of the site's content pages, by page or item
 * (app/content keeps the facts and which page shows what). Plain data with relative `.ts`
 * imports: Node reads it directly, as it reads the table of pages (react-router.config.ts).
 */
export const enContent = {
  pages: enPages,
  business: enBusiness,
  chrome: enChrome,
  common: enCommon,
  home: enHome,
  about: enAbout,
  listings: enListings,
  categories: enCategories,
  styles: enStyles,
  swatches: enSwatches,
  services: enServices,
  policies: enPolicies,
  faq: enFaq,
  measureGuide: enMeasureGuide,
  gallery: enGallery,
  galleryFilters: enGalleryFilters,
  seo: enSeo,
} as const;
