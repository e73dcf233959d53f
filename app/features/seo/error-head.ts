/**
 * Head tags of error pages, and the title format. Kept apart from the page
 * metadata table (page-meta.ts), which only the server loads: the browser
 * needs just this much (and the frame's few words, app/i18n/chrome.ts) to
 * title a 404 it discovers on a client navigation.
 */
import { business } from "~/content/business";
import { chromeFor } from "~/i18n/chrome";
import { format } from "~/i18n/format";
import { ogLocaleOf } from "./og-locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { siteUi } from "~/i18n/parts/site";
import type { PageHead } from "./head-types";
import { absoluteUrl } from "./site-url";

/**
 * "Horizontal Blinds" -> "Horizontal Blinds | Amberwood Blinds — Premium Custom Blinds & Curtains";
 * without a name, the site's title: "Amberwood Blinds | Premium Custom Blinds & Curtains".
 */
export function pageTitle(name?: string, locale: Locale = DEFAULT_LOCALE): string {
  const words = chromeFor(locale);
  const parts = { page: name ?? "", business: business.name, claim: words.business.claim };
  if (name) return format(words.chrome.title, parts, locale);
  return format(words.chrome.homeTitle, parts, locale);
}

const SITE_IMAGE = { path: "/og/site.png", width: 1200, height: 630 };

export function errorHead(status: "not-found" | "error", origin?: string, locale: Locale = DEFAULT_LOCALE): PageHead {
  const image = {
    url: absoluteUrl(SITE_IMAGE.path, origin),
    alt: chromeFor(locale).chrome.siteImageAlt,
    width: SITE_IMAGE.width,
    height: SITE_IMAGE.height,
  };
  // The error pages' own words (app/i18n/en/ui.ts, the site-wide part) title them too: only that part, since the
  // back office's scripts import this, and the whole catalogue would bring every page's words (and the server's).
  const ui = siteUi[locale];
  if (status === "not-found") {
    return {
      title: pageTitle(ui.notFound.heading, locale),
      description: ui.notFound.text,
      robots: "noindex",
      image,
      jsonLd: [],
      ...languagesOf(locale),
    };
  }
  return {
    title: pageTitle(ui.errorPage.heading, locale),
    description: chromeFor(locale).chrome.errorDescription,
    robots: "noindex",
    image,
    jsonLd: [],
    ...languagesOf(locale),
  };
}

/** An error page is in its path's language and has no alternates: nothing of it is to be indexed. */
function languagesOf(locale: Locale) {
  return { alternates: [], ogLocale: ogLocaleOf(locale), ogLocaleAlternates: [] };
}
