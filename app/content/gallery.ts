/**
 * The 24 gallery items of spec §3.5 (id 1-24): their facts here, their words (title,
 * description, features, what each picture shows) in each language's content catalogue
 * (app/i18n/en/content/gallery.ts). Prices are the spec's: an amount, or which of its texts
 * stands instead; pages format them with `formatPrice`. Each item carries a real style and
 * room so the gallery filters can match (the spec compares them with the category and never
 * matches: docs/deviations.md).
 *
 * Node imports this file directly (react-router.config.ts through
 * product-ids.ts, scripts/images-artwork.ts), so it holds plain data, erasable
 * TypeScript only and no `~/` imports.
 */
import type { ProductType } from "../features/quote/options.ts";
import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";

import type { GalleryCategory, GalleryRoom, GalleryStyle } from "./gallery-tags.ts";

export * from "./gallery-tags.ts";

/** What the artwork shows (scripts/images-artwork.ts draws it). */
export type Treatment =
  | "roller"
  | "motorized"
  | "solar"
  | "roman"
  | "cellular"
  | "pleated"
  | "woven-wood"
  | "wood-blinds"
  | "mini-blinds"
  | "vertical-blinds"
  | "sheer"
  | "blackout"
  | "cafe"
  | "drapery"
  | "motorized-drapery";

export type GalleryImage = { src: string; alt: string };

/** Where "Request a quote for this" points: the quote form's product type and model. */
export type QuoteTarget = { type: ProductType; model: string };

/** Spec §3.5: a dollar amount ("299.99"), or the text shown instead ("Contact for Quote", "View Only"). */
export type GalleryPrice = `${number}` | keyof ContentCatalogue["gallery"]["prices"];

/** What an item is, whatever the language. */
export type GalleryItemFacts = {
  id: number;
  category: GalleryCategory;
  style: GalleryStyle;
  room: GalleryRoom;
  treatment: Treatment;
  price: GalleryPrice;
  quote: QuoteTarget;
};

/** An item as a page shows it in one language. */
export type GalleryItem = Omit<GalleryItemFacts, "price"> & {
  title: string;
  description: string;
  /** Spec §3.5 text: a dollar amount ("299.99"), or "Contact for Quote" or "View Only" in the page's language. */
  price: string;
  features: readonly string[];
  image: GalleryImage;
  additionalImages: readonly [GalleryImage, GalleryImage, GalleryImage];
  /** The category, style and room as the page's language names them. */
  labels: { category: string; style: string; room: string };
};

type Words = Pick<ContentCatalogue, "gallery" | "galleryFilters">;
type GalleryWords = ContentCatalogue["gallery"];
type ItemWords = GalleryWords["items"][1];

const items: GalleryItemFacts[] = [
  {
    id: 1,
    category: "residential",
    style: "Modern",
    room: "Living Room",
    treatment: "roller",
    price: "299.99",
    quote: { type: "shades", model: "Roller Shades" },
  },
  {
    id: 2,
    category: "residential",
    style: "Traditional",
    room: "Dining Room",
    treatment: "roman",
    price: "349.99",
    quote: { type: "shades", model: "Roman Shades" },
  },
  {
    id: 3,
    category: "residential",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "cellular",
    price: "399.99",
    quote: { type: "shades", model: "Cellular Shades" },
  },
  {
    id: 4,
    category: "residential",
    style: "Modern",
    room: "Bedroom",
    treatment: "motorized",
    price: "599.99",
    quote: { type: "shades", model: "Motorized Shades" },
  },
  {
    id: 5,
    category: "residential",
    style: "Contemporary",
    room: "Dining Room",
    treatment: "woven-wood",
    price: "549.99",
    quote: { type: "shades", model: "Woven Wood Shades" },
  },
  {
    id: 6,
    category: "residential",
    style: "Traditional",
    room: "Kitchen",
    treatment: "wood-blinds",
    price: "449.99",
    quote: { type: "blinds", model: "Premium Wood Blinds" },
  },
  {
    id: 7,
    category: "residential",
    style: "Minimalist",
    room: "Living Room",
    treatment: "sheer",
    price: "299.99",
    quote: { type: "curtains", model: "Standard Sheer Curtains" },
  },
  {
    id: 8,
    category: "residential",
    style: "Minimalist",
    room: "Bathroom",
    treatment: "mini-blinds",
    price: "279.99",
    quote: { type: "blinds", model: "Standard Mini Blinds" },
  },
  {
    id: 9,
    category: "residential",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "blackout",
    price: "399.99",
    quote: { type: "curtains", model: "Premium Blackout Curtains" },
  },
  {
    id: 10,
    category: "commercial",
    style: "Modern",
    room: "Dining Room",
    treatment: "solar",
    price: "349.99",
    quote: { type: "shades", model: "Solar Shades" },
  },
  {
    id: 11,
    category: "commercial",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "drapery",
    price: "379.99",
    quote: { type: "drapery", model: "Blackout Drapery" },
  },
  {
    id: 12,
    category: "residential",
    style: "Traditional",
    room: "Living Room",
    treatment: "drapery",
    price: "499.99",
    quote: { type: "drapery", model: "Pleated Drapery" },
  },
  {
    id: 13,
    category: "commercial",
    style: "Modern",
    room: "Living Room",
    treatment: "motorized-drapery",
    price: "799.99",
    quote: { type: "drapery", model: "Motorized Drapery" },
  },
  {
    id: 14,
    category: "installation",
    style: "Contemporary",
    room: "Living Room",
    treatment: "vertical-blinds",
    price: "contactForQuote",
    quote: { type: "blinds", model: "Premium Vertical Blinds" },
  },
  {
    id: 15,
    category: "installation",
    style: "Traditional",
    room: "Dining Room",
    treatment: "drapery",
    price: "contactForQuote",
    quote: { type: "drapery", model: "Panel Drapery" },
  },
  {
    id: 16,
    category: "installation",
    style: "Modern",
    room: "Kitchen",
    treatment: "cellular",
    price: "contactForQuote",
    quote: { type: "shades", model: "Cellular Shades" },
  },
  {
    id: 17,
    category: "installation",
    style: "Minimalist",
    room: "Bathroom",
    treatment: "pleated",
    price: "contactForQuote",
    quote: { type: "shades", model: "Pleated Shades" },
  },
  {
    id: 18,
    category: "inspiration",
    style: "Contemporary",
    room: "Living Room",
    treatment: "sheer",
    price: "viewOnly",
    quote: { type: "curtains", model: "Premium Sheer Curtains" },
  },
  {
    id: 19,
    category: "inspiration",
    style: "Minimalist",
    room: "Bedroom",
    treatment: "roller",
    price: "viewOnly",
    quote: { type: "shades", model: "Roller Shades" },
  },
  {
    id: 20,
    category: "inspiration",
    style: "Traditional",
    room: "Kitchen",
    treatment: "cafe",
    price: "viewOnly",
    quote: { type: "curtains", model: "Standard Cafe Curtains" },
  },
  {
    id: 21,
    category: "inspiration",
    style: "Traditional",
    room: "Dining Room",
    treatment: "drapery",
    price: "viewOnly",
    quote: { type: "drapery", model: "Decorative Drapery" },
  },
  {
    id: 22,
    category: "inspiration",
    style: "Modern",
    room: "Living Room",
    treatment: "motorized",
    price: "viewOnly",
    quote: { type: "shades", model: "Motorized Shades" },
  },
  {
    id: 23,
    category: "inspiration",
    style: "Minimalist",
    room: "Bathroom",
    treatment: "woven-wood",
    price: "viewOnly",
    quote: { type: "shades", model: "Woven Wood Shades" },
  },
  {
    id: 24,
    category: "inspiration",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "roman",
    price: "viewOnly",
    quote: { type: "shades", model: "Roman Shades" },
  },
];

/** The words of item `id` in `words`; every item has them in every language (the catalogue tests check it). */
function itemWords(words: GalleryWords, id: number): ItemWords {
  const found = (words.items as Readonly<Record<number, ItemWords>>)[id];
  if (!found) throw new Error(`gallery: item ${id} has no words in the catalogue`);
  return found;
}

function priceText(price: GalleryPrice, words: GalleryWords): string {
  if (price === "contactForQuote" || price === "viewOnly") return words.prices[price];
  return price;
}

/** An item with its words: artwork lives at /images/gallery/{id}.svg plus three views (detail, open and room). */
function galleryItemIn(facts: GalleryItemFacts, words: Words): GalleryItem {
  const own = itemWords(words.gallery, facts.id);
  const base = `/images/gallery/${facts.id}`;
  return {
    ...facts,
    title: own.title,
    description: own.description,
    price: priceText(facts.price, words.gallery),
    features: own.features,
    image: { src: `${base}.svg`, alt: own.pictures.main },
    additionalImages: [
      { src: `${base}-detail.svg`, alt: own.pictures.detail },
      { src: `${base}-open.svg`, alt: own.pictures.open },
      { src: `${base}-room.svg`, alt: own.pictures.room },
    ],
    labels: {
      category: words.gallery.categories[facts.category],
      style: words.galleryFilters.styles[facts.style],
      room: words.galleryFilters.rooms[facts.room],
    },
  };
}

/** Every item, with its words from `words` (a language's content catalogue). */
export function galleryItemsIn(words: Words): GalleryItem[] {
  return items.map((facts) => galleryItemIn(facts, words));
}

/** Every item, in `locale`. */
export function galleryItemsFor(locale: Locale): GalleryItem[] {
  return galleryItemsIn(contentFor(locale));
}

/**
 * The gallery in the site's default language, for what reads it as data rather than as a page:
 * the product ids, the artwork script, the quote estimate's price check. Pages use galleryItemsFor.
 */
export const galleryItems: readonly GalleryItem[] = galleryItemsFor(DEFAULT_LOCALE);

export function findGalleryItem(id: number, locale: Locale): GalleryItem | undefined {
  const facts = items.find((item) => item.id === id);
  if (!facts) return undefined;
  return galleryItemIn(facts, contentFor(locale));
}
