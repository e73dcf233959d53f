import type { Widen } from "../catalogue.ts";
import { enPrivacyRequest } from "../en/privacy-request.ts";
import { esPrivacyRequest } from "../es/privacy-request.ts";
import type { Locale } from "../locales.ts";

/** /privacy-request and its form (decision 0022). */
export type PrivacyRequestUi = Widen<typeof enPrivacyRequest>;

export const privacyRequestUi: Record<Locale, PrivacyRequestUi> = { en: enPrivacyRequest, es: esPrivacyRequest };
