import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AboutPage } from "~/components/about-page";
import { FaqPage } from "~/components/faq-page";
import { HomeSections } from "~/components/home/home-page";
import { Footer } from "~/components/site-footer";
import { Header } from "~/components/site-header";
import { CategoryTemplate } from "~/components/templates/category-template";
import { ListingTemplate } from "~/components/templates/listing-template";
import { PolicyTemplate } from "~/components/templates/policy-template";
import { ServiceTemplate } from "~/components/templates/service-template";
import { StyleTemplate } from "~/components/templates/style-template";
import { aboutPageIn } from "~/content/about";
import { business } from "~/content/business";
import { LANGUAGE_SELF_NAMES } from "~/i18n/locales";
import { faqIn } from "~/content/faq";
import { galleryItemsIn } from "~/content/gallery";
import { homeContentIn } from "~/content/home";
import { listingPageIn, type ListingKey } from "~/content/listings";
import { measureGuideIn } from "~/content/measure-guide";
import { findPageIn, templatePaths } from "~/content/pages";
import { aliases, sitePagesIn } from "~/content/site-pages";
import { swatchSectionIn } from "~/content/swatch-views";
import { productSwatchStyle } from "~/content/swatches";
import { SwatchSection } from "~/features/swatches/swatch-section";
import { testimonialsIn } from "~/content/testimonials";
import type { TemplateKind } from "~/content/types";
import { Gallery } from "~/features/gallery/gallery-page";
import { ProductDetail } from "~/features/gallery/product-detail";
import { MeasureGuide } from "~/features/measure-guide/measure-guide-page";
import { messagesOf, pseudo, PSEUDO_CLOSE, PSEUDO_OPEN } from "./catalogue";
import { chromeCatalogues } from "./chrome";
import { contentCatalogues, type ContentCatalogue } from "./content";
import { enContent } from "./en/content/index";
import { uiCatalogues } from "./ui";
import { placeholdersOf } from "./format";
import { homeCatalogues } from "./home-content";
import { I18nProvider } from "./i18n-context";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

/** What `other` lacks, adds or words with other placeholders than `reference`, by dotted key. */
function differences(reference: unknown, other: unknown): string[] {
  const theirs = new Map(messagesOf(other));
  const ours = new Map(messagesOf(reference));
  const problems: string[] = [];
  for (const [key, text] of ours) {
    const translated = theirs.get(key);
    if (translated === undefined) problems.push(`${key}: missing`);
    else if (placeholdersOf(translated).sort().join() !== placeholdersOf(text).sort().join()) {
      problems.push(
        `${key}: placeholders ${placeholdersOf(translated).join()} instead of ${placeholdersOf(text).join()}`,
      );
    }
  }
  for (const key of theirs.keys()) if (!ours.has(key)) problems.push(`${key}: not in the reference`);
  return problems;
}

describe("the content catalogues", () => {
  it("give every content message of every language as a non-empty text", () => {
    for (const locale of LOCALES) {
      const empty = messagesOf(contentCatalogues[locale]).filter(([, text]) => text.trim() === "");
      expect(empty, locale).toEqual([]);
    }
  });

  it("word the same keys with the same placeholders in every language", () => {
    const reference = contentCatalogues[DEFAULT_LOCALE];
    for (const locale of LOCALES) expect(differences(reference, contentCatalogues[locale]), locale).toEqual([]);
  });

  it("report a message missing, added or with other placeholders (the comparison itself)", () => {
    const reference = { a: "Hello {name}", b: { c: "Bye" }, list: ["one", "two"] };
    expect(differences(reference, pseudo(reference))).toEqual([]);
    const other = { a: "Hola {nombre}", b: { d: "Adiós" }, list: ["uno"] };
    expect(differences(reference, other)).toEqual([
      "a: placeholders nombre instead of name",
      "b.c: missing",
      "list.1: missing",
      "b.d: not in the reference",
    ]);
  });

  it("ship the very same words to the browser as the server reads (the header's and the home page's parts)", () => {
    for (const locale of LOCALES) {
      const whole = contentCatalogues[locale];
      expect(chromeCatalogues[locale].chrome).toBe(whole.chrome);
      expect(chromeCatalogues[locale].business).toBe(whole.business);
      expect(homeCatalogues[locale].home).toBe(whole.home);
      expect(homeCatalogues[locale].common).toBe(whole.common);
      expect(homeCatalogues[locale].business).toBe(whole.business);
    }
  });

  it("hold the words of every page, card and item the facts name, in every language", () => {
    for (const locale of LOCALES) {
      const words = contentCatalogues[locale];
      for (const path of templatePaths) {
        const kinds: TemplateKind[] = ["category", "style", "service", "policy"];
        const pages = kinds.map((kind) => findPageIn(path, kind, words, locale)).filter(Boolean);
        expect(pages, `${locale} ${path}`).toHaveLength(1);
      }
      expect(Object.keys(sitePagesIn(words.pages)).length).toBeGreaterThan(0);
      expect(galleryItemsIn(words)).toHaveLength(24);
      expect(() => homeContentIn(words)).not.toThrow();
      expect(() => faqIn(words, locale)).not.toThrow();
      expect(() => aboutPageIn(words)).not.toThrow();
      expect(() => measureGuideIn(words)).not.toThrow();
      for (const key of ["collections", "products", "motorized"] as const) {
        expect(() => listingPageIn(key, words)).not.toThrow();
      }
    }
  });
});

/**
 * The pseudo-locale: the English catalogue with every message wrapped in ⟦…⟧. Pages built from it
 * and rendered must show no word outside the brackets but the business's facts, so a word left
 * in a component or in app/content (and missing from the catalogue) shows up here.
 */
const words: ContentCatalogue = pseudo(enContent);
const ui = pseudo(uiCatalogues.en);

/** Facts that are no catalogue's: the business's name, addresses and numbers, its clients' and partners' names. */
const FACTS = [
  business.name,
  business.brand.first,
  business.brand.second,
  business.email,
  ...business.phones.map((phone) => phone.display),
  ...business.social.map((network) => network.name),
  ...testimonialsIn(words).map((testimonial) => testimonial.name),
  ...["Visa", "VISA", "Mastercard", "American Express", "AMEX", "Discover", "DISCOVER"],
].sort((a, b) => b.length - a.length);

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * The text a visitor reads or hears: the text of each block (a link or an emphasis inside a sentence
 * stays part of it), and the attributes browsers show or announce.
 */
function visibleTexts(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ").replace(/<!--[\s\S]*?-->/g, "");
  const attributes = [...markup.matchAll(/\s(?:alt|aria-label|aria-roledescription|placeholder|title)="([^"]*)"/g)];
  const blocks = markup.replace(/<\/?(?:a|span|strong|em)\b[^>]*>/g, "").split(/<[^>]*>/);
  const texts = [...attributes.map((match) => match[1]!), ...blocks];
  return texts.map((text) => text.replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity).trim()).filter(Boolean);
}

/** What is left of a text once every catalogue message (⟦…⟧, innermost first) and every fact is taken out. */
function outsideCatalogue(text: string): string {
  const message = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, "g");
  let rest = text;
  while (message.test(rest)) rest = rest.replace(message, " ");
  for (const fact of FACTS) rest = rest.split(fact).join(" ");
  return rest;
}

/** The texts of `element`, rendered in the pseudo-locale, that hold a letter outside the catalogue. */
function wordsOutsideCatalogue(element: ReactElement): string[] {
  const html = renderToString(createElement(I18nProvider, { locale: "en", messages: ui, children: element }));
  return visibleTexts(html).filter((text) => /\p{L}/u.test(outsideCatalogue(text)));
}

function templatePage<K extends TemplateKind>(path: string, kind: K) {
  const page = findPageIn(path, kind, words, "en");
  if (!page) throw new Error(`no ${kind} page at ${path}`);
  return page;
}

const pathsOf = (kind: TemplateKind) => templatePaths.filter((path) => findPageIn(path, kind, words, "en"));

describe("the pseudo-locale, rendered", () => {
  it("finds a word left outside the catalogue (the check itself)", () => {
    const element = createElement("p", { title: "⟦Fine⟧" }, "⟦Fine, ⟦nested⟧⟧ but not this, nor ", business.name);
    expect(wordsOutsideCatalogue(element)).toEqual(["⟦Fine, ⟦nested⟧⟧ but not this, nor Amberwood Blinds"]);
  });

  it("shows category pages in catalogue words only", () => {
    for (const path of pathsOf("category")) {
      const page = templatePage(path, "category");
      expect(wordsOutsideCatalogue(createElement(CategoryTemplate, { page })), path).toEqual([]);
    }
  });

  it("shows style pages, their free swatches included, in catalogue words only", () => {
    for (const path of pathsOf("style")) {
      const page = templatePage(path, "style");
      const swatches = swatchSectionIn(aliases[path] ?? path, path, "en", words);
      expect(swatches.swatches.length, path).toBeGreaterThanOrEqual(4);
      expect(wordsOutsideCatalogue(createElement(StyleTemplate, { page, swatches })), path).toEqual([]);
    }
  });

  it("shows service pages in catalogue words only (the booking panel has its own words)", () => {
    for (const path of pathsOf("service")) {
      const page = { ...templatePage(path, "service"), canonical: undefined };
      expect(wordsOutsideCatalogue(createElement(ServiceTemplate, { page })), path).toEqual([]);
    }
  });

  it("shows policy pages in catalogue words only", () => {
    for (const path of pathsOf("policy")) {
      const page = templatePage(path, "policy");
      expect(wordsOutsideCatalogue(createElement(PolicyTemplate, { page })), path).toEqual([]);
    }
  });

  it("shows the listing pages in catalogue words only", () => {
    for (const key of ["collections", "products", "motorized"] satisfies ListingKey[]) {
      const page = listingPageIn(key, words);
      expect(wordsOutsideCatalogue(createElement(ListingTemplate, { page })), key).toEqual([]);
    }
  });

  it("shows the home page's content sections in catalogue words only", () => {
    const content = homeContentIn(words);
    expect(wordsOutsideCatalogue(createElement(HomeSections, { content }))).toEqual([]);
  });

  it("shows the FAQ, about and measuring guide pages in catalogue words only", () => {
    expect(wordsOutsideCatalogue(createElement(FaqPage, { page: faqIn(words, "en") }))).toEqual([]);
    expect(wordsOutsideCatalogue(createElement(AboutPage, { page: aboutPageIn(words) }))).toEqual([]);
    expect(wordsOutsideCatalogue(createElement(MeasureGuide, { guide: measureGuideIn(words) }))).toEqual([]);
  });

  it("shows the gallery, its cards and filters, and product pages in catalogue words only", () => {
    expect(wordsOutsideCatalogue(createElement(Gallery, { words, locale: "en" }))).toEqual([]);
    const items = galleryItemsIn(words);
    // A priced item, one for a quote and one shown as inspiration.
    for (const id of [1, 14, 18]) {
      const item = items.find((candidate) => candidate.id === id)!;
      expect(wordsOutsideCatalogue(createElement(ProductDetail, { item, words })), `product ${id}`).toEqual([]);
      const swatches = swatchSectionIn(productSwatchStyle[item.treatment], `/product/${id}`, "en", words);
      expect(wordsOutsideCatalogue(createElement(SwatchSection, { data: swatches })), `swatches ${id}`).toEqual([]);
    }
  });

  it("shows the header and footer in catalogue words only, but the other language's own name", () => {
    const chrome = { chrome: words.chrome, business: words.business };
    // The link to the Spanish site says "Español" on every page, in no catalogue: it is read by who reads Spanish.
    const outside = wordsOutsideCatalogue(createElement(Header, { words: chrome, pathname: "/" }));
    expect(outside).toEqual([LANGUAGE_SELF_NAMES.es, LANGUAGE_SELF_NAMES.es]);
    expect(wordsOutsideCatalogue(createElement(Footer, { words: chrome, locale: "en" }))).toEqual([]);
  });
});
