import type { Widen } from "../catalogue.ts";
import { enSiteScript } from "../en/site-script.ts";
import { esSiteScript } from "../es/site-script.ts";
import type { Locale } from "../locales.ts";

/** The site script's words (app/features/site-script), on every public page. */
export type SiteScriptUi = Widen<typeof enSiteScript>;

export const siteScriptUi: Record<Locale, SiteScriptUi> = { en: enSiteScript, es: esSiteScript };
