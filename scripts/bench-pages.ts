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
];

/** The pages Lighthouse measures: every type but the FAQ. */
export const LIGHTHOUSE_PAGES = PAGE_TYPES.filter((p) => p.type !== "faq");
