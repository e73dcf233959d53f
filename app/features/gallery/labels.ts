import { plural, type Plural } from "~/i18n/format";
import { enGalleryFilters } from "~/i18n/en/content/gallery-filters";
import { esGalleryFilters } from "~/i18n/es/content/gallery-filters";
import type { Locale } from "~/i18n/locales";

/**
 * How each language counts the products the gallery shows. The site script recounts them as the
 * visitor filters (app/features/site-script/gallery-filters.ts), so it carries these forms only.
 */
const COUNT_FORMS: Record<Locale, Plural> = { en: enGalleryFilters.count, es: esGalleryFilters.count };

/** "24 products", in `locale`. */
export function productCount(count: number, locale: Locale): string {
  return plural(COUNT_FORMS[locale], count, locale);
}
