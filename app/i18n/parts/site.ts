import type { Widen } from "../catalogue.ts";
import { enUi } from "../en/ui.ts";
import { esUi } from "../es/ui.ts";
import type { Locale } from "../locales.ts";

/** The site-wide part of the interface catalogue (every page's chrome and error pages), provided by the root layout. */
export type SiteUi = Widen<typeof enUi>;

export const siteUi: Record<Locale, SiteUi> = { en: enUi, es: esUi };
