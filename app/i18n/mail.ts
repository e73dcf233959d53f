import type { Widen } from "./catalogue.ts";
import { enMail } from "./en/mail.ts";
import { esMail } from "./es/mail.ts";
import type { Locale } from "./locales.ts";

/** The e-mail catalogue's shape (the English one's, texts widened): every language fills all of it. */
export type MailCatalogue = Widen<typeof enMail>;

/** The e-mail catalogue of each language the site offers; only server code reads it. */
export const mailCatalogues: Record<Locale, MailCatalogue> = { en: enMail, es: esMail };

export function mailFor(locale: Locale): MailCatalogue {
  return mailCatalogues[locale];
}
