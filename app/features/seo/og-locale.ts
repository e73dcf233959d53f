import { INTL_LOCALE, type Locale } from "~/i18n/locales";

/** Open Graph's way of naming a language: "en_US", "es_US". */
export function ogLocaleOf(locale: Locale): string {
  return INTL_LOCALE[locale].replace("-", "_");
}
