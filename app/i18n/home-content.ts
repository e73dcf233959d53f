import type { ContentCatalogue } from "./content.ts";
import { enBusiness } from "./en/content/business.ts";
import { enCommon } from "./en/content/common.ts";
import { enHome } from "./en/content/home.ts";
import { esBusiness } from "./es/content/business.ts";
import { esCommon } from "./es/content/common.ts";
import { esHome } from "./es/content/home.ts";
import type { Locale } from "./locales.ts";

/** The words of the home page's content sections, in one language. */
export type HomeCatalogue = Pick<ContentCatalogue, "home" | "common" | "business">;

/**
 * The part of the content catalogue the home page carries to the browser: React hydrates it (for
 * its contact form), so it reads its own words rather than the whole catalogue.
 */
export const homeCatalogues: Record<Locale, HomeCatalogue> = {
  en: { home: enHome, common: enCommon, business: enBusiness },
  es: { home: esHome, common: esCommon, business: esBusiness },
};

export function homeCatalogueFor(locale: Locale): HomeCatalogue {
  return homeCatalogues[locale];
}
