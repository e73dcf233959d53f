import { franc } from "franc-min";
import { DEFAULT_LOCALE, type Locale } from "../../app/i18n/locales.ts";

/** Each language the site offers by its ISO 639-3 code, the code franc answers in. */
const CODES: Record<Locale, string> = { en: "eng", es: "spa" };

/**
 * The language a text lead wrote its first text in, among the site's own: the answer to its HELP is written in it,
 * and the business's notice names it, so staff know which language to answer in. A text too short to tell ("Hola", "ok"; franc needs ten
 * characters) is taken to be in the site's default language.
 */
export function languageOfText(text: string): Locale {
  const code = franc(text, { only: Object.values(CODES) });
  for (const [locale, itsCode] of Object.entries(CODES) as [Locale, string][]) {
    if (itsCode === code) return locale;
  }
  return DEFAULT_LOCALE;
}
