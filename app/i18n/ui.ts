import type { Widen } from "./catalogue.ts";
import { enUi } from "./en/ui.ts";
import type { Locale } from "./locales.ts";

/** The interface catalogue's shape (the English one's, texts widened): every language fills all of it. */
export type UiCatalogue = Widen<typeof enUi>;

/** The interface catalogue of each language the site offers. */
export const uiCatalogues: Record<Locale, UiCatalogue> = { en: enUi };
