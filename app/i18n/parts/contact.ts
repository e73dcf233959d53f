import type { Widen } from "../catalogue.ts";
import { enContact } from "../en/contact.ts";
import { esContact } from "../es/contact.ts";
import type { Locale } from "../locales.ts";

/** The contact section and its form: the home page and /contact. */
export type ContactUi = Widen<typeof enContact>;

export const contactUi: Record<Locale, ContactUi> = { en: enContact, es: esContact };
