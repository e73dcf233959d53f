import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import { format } from "../i18n/format.ts";
import { INTL_LOCALE, type Locale } from "../i18n/locales.ts";
import { business } from "./business";
import { contactSentenceIn } from "./contact-facts";
import { privacy } from "./privacy";
import type { PolicyPage, PolicySection } from "./types";
import { entryOf } from "./words";

/** When each policy last changed (ISO dates). */
const updated: Record<string, string> = {
  "/privacy-policy": "2026-11-27",
  "/terms-of-service": "2026-01-01",
  "/shipping-policy": "2026-01-01",
};

/** A section as the catalogue words it: `requestLink` is the text of a link to the privacy request form. */
type SectionWords = { heading: string; paragraphs: readonly string[]; list?: readonly string[]; requestLink?: string };
type PolicyWords = { intro: string; sections: readonly SectionWords[] };

/** "January 1, 2026" in English: a policy's date as the page's language writes it. */
function longDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** The policy page at `path` in `words` (a language's content catalogue) and `locale`, if `path` is one. */
export function policyPageIn(path: string, words: ContentCatalogue, locale: Locale): PolicyPage | undefined {
  const date = updated[path];
  if (!date) return undefined;
  const own = entryOf<PolicyWords>(words.policies.pages, path, "policies");
  // The facts a policy states: the business's name and address, and the privacy promises (./privacy.ts).
  const facts = {
    business: business.name,
    email: business.email,
    technicalDataDays: privacy.technicalDataDays,
    answerWithinDays: privacy.answerWithinDays,
    requestRecordMonths: privacy.requestRecordMonths,
    orderPersonalYears: privacy.orderPersonalYears,
    accountsYears: privacy.accountsYears,
  };
  const fill = (text: string) => format(text, facts, locale);
  const sections: PolicySection[] = own.sections.map((section) => ({
    heading: section.heading,
    paragraphs: section.paragraphs.map(fill),
    list: section.list?.map(fill),
    ...(section.requestLink ? { link: { text: section.requestLink, to: "/privacy-request" } } : {}),
  }));
  const contact = contactSentenceIn(words, locale);
  sections.push({
    heading: words.policies.contactHeading,
    paragraphs: [format(words.policies.contactText, { contact }, locale)],
  });
  return {
    kind: "policy",
    hero: { heading: entryOf(words.pages, path, "pages").name, intro: fill(own.intro) },
    lastUpdated: words.policies.lastUpdated,
    updated: longDate(date, locale),
    sections,
  };
}

export function policyPageFor(path: string, locale: Locale): PolicyPage | undefined {
  return policyPageIn(path, contentFor(locale), locale);
}

/** Every policy page's path. */
export const policyPaths: string[] = Object.keys(updated);
