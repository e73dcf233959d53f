import type { ContentCatalogue } from "../i18n/content.ts";
import type { ProductType } from "../features/quote/options.ts";
import { art, type Motif } from "./art";
import { quoteHref } from "./quote";
import { backLink, consultationAction, consultationCta, type BackKey } from "./shared";
import { modelNames } from "./model-names";
import type { Card, CategoryPage } from "./types";
import { entryOf } from "./words";

/** A card of a category page: where it leads, its picture, and whether it has a quote button. */
type CardFacts = {
  /** The card's key in the catalogue: the last segment of the page it leads to. */
  key: string;
  to: string;
  motif: Motif;
  variant?: 1 | 2 | 3;
  /** The quote button's product type; its model is the card's English title. */
  quote?: ProductType;
};

type CategoryFacts = {
  hero: { motif: Motif; variant: 1 | 2 | 3 };
  back?: BackKey;
  cards: CardFacts[];
  /** Two-column grid (accessories, §9) instead of the default card grid. */
  twoColumns?: true;
  /** Pages of this category the cards do not show, linked by their names. */
  more?: string[];
};

type CardWords = { title: string; description: string; alt: string };
type CategoryWords = {
  intro: string;
  cardsHeading: string;
  cards: Readonly<Record<string, CardWords>>;
  moreHeading?: string;
};

/** The cards of a collection's pages, each with a quote button when `quote` is given. */
function cards(base: string, motifs: Record<string, Motif>, quote?: ProductType): CardFacts[] {
  return Object.entries(motifs).map(([key, motif]) => ({ key, to: `${base}/${key}`, motif, quote }));
}

const categoryFacts: Record<string, CategoryFacts> = {
  "/collections/blinds": {
    hero: { motif: "horizontal", variant: 2 },
    cards: cards(
      "/collections/blinds",
      {
        "vertical-blinds": "vertical",
        "horizontal-blinds": "horizontal",
        "mini-blinds": "mini",
        "panel-blinds": "panel",
      },
      "blinds",
    ),
  },
  "/collections/curtains": {
    hero: { motif: "drapery", variant: 1 },
    cards: cards("/collections/curtains", {
      "sheer-curtains": "sheer",
      "blackout-curtains": "blackout",
      "thermal-curtains": "thermal",
      "decorative-curtains": "decorative",
    }),
  },
  "/collections/shades": {
    hero: { motif: "roman", variant: 1 },
    cards: cards("/collections/shades", {
      roller: "roller",
      roman: "roman",
      cellular: "cellular",
      motorized: "motorized",
    }),
    more: ["/collections/shades/woven-wood"],
  },
  "/collections/drapery": {
    hero: { motif: "drapery", variant: 2 },
    cards: [
      { key: "sheer", to: "/collections/drapery/sheer", motif: "sheer", variant: 2, quote: "drapery" },
      { key: "blackout", to: "/collections/drapery/blackout", motif: "blackout", variant: 2, quote: "drapery" },
      { key: "fabric", to: "/collections/drapery/fabric", motif: "drapery", variant: 3, quote: "drapery" },
    ],
    more: ["/collections/drapery/decorative", "/collections/drapery/thermal", "/collections/drapery/motorized"],
  },
  "/collections/accessories": {
    hero: { motif: "rod", variant: 1 },
    back: "collections",
    twoColumns: true,
    // Spec §2.9 leaves the model unencoded; we always encode it (docs/deviations.md).
    cards: cards(
      "/collections/accessories",
      { "curtain-rods": "rod", finials: "finial", valances: "valance", tiebacks: "tieback" },
      "accessories",
    ),
  },
};

function card(facts: CardFacts, own: CardWords, english: CardWords, words: ContentCatalogue): Card {
  const result: Card = {
    title: own.title,
    description: own.description,
    image: art(facts.motif, own.alt, facts.variant),
    link: { to: facts.to, label: words.common.actions.learnMore },
  };
  if (facts.quote) {
    result.secondary = { to: quoteHref(facts.quote, english.title), label: words.common.actions.requestQuote };
  }
  return result;
}

/** Links to the category's other pages, each named by its page's name. */
function moreLinks(path: string, paths: string[], own: CategoryWords, words: ContentCatalogue): CategoryPage["more"] {
  if (!own.moreHeading) throw new Error(`categories: ${path} has more links but no moreHeading`);
  const links = paths.map((to) => ({ to, label: entryOf(words.pages, to, "pages").name }));
  return { heading: own.moreHeading, links };
}

/** The category page at `path` in `words` (a language's content catalogue), if `path` is one. */
export function categoryPageIn(path: string, words: ContentCatalogue): CategoryPage | undefined {
  const facts = categoryFacts[path];
  if (!facts) return undefined;
  const own = entryOf<CategoryWords>(words.categories, path, "categories");
  const english = entryOf<CategoryWords>(modelNames.categories, path, "categories");
  const page: CategoryPage = {
    kind: "category",
    hero: {
      heading: entryOf(words.pages, path, "pages").name,
      intro: own.intro,
      image: art(facts.hero.motif, "", facts.hero.variant),
      actions: [consultationAction(words)],
    },
    cardsHeading: own.cardsHeading,
    cards: facts.cards.map((c) => card(c, entryOf(own.cards, c.key, path), entryOf(english.cards, c.key, path), words)),
    about: words.common.cardActionAbout,
    cta: consultationCta(words),
  };
  if (facts.back) page.back = backLink(facts.back, words);
  if (facts.twoColumns) page.twoColumns = true;
  if (facts.more) page.more = moreLinks(path, facts.more, own, words);
  return page;
}

/** Every category page's path. */
export const categoryPaths: string[] = Object.keys(categoryFacts);
