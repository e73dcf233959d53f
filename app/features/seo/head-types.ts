import type { JsonLd } from "./structured-data";

/** Everything the document head says about one page (page-head.ts for pages, error-head.ts for errors). */
export type PageHead = {
  title: string;
  description: string;
  /** Absent on error pages, which must not be indexed. */
  canonical?: string;
  robots?: string;
  /** Width and height are known for our own generated preview images only. */
  image: { url: string; alt: string; width?: number; height?: number };
  /**
   * The same page in each language the site offers it in (issue 32), for `<link rel="alternate" hreflang>`,
   * `x-default` naming the English page; empty for a page in one language only (the back office, errors).
   */
  alternates: { hreflang: string; href: string }[];
  /** The page's language, for `og:locale`; the others for `og:locale:alternate`. */
  ogLocale: string;
  ogLocaleAlternates: string[];
  jsonLd: JsonLd[];
};
