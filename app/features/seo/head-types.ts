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
  jsonLd: JsonLd[];
};
