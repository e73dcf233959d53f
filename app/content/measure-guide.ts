/**
 * The measuring guide (/measure-guide, issue 13): how to measure a window for an inside
 * and an outside mount, per product type. Sizes in inches to the nearest 1/8, as the quote
 * form takes them. Its words are each language's (app/i18n/en/content/measure-guide.ts).
 */
import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import type { ProductType } from "../features/quote/options.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Action } from "./types";
import { entryOf } from "./words";

type GuideWords = ContentCatalogue["measureGuide"];

export type MountId = keyof GuideWords["mounts"];
export type MeasureStep = { title: string; text: string };
/** What a mount's drawing shows, for the drawing's labels and its description. */
export type DrawingWords = GuideWords["mounts"][MountId]["drawing"];
export type MountGuide = {
  id: MountId;
  heading: string;
  intro: string;
  steps: readonly MeasureStep[];
  drawing: DrawingWords;
};
export type ProductNote = { product: string; text: string };

export type MeasureGuidePage = {
  heading: string;
  intro: string;
  toolsHeading: string;
  tools: readonly string[];
  mounts: MountGuide[];
  productsHeading: string;
  products: ProductNote[];
  tipsHeading: string;
  tips: readonly string[];
  actions: [Action, Action];
};

const MOUNTS: MountId[] = ["inside", "outside"];
/** The product notes, in the order the guide gives them. */
const PRODUCTS: ProductType[] = ["blinds", "shades", "curtains", "drapery", "accessories"];

/** The guide in `words` (a language's content catalogue). */
export function measureGuideIn(words: ContentCatalogue): MeasureGuidePage {
  const guide = words.measureGuide;
  return {
    heading: entryOf(words.pages, "/measure-guide", "pages").name,
    intro: guide.intro,
    toolsHeading: guide.toolsHeading,
    tools: guide.tools,
    mounts: MOUNTS.map((id) => ({ id, ...guide.mounts[id] })),
    productsHeading: guide.productsHeading,
    products: PRODUCTS.map((type) => guide.products[type]),
    tipsHeading: guide.tipsHeading,
    tips: guide.tips,
    actions: [
      { to: "/quote-request", label: guide.actions.quote },
      { to: "/book", label: guide.actions.measurement },
    ],
  };
}

export function measureGuideFor(locale: Locale): MeasureGuidePage {
  return measureGuideIn(contentFor(locale));
}
