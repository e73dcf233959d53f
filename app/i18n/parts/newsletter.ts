import type { Widen } from "../catalogue.ts";
import { enNewsletter } from "../en/newsletter.ts";
import { esNewsletter } from "../es/newsletter.ts";
import type { Locale } from "../locales.ts";

/** The newsletter page and its form: /newsletter. */
export type NewsletterUi = Widen<typeof enNewsletter>;

export const newsletterUi: Record<Locale, NewsletterUi> = { en: enNewsletter, es: esNewsletter };
