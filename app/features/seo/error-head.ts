/**
 * Head tags of error pages, and the title format. Kept apart from the page
 * metadata table (page-meta.ts), which only the server loads: the browser
 * needs just this much to title a 404 it discovers on a client navigation.
 */
import { business } from "~/content/business";
import type { PageHead } from "./head-types";
import { absoluteUrl } from "./site-url";

const [brandName = business.name, claim = ""] = business.siteTitle.split(" | ");

/** "Horizontal Blinds" -> "Horizontal Blinds | Amberwood Blinds — Premium Custom Blinds & Curtains" */
export function pageTitle(name?: string): string {
  const suffix = claim ? `${brandName} — ${claim}` : brandName;
  return name ? `${name} | ${suffix}` : business.siteTitle;
}

const SITE_IMAGE = {
  path: "/og/site.png",
  alt: "Amberwood Blinds: made-to-measure blinds, curtains, shades and drapery",
  width: 1200,
  height: 630,
};

export function errorHead(status: "not-found" | "error", origin?: string): PageHead {
  const image = { url: absoluteUrl(SITE_IMAGE.path, origin), alt: SITE_IMAGE.alt, width: 1200, height: 630 };
  if (status === "not-found") {
    return {
      title: pageTitle("Page Not Found"),
      description:
        "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
      robots: "noindex",
      image,
      jsonLd: [],
    };
  }
  return {
    title: pageTitle("Something went wrong"),
    description: "We could not show this page. Please try again.",
    robots: "noindex",
    image,
    jsonLd: [],
  };
}
