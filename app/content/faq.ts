import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import { format } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";
import { business } from "./business";
import { contactSentenceIn, phoneListIn } from "./contact-facts";
import { entryOf } from "./words";

export type FaqItem = { question: string; answer: string };

export type FaqPage = {
  heading: string;
  /** The lead sentence: `{link}` is the link to the contact page, worded by `contactLink`. */
  lead: string;
  contactLink: string;
  items: FaqItem[];
};

/** The FAQ page (spec §9 FAQ facts, each stated once) in `words` (a language's content catalogue) and `locale`. */
export function faqIn(words: ContentCatalogue, locale: Locale): FaqPage {
  const facts = {
    phones: phoneListIn(locale),
    email: business.email,
    contact: contactSentenceIn(words, locale),
  };
  return {
    heading: entryOf(words.pages, "/faq", "pages").name,
    lead: words.faq.lead,
    contactLink: words.faq.contactLink,
    items: words.faq.items.map((item) => ({
      question: item.question,
      answer: format(item.answer, facts, locale),
    })),
  };
}

export function faqFor(locale: Locale): FaqPage {
  return faqIn(contentFor(locale), locale);
}
