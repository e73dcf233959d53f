import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { siteUi, type SiteUi } from "./parts/site.ts";
import type { UiCatalogue, UiPart } from "./ui.ts";

/** The page's language, and (tests' pseudo-locale) a whole catalogue that replaces every part. */
type I18n = { locale: Locale; messages?: UiCatalogue };

const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE });

/**
 * The page's language for every component below. The root layout provides it from the page's
 * path; `messages` may be given to replace the catalogue (the pseudo-locale of the tests).
 */
export function I18nProvider(props: { locale: Locale; messages?: UiCatalogue; children: ReactNode }) {
  const value = { locale: props.locale, messages: props.messages };
  return <I18nContext value={value}>{props.children}</I18nContext>;
}

/**
 * A part of the interface catalogue in the page's language: the site-wide part (header,
 * footer, error pages) without an argument, else the part given (`useMessages(quoteUi)`).
 * The catalogue comes in parts so that a page's scripts carry only the words it shows: a
 * part is imported by the components that use it, and bundled with them (app/i18n/parts/).
 */
export function useMessages(): SiteUi;
export function useMessages<Part extends Partial<UiCatalogue>>(part: UiPart<Part>): Part;
export function useMessages<Part extends Partial<UiCatalogue>>(part?: UiPart<Part>): SiteUi | Part {
  const { locale, messages } = useContext(I18nContext);
  if (!part) return messages ?? siteUi[locale];
  // A whole catalogue holds every part's namespaces under the same names.
  return (messages as Part | undefined) ?? part[locale];
}

/**
 * The whole catalogue that replaces every part, when one was given (the tests' pseudo-locale): an island's own
 * root (app/islands/island.tsx) is given it too, so the check reaches the forms.
 */
export function useCatalogueOverride(): UiCatalogue | undefined {
  return useContext(I18nContext).messages;
}

/** The page's language (for `Intl`, links to the same page elsewhere and the forms' `locale`). */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
