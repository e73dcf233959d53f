import type { Widen } from "../catalogue.ts";
import { enNewsletterLinks } from "../en/newsletter-links.ts";
import { esNewsletterLinks } from "../es/newsletter-links.ts";
import type { Locale } from "../locales.ts";

/** The pages of the newsletter's e-mailed links: /newsletter/confirm and /newsletter/unsubscribe. */
export type NewsletterLinksUi = Widen<typeof enNewsletterLinks>;

export const newsletterLinksUi: Record<Locale, NewsletterLinksUi> = { en: enNewsletterLinks, es: esNewsletterLinks };
