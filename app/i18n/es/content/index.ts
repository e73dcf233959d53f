import type { Widen } from "../../catalogue.ts";
import type { enContent } from "../../en/content/index.ts";
import { esAbout } from "./about.ts";
import { esBusiness } from "./business.ts";
import { esCategories } from "./categories.ts";
import { esChrome } from "./chrome.ts";
import { esCommon } from "./common.ts";
import { esFaq } from "./faq.ts";
import { esGallery } from "./gallery.ts";
import { esGalleryFilters } from "./gallery-filters.ts";
import { esHome } from "./home.ts";
import { esListings } from "./listings.ts";
import { esMeasureGuide } from "./measure-guide.ts";
import { esPages } from "./pages.ts";
import { esPolicies } from "./policies.ts";
import { esSeo } from "./seo.ts";
import { esServices } from "./services.ts";
import { esStyles } from "./styles.ts";
import { esSwatches } from "./swatches.ts";

/**
 * The Spanish (US) content catalogue: the English one's keys and structure (../../en/content/index.ts),
 * in the words of docs/glossary-es.md. A key missing or added fails the type check here and in each
 * file (each is checked against its English counterpart); app/i18n/es-content.test.ts compares keys,
 * placeholders and untranslated messages.
 */
export const esContent = {
  pages: esPages,
  business: esBusiness,
  chrome: esChrome,
  common: esCommon,
  home: esHome,
  about: esAbout,
  listings: esListings,
  categories: esCategories,
  styles: esStyles,
  swatches: esSwatches,
  services: esServices,
  policies: esPolicies,
  faq: esFaq,
  measureGuide: esMeasureGuide,
  gallery: esGallery,
  galleryFilters: esGalleryFilters,
  seo: esSeo,
} satisfies Widen<typeof enContent>;
