import type { Widen } from "../catalogue.ts";
import { enContactInfo } from "../en/contact-info.ts";
import { esContactInfo } from "../es/contact-info.ts";
import type { Locale } from "../locales.ts";

/** The contact information panel: the home page, /contact and /quote-request. */
export type ContactInfoUi = Widen<typeof enContactInfo>;

export const contactInfoUi: Record<Locale, ContactInfoUi> = { en: enContactInfo, es: esContactInfo };
