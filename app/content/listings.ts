import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import type { ProductType } from "../features/quote/options.ts";
import type { Locale } from "../i18n/locales.ts";
import { art, type Motif } from "./art";
import { quoteHref } from "./quote";
import { modelNames } from "./model-names";
import { consultationCta } from "./shared";
import type { Card, ListingPage } from "./types";

type Words = ContentCatalogue;
type TileKey = keyof Words["listings"]["tiles"];
type Picture = { motif: Motif; variant: 1 | 2 | 3 };

/** The collection tiles of /collections and /products (spec §2.8): where each leads, its picture. */
const TILES: Record<TileKey, Picture & { to: string }> = {
  blinds: { to: "/collections/blinds", motif: "horizontal", variant: 2 },
  curtains: { to: "/collections/curtains", motif: "sheer", variant: 1 },
  shades: { to: "/collections/shades", motif: "roller", variant: 2 },
  drapery: { to: "/collections/drapery", motif: "drapery", variant: 3 },
  accessories: { to: "/collections/accessories", motif: "finial", variant: 1 },
};

/** /collections/motorized (spec §2.9 notes): one card per product type, model = the product's English name. */
const MOTORIZED: Record<keyof Words["listings"]["motorized"]["cards"], Picture & { type: ProductType }> = {
  blinds: { type: "blinds", motif: "horizontal", variant: 3 },
  shades: { type: "shades", motif: "motorized", variant: 2 },
  drapery: { type: "drapery", motif: "motor-drapery", variant: 2 },
};

/** A collection tile whose button says `action`. */
function tile(key: TileKey, action: string, words: Words): Card {
  const { to, motif, variant } = TILES[key];
  const own = words.listings.tiles[key];
  return {
    title: own.title,
    description: own.description,
    image: art(motif, own.alt, variant),
    link: { to, label: action },
  };
}

/** Which tiles /collections and /products show, in order; each page words its tiles' buttons. */
const COLLECTIONS_TILES = ["blinds", "curtains", "shades", "drapery"] as const;
const PRODUCTS_TILES = ["blinds", "curtains", "shades", "accessories"] as const;

function motorizedCards(words: Words): Card[] {
  const entries = Object.entries(MOTORIZED) as [keyof typeof MOTORIZED, (typeof MOTORIZED)["blinds"]][];
  return entries.map(([key, { type, motif, variant }]) => {
    const own = words.listings.motorized.cards[key];
    const model = modelNames.listings.motorized.cards[key].title;
    return {
      title: own.title,
      description: own.description,
      image: art(motif, own.alt, variant),
      link: { to: quoteHref(type, model), label: words.common.actions.requestQuote },
    };
  });
}

export type ListingKey = "collections" | "products" | "motorized";

/** /collections, /products or /collections/motorized in `words` (a language's content catalogue). */
export function listingPageIn(key: ListingKey, words: Words): ListingPage {
  const about = words.common.cardActionAbout;
  const cta = consultationCta(words);
  if (key === "collections") {
    const own = words.listings.collections;
    return {
      hero: { heading: own.heading, intro: own.intro, image: art("hero", "", 2) },
      grid: { heading: own.gridHeading, cards: COLLECTIONS_TILES.map((k) => tile(k, own.actions[k], words)) },
      about,
      cta,
    };
  }
  if (key === "products") {
    const own = words.listings.products;
    return {
      hero: { heading: own.heading, intro: own.intro, image: art("roller", "", 3) },
      grid: { heading: own.gridHeading, cards: PRODUCTS_TILES.map((k) => tile(k, own.actions[k], words)) },
      about,
      reasons: { heading: own.reasonsHeading, items: own.reasons },
      cta,
    };
  }
  const own = words.listings.motorized;
  return {
    hero: { heading: own.heading, intro: own.intro, image: art("motorized", "", 1) },
    grid: { heading: own.gridHeading, cards: motorizedCards(words), layout: "services" },
    about,
    reasons: { heading: own.reasonsHeading, items: own.reasons },
    cta,
  };
}

export function listingPageFor(key: ListingKey, locale: Locale): ListingPage {
  return listingPageIn(key, contentFor(locale));
}
