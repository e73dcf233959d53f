import { franc } from "franc-min";
import type { Locale } from "../../app/i18n/locales.ts";

/** Each language the site offers by its ISO 639-3 code, the code franc answers in. */
const CODES: Record<Locale, string> = { en: "eng", es: "spa" };

/**
 * The language a text is written in, among the site's own, or null when the text is too short to tell ("Hola", "ok":
 * franc needs ten characters). A text lead takes the language of its texts: the answer to its HELP is written in it,
 * and the business's notice names it, so staff know which language to answer in.
 */
export function languageOfText(text: string): Locale | null {
  const code = franc(text, { only: Object.values(CODES) });
  for (const [locale, itsCode] of Object.entries(CODES) as [Locale, string][]) {
    if (itsCode === code) return locale;
  }
  return null;
}
