import type { Locale } from "~/i18n/locales";
import { esQuoteOptions } from "~/i18n/es/quote-options";

/** The names each language shows for the quote form's models, materials and colours, by their English value. */
const OPTION_NAMES: Record<Locale, Readonly<Record<string, string>>> = { en: {}, es: esQuoteOptions };

/**
 * The label of each of `values` in `locale`: the value itself in English (the form posts it and the business reads
 * it), its translation in another language.
 */
export function optionLabels<T extends string>(values: readonly T[], locale: Locale): Record<T, string> {
  const names = OPTION_NAMES[locale];
  return Object.fromEntries(values.map((value) => [value, names[value] ?? value])) as Record<T, string>;
}
