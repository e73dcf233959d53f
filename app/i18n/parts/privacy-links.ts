import type { Widen } from "../catalogue.ts";
import { enPrivacyLinks } from "../en/privacy-links.ts";
import { esPrivacyLinks } from "../es/privacy-links.ts";
import type { Locale } from "../locales.ts";

/** The pages of a privacy request's e-mailed links: /privacy-request/confirm and /privacy-request/download. */
export type PrivacyLinksUi = Widen<typeof enPrivacyLinks>;

export const privacyLinksUi: Record<Locale, PrivacyLinksUi> = { en: enPrivacyLinks, es: esPrivacyLinks };
