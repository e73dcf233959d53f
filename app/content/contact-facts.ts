import type { ContentCatalogue } from "../i18n/content.ts";
import { format } from "../i18n/format.ts";
import { INTL_LOCALE, type Locale } from "../i18n/locales.ts";
import { business } from "./business";

type BusinessWords = Pick<ContentCatalogue, "business">;

/** The phone numbers as a sentence says them: "(213) 555-0142 or (213) 555-0187" in English. */
export function phoneListIn(locale: Locale): string {
  const numbers = business.phones.map((p) => p.display);
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: "disjunction" }).format(numbers);
}

/** The opening hours in one line: "Monday - Friday: 9am - 5pm EST; Saturday - Sunday: Closed". */
export function hoursTextIn(words: BusinessWords, locale: Locale): string {
  const { weekdays, weekend } = words.business.hours;
  return [weekdays, weekend].map((line) => format(words.business.hoursLine, line, locale)).join("; ");
}

/** How to reach the business, as policies and the FAQ say it (all facts from ./business.ts). */
export function contactSentenceIn(words: BusinessWords, locale: Locale): string {
  const facts = { phones: phoneListIn(locale), email: business.email, hours: hoursTextIn(words, locale) };
  return format(words.business.contactSentence, facts, locale);
}
