import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { uiCatalogues, type UiCatalogue } from "./ui.ts";

type I18n = { locale: Locale; messages: UiCatalogue };

const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, messages: uiCatalogues[DEFAULT_LOCALE] });

/**
 * The page's language and its interface catalogue, for every component below. The root layout
 * provides it from the page's path; `messages` may be given (the pseudo-locale of the tests).
 */
export function I18nProvider(props: { locale: Locale; messages?: UiCatalogue; children: ReactNode }) {
  const value = { locale: props.locale, messages: props.messages ?? uiCatalogues[props.locale] };
  return <I18nContext value={value}>{props.children}</I18nContext>;
}

/** The interface catalogue of the page's language. */
export function useMessages(): UiCatalogue {
  return useContext(I18nContext).messages;
}

/** The page's language (for `Intl`, links to the same page elsewhere and the forms' `locale`). */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
