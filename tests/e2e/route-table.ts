import { aliases, prerenderPaths, sitePagesFor } from "../../app/content/site-pages.ts";
import { DEFAULT_LOCALE, localeOfPath, pathWithoutLocale } from "../../app/i18n/locales.ts";

/** The table with its English words: the site's pages as the tests visit them. */
const sitePages = sitePagesFor("en");

/** Main headings that differ from the page's short name in the table. */
const headings: Record<string, string | RegExp> = {
  "/": "Amberwood Blinds",
  "/newsletter": "Join Our Newsletter",
  "/projects": "Our Gallery",
  "/products": "Our Products",
  "/collections": "Our Collections",
  "/collections/motorized": "Motorized Collection",
  "/services/custom-design": "Custom Design",
  "/services/installation": "Professional Installation",
  "/services/consultation": "Design Consultation",
  "/quote-request": "Request a Quote",
};

/**
 * Every prerendered path of the page table (app/content/site-pages.ts; aliases and product
 * pages included) with the main heading its page shows.
 */
export const routeTable: { path: string; heading: string | RegExp }[] = prerenderPaths()
  .filter((path) => localeOfPath(path) === DEFAULT_LOCALE)
  .map((path) => {
    const page = sitePages[aliases[path] ?? path];
    return { path, heading: headings[path] ?? (page ? page.name : /\S/) };
  });

/** Every prerendered Spanish path (/es + an English one) with the English path it translates. */
export const spanishRouteTable: { path: string; englishPath: string }[] = prerenderPaths()
  .filter((path) => localeOfPath(path) === "es")
  .map((path) => ({ path, englishPath: pathWithoutLocale(path) }));

/** Spec §2.1's paths, so a page dropped from the table is noticed. */
// prettier-ignore
export const specPaths = [
  "/", "/about", "/contact", "/newsletter", "/projects", "/products", "/collections",
  "/collections/blinds", "/collections/blinds/horizontal-blinds", "/collections/blinds/vertical-blinds",
  "/collections/blinds/panel-blinds", "/collections/blinds/mini-blinds",
  "/collections/curtains", "/collections/curtains/sheer", "/collections/curtains/sheer-curtains",
  "/collections/curtains/blackout", "/collections/curtains/blackout-curtains", "/collections/curtains/decorative",
  "/collections/curtains/decorative-curtains", "/collections/curtains/thermal",
  "/collections/shades", "/collections/shades/roller", "/collections/shades/roman", "/collections/shades/cellular",
  "/collections/shades/woven-wood", "/collections/shades/motorized",
  "/collections/drapery", "/collections/drapery/sheer", "/collections/drapery/blackout",
  "/collections/drapery/decorative", "/collections/drapery/thermal", "/collections/drapery/motorized",
  "/collections/drapery/fabric",
  "/collections/accessories", "/collections/accessories/finials", "/collections/accessories/valances",
  "/collections/accessories/tiebacks", "/collections/accessories/curtain-rods", "/collections/motorized",
  "/services/custom-design", "/services/installation", "/services/consultation", "/quote-request",
  "/privacy-policy", "/terms-of-service", "/shipping-policy", "/faq", "/blog",
  ...Array.from({ length: 24 }, (_, i) => `/product/${i + 1}`),
];

/** Paths that must answer the 404 page with status 404. */
export const unknownPaths = [
  "/nope",
  "/product/0",
  "/product/25",
  "/product/abc",
  "/product/1.5",
  "/collections/unknown",
  "/collections/blinds/unknown-blinds",
  "/services",
  "/index.html.bak",
  "/%E0%A4%A",
];
