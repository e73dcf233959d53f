/**
 * The languages the site is offered in, and how a page's path names its language.
 * English pages keep the paths they always had; another language's page is the same path
 * under its prefix (`/es/collections/blinds`). The language is chosen by the URL only:
 * nothing is kept in the browser, and no request is redirected by `Accept-Language`.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag handed to `Intl`: US English and US Spanish (issue 32). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };
/** The language a page's `lang` attribute names. */
export const HTML_LANG: Record<Locale, string> = { en: "en", es: "es" };

/** Each language's own name for itself: the header's link to the same page in another language. */
export const LANGUAGE_SELF_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** Each language's name in English: the back office and the business's own e-mails (staff read English). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Spanish" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language's pages: "" for the default language, "/es" for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** The language a path is in, from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  if (isLocale(first) && first !== DEFAULT_LOCALE) return first;
  return DEFAULT_LOCALE;
}

/** A path without its language prefix: the key the table of pages knows it by. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(localePrefix(locale).length);
  return rest === "" ? "/" : rest;
}

/** The same page in `locale`: `localizedPath("/faq", "es")` is "/es/faq", the home page "/es". */
export function localizedPath(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  const prefix = localePrefix(locale);
  if (prefix === "") return bare;
  return bare === "/" ? prefix : `${prefix}${bare}`;
}

/**
 * A site-internal link's address in `locale`: its path under the language's prefix, its query and fragment kept.
 * Anything that is not a path of this site (another site, `mailto:`, an address starting `//`) is left as it is.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const rest = /[?#]/.exec(href);
  const path = rest ? href.slice(0, rest.index) : href;
  const tail = rest ? href.slice(rest.index) : "";
  return localizedPath(path, locale) + tail;
}

/** The languages other than `locale`, for links to the same page in each. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((other) => other !== locale);
}
