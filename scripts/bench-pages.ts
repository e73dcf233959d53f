/** One page of each type the budgets and benchmarks measure (issue 7). */
export type PageType = { type: string; path: string };

export const PAGE_TYPES: PageType[] = [
  { type: "home", path: "/" },
  { type: "category", path: "/collections/blinds" },
  { type: "style", path: "/collections/shades/roller" },
  { type: "gallery", path: "/projects" },
  { type: "product", path: "/product/1" },
  { type: "quote", path: "/quote-request" },
  { type: "contact", path: "/contact" },
  { type: "faq", path: "/faq" },
  { type: "booking", path: "/book" },
  { type: "measuring guide", path: "/measure-guide" },
  { type: "newsletter", path: "/newsletter" },
  { type: "privacy request", path: "/privacy-request" },
  // Issue 32: the Spanish site within the same budgets and targets as its English pages.
  { type: "home, Spanish", path: "/es" },
  { type: "style, Spanish", path: "/es/collections/shades/roller" },
  { type: "booking, Spanish", path: "/es/book" },
  // Issue 38: wave 3's pages that need no token (the proposal and order pages: tests/e2e/wave3-pages.spec.ts).
  { type: "swatch bag", path: "/swatches" },
  { type: "privacy request, Spanish", path: "/es/privacy-request" },
];

/**
 * Pages reached by a token, made on the measured server before the runs (issue 38): a sent proposal and an accepted
 * one (its order page). Their paths here name the token; `npm run bench:lighthouse -- --pages` takes them so.
 */
export const PROPOSAL_PAGE = "/proposal/<token>";
export const ORDER_PAGE = "/proposal/<order>";

/** The pages Lighthouse measures: every public page type (issue 20), the booking page included. */
export const LIGHTHOUSE_PAGES: PageType[] = [
  ...PAGE_TYPES,
  { type: "service", path: "/services/installation" },
  { type: "policy", path: "/privacy-policy" },
  { type: "about", path: "/about" },
  { type: "proposal page", path: PROPOSAL_PAGE },
  { type: "order page", path: ORDER_PAGE },
];
