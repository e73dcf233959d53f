import { describe, expect, it } from "vitest";
import { aboutPageIn } from "~/content/about";
import { faqIn } from "~/content/faq";
import { galleryItemsIn } from "~/content/gallery";
import { homeContentIn } from "~/content/home";
import { listingPageIn } from "~/content/listings";
import { measureGuideIn } from "~/content/measure-guide";
import { findPageIn, templatePaths } from "~/content/pages";
import { sitePagesIn } from "~/content/site-pages";
import type { TemplateKind } from "~/content/types";
import { messagesOf } from "./catalogue";
import { enContent } from "./en/content/index";
import { esContent } from "./es/content/index";
import { placeholdersOf } from "./format";

/**
 * The Spanish content catalogue against the English one (issue 32). The type check already refuses a
 * key missing or added; these tests also hold for arrays (whose length the type does not fix), compare
 * placeholders and catch a message left in English.
 */
const english = new Map(messagesOf(enContent));
const spanish = new Map(messagesOf(esContent));

/**
 * The messages that may read the same in both languages, by dotted key, each with why. Anything else
 * identical to its English message is taken to be untranslated.
 */
const SAME_IN_BOTH: Record<string, string> = {
  // Formats made of placeholders and punctuation only.
  "business.hoursLine": "“{days}: {time}” is punctuation around placeholders",
  "chrome.title": "“{page} | {business} — {claim}” is punctuation around placeholders",
  "chrome.homeTitle": "“{business} | {claim}” is punctuation around placeholders",
  "seo.product.lead": "“{title}, {price}.” is punctuation around placeholders",
  "seo.product.leadWithoutPrice": "“{title}.” is punctuation around placeholders",
  "home.testimonials.carousel.quote": "US Spanish quotes with “…”, as English does",
  // Words Spanish spells as English does.
  "pages./blog.name": "“Blog” is the Spanish word too",
  "pages./admin/agenda.name": "“Agenda” is the Spanish word too",
  "swatches.opacity.blackout": "“Blackout” is the glossary's Spanish word (docs/glossary-es.md)",
};

describe("the Spanish content catalogue", () => {
  it("gives every message as a non-empty text", () => {
    const empty = [...spanish].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("has exactly the English catalogue's keys, arrays included", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("uses the same placeholders as English in every message", () => {
    const different = [...english]
      .filter(([key, text]) => {
        const translated = spanish.get(key);
        return (
          translated !== undefined && placeholdersOf(translated).sort().join() !== placeholdersOf(text).sort().join()
        );
      })
      .map(
        ([key, text]) =>
          `${key}: ${placeholdersOf(spanish.get(key)!).join()} instead of ${placeholdersOf(text).join()}`,
      );
    expect(different).toEqual([]);
  });

  it("translates every message but the few that read the same in both languages", () => {
    const untranslated = [...english]
      .filter(([key, text]) => spanish.get(key) === text && !(key in SAME_IN_BOTH))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it("keeps the allow-list to messages that do read the same in both languages", () => {
    const stale = Object.keys(SAME_IN_BOTH).filter((key) => spanish.get(key) !== english.get(key));
    expect(stale).toEqual([]);
  });

  it("says in the privacy policy and the terms that the English version governs", () => {
    for (const path of ["/privacy-policy", "/terms-of-service"] as const) {
      expect(esContent.policies.pages[path].intro, path).toContain(
        "En caso de discrepancia, prevalece la versión en inglés.",
      );
    }
  });

  it("builds every page, card and item the facts name (numbers and dates written the English way until `es` is a locale)", () => {
    for (const path of templatePaths) {
      const kinds: TemplateKind[] = ["category", "style", "service", "policy"];
      const pages = kinds.map((kind) => findPageIn(path, kind, esContent, "en")).filter(Boolean);
      expect(pages, path).toHaveLength(1);
    }
    expect(Object.keys(sitePagesIn(esContent.pages))).toEqual(Object.keys(sitePagesIn(enContent.pages)));
    expect(galleryItemsIn(esContent)).toHaveLength(24);
    expect(() => homeContentIn(esContent)).not.toThrow();
    expect(() => faqIn(esContent, "en")).not.toThrow();
    expect(() => aboutPageIn(esContent)).not.toThrow();
    expect(() => measureGuideIn(esContent)).not.toThrow();
    for (const key of ["collections", "products", "motorized"] as const) {
      expect(() => listingPageIn(key, esContent)).not.toThrow();
    }
  });
});
