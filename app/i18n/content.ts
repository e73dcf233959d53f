import type { Widen } from "./catalogue.ts";
import { enContent } from "./en/content/index.ts";
import { esContent } from "./es/content/index.ts";
import type { Locale } from "./locales.ts";

/**
 * The content catalogue's shape (the English one's, texts widened): every language fills all of it,
 * so a page, card or item missing in a language fails the type check (and the catalogue tests).
 */
export type ContentCatalogue = Widen<typeof enContent>;

/**
 * The content catalogue of each language the site offers. The server and the build read it whole;
 * code that also runs in the browser reads its own part only (./chrome.ts, ./home-content.ts), so
 * the pages React hydrates carry no other page's words.
 */
export const contentCatalogues: Record<Locale, ContentCatalogue> = { en: enContent, es: esContent };

/** The content catalogue of `locale`: what the `…For(locale)` functions of app/content read. */
export function contentFor(locale: Locale): ContentCatalogue {
  return contentCatalogues[locale];
}
