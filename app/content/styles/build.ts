import type { ContentCatalogue } from "../../i18n/content.ts";
import { format } from "../../i18n/format.ts";
import { artVariants, art, type Motif } from "../art";
import type { ProductType } from "../../features/quote/options.ts";
import { quoteHref } from "../quote";
import { backLink, consultationAction, consultationCta, type BackKey } from "../shared";
import { modelNames } from "../model-names";
import type { Action, Feature, StyleCard, StylePage } from "../types";
import { entryOf } from "../words";

/** The few facts that differ between style pages; their words are the catalogue's (app/i18n/en/content/styles.ts). */
export type StylePageFacts = {
  motif: Motif;
  back: BackKey;
  /** Where the style cards' buttons lead (§2.9): the pre-filled quote form, the contact page, or nowhere. */
  quote: { type: ProductType; heroModel?: string } | "contact" | "none";
};

type StyleWords = {
  intro: string;
  features: readonly Feature[];
  /** By style, in the order the cards show. */
  styles: Readonly<Record<string, { name: string; description: string }>>;
};

type Shared = { back: BackKey; quote?: StylePageFacts["quote"] };
type PageFacts = Omit<StylePageFacts, "back" | "quote"> & { quote?: StylePageFacts["quote"] };

/** The style pages of one collection, with what they share (the back link, maybe the quote target) stated once. */
export function collectionStylePages<P extends string>(
  shared: Shared,
  pages: Record<P, PageFacts>,
): Record<P, StylePageFacts> {
  const entries = Object.entries(pages) as [P, PageFacts][];
  return Object.fromEntries(
    entries.map(([path, facts]) => {
      const quote = facts.quote ?? shared.quote;
      if (!quote) throw new Error(`${path}: no quote target (say "none" for pages without one)`);
      return [path, { ...facts, back: shared.back, quote }];
    }),
  ) as Record<P, StylePageFacts>;
}

/** Where a style card's button leads, if anywhere: quote links name the style's English name as the model. */
function styleLink(facts: StylePageFacts, englishName: string, words: ContentCatalogue): Action | undefined {
  const label = words.common.actions.requestQuoteShort;
  if (facts.quote === "none") return undefined;
  if (facts.quote === "contact") return { to: "/contact", label };
  return { to: quoteHref(facts.quote.type, englishName), label };
}

/** The hero's button: the pre-filled quote form (the model is the page's English name), or a consultation. */
function heroAction(path: string, facts: StylePageFacts, words: ContentCatalogue): Action {
  if (typeof facts.quote !== "object") return consultationAction(words);
  const model = facts.quote.heroModel ?? entryOf(modelNames.pages, path, "pages").name;
  return { to: quoteHref(facts.quote.type, model), label: words.common.actions.requestQuote };
}

/** The style cards: the English catalogue fixes which styles a page shows and in what order, each language words them. */
function styleCards(path: string, facts: StylePageFacts, words: ContentCatalogue): StyleCard[] {
  const own = entryOf<StyleWords>(words.styles.pages, path, "styles").styles;
  const english = entryOf<StyleWords>(modelNames.styles.pages, path, "styles").styles;
  const styles = Object.entries(english).map(([key, inEnglish]) => ({ ...entryOf(own, key, path), inEnglish }));
  const alts = styles.map((style) => format(words.styles.styleImageAlt, { name: style.name }));
  const images = artVariants(facts.motif, alts);
  return styles.map((style, i) => ({
    name: style.name,
    description: style.description,
    image: images[i]!,
    link: styleLink(facts, style.inEnglish.name, words),
  }));
}

/** The style page at `path` from its facts and the words of `words` (a language's content catalogue). */
export function stylePageFrom(path: string, facts: StylePageFacts, words: ContentCatalogue): StylePage {
  const own = entryOf<StyleWords>(words.styles.pages, path, "styles");
  const name = entryOf(words.pages, path, "pages").name;
  return {
    kind: "style",
    hero: { heading: name, intro: own.intro, image: art(facts.motif, ""), actions: [heroAction(path, facts, words)] },
    back: backLink(facts.back, words),
    featuresHeading: format(words.styles.featuresHeading, { name }),
    features: own.features,
    stylesHeading: format(words.styles.stylesHeading, { name }),
    styles: styleCards(path, facts, words),
    about: words.common.cardActionAbout,
    measureNote: words.styles.measureNote,
    measureLink: words.styles.measureLink,
    cta: consultationCta(words),
  };
}
