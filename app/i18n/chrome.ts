import type { ContentCatalogue } from "./content.ts";
import { enBusiness } from "./en/content/business.ts";
import { enChrome } from "./en/content/chrome.ts";
import { esBusiness } from "./es/content/business.ts";
import { esChrome } from "./es/content/chrome.ts";
import type { Locale } from "./locales.ts";

/** The words of every page's frame (header, footer, titles) and the business's own, in one language. */
export type ChromeCatalogue = Pick<ContentCatalogue, "chrome" | "business">;

/**
 * The part of the content catalogue every page carries to the browser: the header and footer are
 * part of each page React hydrates, so they read these few words rather than the whole catalogue.
 */
export const chromeCatalogues: Record<Locale, ChromeCatalogue> = {
  en: { chrome: enChrome, business: enBusiness },
  es: { chrome: esChrome, business: esBusiness },
};

export function chromeFor(locale: Locale): ChromeCatalogue {
  return chromeCatalogues[locale];
}
