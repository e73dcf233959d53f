import { describe, expect, it } from "vitest";
import { optionLabels } from "../features/quote/option-labels.ts";
import { COLORS, PRODUCT_MATERIALS, PRODUCT_MODELS } from "../features/quote/options.ts";
import { esQuoteOptions } from "./es/quote-options.ts";
import { messagesOf } from "./catalogue.ts";
import { enBookingPanel } from "./en/booking-panel.ts";
import { enBooking } from "./en/booking.ts";
import { enContactInfo } from "./en/contact-info.ts";
import { enContact } from "./en/contact.ts";
import { enForms } from "./en/forms.ts";
import { enMail } from "./en/mail.ts";
import { enProposal } from "./en/proposal.ts";
import { enManage } from "./en/manage.ts";
import { enMap } from "./en/map.ts";
import { enNewsletterLinks } from "./en/newsletter-links.ts";
import { enNewsletter } from "./en/newsletter.ts";
import { enPrivacyLinks } from "./en/privacy-links.ts";
import { enPrivacyRequest } from "./en/privacy-request.ts";
import { enQuote } from "./en/quote.ts";
import { enServer } from "./en/server.ts";
import { enSlots } from "./en/slots.ts";
import { enSwatchBag } from "./en/swatch-bag.ts";
import { enUi } from "./en/ui.ts";
import { enValidation } from "./en/validation.ts";
import { esBookingPanel } from "./es/booking-panel.ts";
import { esBooking } from "./es/booking.ts";
import { esContactInfo } from "./es/contact-info.ts";
import { esContact } from "./es/contact.ts";
import { esForms } from "./es/forms.ts";
import { esMail } from "./es/mail.ts";
import { esProposal } from "./es/proposal.ts";
import { esManage } from "./es/manage.ts";
import { esMap } from "./es/map.ts";
import { esNewsletterLinks } from "./es/newsletter-links.ts";
import { esNewsletter } from "./es/newsletter.ts";
import { esPrivacyLinks } from "./es/privacy-links.ts";
import { esPrivacyRequest } from "./es/privacy-request.ts";
import { esQuote } from "./es/quote.ts";
import { esServer } from "./es/server.ts";
import { esSlots } from "./es/slots.ts";
import { esSwatchBag } from "./es/swatch-bag.ts";
import { esUi } from "./es/ui.ts";
import { esValidation } from "./es/validation.ts";
import { enInstallation } from "./en/installation.ts";
import { esInstallation } from "./es/installation.ts";
import { placeholdersOf } from "./format.ts";
import { UI_PARTS } from "./ui.ts";
import { enAfterSale } from "./en/after-sale.ts";
import { esAfterSale } from "./es/after-sale.ts";

/**
 * The Spanish interface and e-mail catalogues against the English ones (issue 32), before `es` is a
 * locale: each part's files are compared directly, by the names app/i18n/parts/ gives them. The type
 * check already refuses a key missing or added; these tests also hold for arrays, compare placeholders
 * and catch a message left in English.
 */
const PARTS = {
  site: [enUi, esUi],
  forms: [enForms, esForms],
  map: [enMap, esMap],
  contactInfo: [enContactInfo, esContactInfo],
  contact: [enContact, esContact],
  bookingPanel: [enBookingPanel, esBookingPanel],
  quote: [enQuote, esQuote],
  booking: [enBooking, esBooking],
  slots: [enSlots, esSlots],
  manage: [enManage, esManage],
  newsletter: [enNewsletter, esNewsletter],
  newsletterLinks: [enNewsletterLinks, esNewsletterLinks],
  privacyRequest: [enPrivacyRequest, esPrivacyRequest],
  privacyLinks: [enPrivacyLinks, esPrivacyLinks],
  proposal: [enProposal, esProposal],
  server: [enServer, esServer],
  swatchBag: [enSwatchBag, esSwatchBag],
  validation: [enValidation, esValidation],
  afterSale: [enAfterSale, esAfterSale],
  mail: [enMail, esMail],
  installation: [enInstallation, esInstallation],
} as const;

/**
 * The messages that may read the same in both languages, by part and dotted key, each with why.
 * Anything else identical to its English message is taken to be untranslated.
 */
const SAME_IN_BOTH: Record<string, string> = {
  "site:notFound.code": "“404” is a number",
  "contactInfo:contactInfo.hoursLine": "“{days}: {time}” is punctuation around placeholders",
  "slots:slots.dayLegend": "“{legend}: {day}” is punctuation around placeholders",
  "quote:estimate.sentence": "“{estimate}.” is punctuation around placeholders",
  "quote:quote.no": "“No” is the Spanish word too",
  "mail:signature": "“{business} · {phone}” is punctuation around placeholders",
  "mail:swatches.item": "“{name}: {style}” is punctuation around placeholders",
  "mail:swatches.itemWithOpacity": "“{name}: {style}, {opacity}” is punctuation around placeholders",
  "proposal:proposal.totals.total": "“Total” is the Spanish word too",
};

/** A blank line of an e-mail body (the empty line between paragraphs) stays blank, where English has one. */
const isBlankLine = (english: string) => english === "";

/** Words the glossary (docs/glossary-es.md) rules out as Spain's, or as the wrong term for the trade. */
const AVOIDED =
  /(?<![\p{L}])(presupuesto|estor(es)?|visillos?|ordenador|vale|móvil|alzapaños?|ollaos?|a medida|lamas?)(?![\p{L}])/iu;

describe.each(Object.entries(PARTS))("the Spanish %s catalogue", (part, [en, es]) => {
  const english = new Map(messagesOf(en));
  const spanish = new Map(messagesOf(es));

  it("gives every message as a non-empty text (but an e-mail's blank lines)", () => {
    const empty = [...spanish]
      .filter(([key, text]) => text.trim() === "" && !isBlankLine(english.get(key) ?? "?"))
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("has exactly the English catalogue's keys, arrays and plural forms included", () => {
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

  it("writes placeholders as {name} only: no stray or unbalanced braces", () => {
    const stray = [...spanish].filter(([, text]) => /[{}]/.test(text.replace(/\{[a-zA-Z0-9_]+\}/g, "")));
    expect(stray).toEqual([]);
  });

  it("translates every message but the few that read the same in both languages", () => {
    const untranslated = [...english]
      .filter(([key, text]) => spanish.get(key) === text && !isBlankLine(text) && !(`${part}:${key}` in SAME_IN_BOTH))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it("uses the glossary's US Spanish terms, not Spain's", () => {
    const avoided = [...spanish].filter(([, text]) => AVOIDED.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(avoided).toEqual([]);
  });
});

describe("the Spanish catalogues", () => {
  it("cover every part of the interface catalogue, and the e-mails", () => {
    expect(Object.keys(PARTS).sort()).toEqual([...Object.keys(UI_PARTS), "mail"].sort());
  });
});

describe("the allow-list of messages the same in Spanish and English", () => {
  it("names only messages that do read the same in both languages", () => {
    const stale = Object.keys(SAME_IN_BOTH).filter((entry) => {
      const [part, key] = entry.split(":") as [keyof typeof PARTS, string];
      const [en, es] = PARTS[part] ?? [{}, {}];
      const english = new Map(messagesOf(en)).get(key);
      return english === undefined || new Map(messagesOf(es)).get(key) !== english;
    });
    expect(stale).toEqual([]);
  });
});

describe("the Spanish names of the quote form's options", () => {
  const values = new Set<string>([
    ...Object.values(PRODUCT_MODELS).flat(),
    ...Object.values(PRODUCT_MATERIALS).flat(),
    ...COLORS,
  ]);
  /** Names that are the same word in Spanish. */
  const SAME = new Set(["PVC", "Beige", "Metal", "Blackout"]);

  it("name every model, material and colour the form offers, and nothing else", () => {
    expect(Object.keys(esQuoteOptions).sort()).toEqual([...values].sort());
  });

  it("translate each but the words Spanish shares, in the glossary's terms", () => {
    const untranslated = [...values].filter((value) => esQuoteOptions[value] === value && !SAME.has(value));
    expect(untranslated).toEqual([]);
    const avoided = Object.values(esQuoteOptions).filter((name) => AVOIDED.test(name));
    expect(avoided).toEqual([]);
  });

  it("are what the form shows on a Spanish page, the English value being what it posts", () => {
    expect(optionLabels(["Roller Shades", "Ivory"], "es")).toEqual({
      "Roller Shades": "Persianas enrollables",
      Ivory: "Marfil",
    });
    expect(optionLabels(["Roller Shades"], "en")).toEqual({ "Roller Shades": "Roller Shades" });
  });
});
