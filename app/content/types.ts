/**
 * Shapes of the catalogue's pages as one language shows them (spec §3.5): the facts of
 * app/content merged with the words of that language's content catalogue (app/i18n/content.ts).
 */

/** Artwork under public/images/art: every illustration is 800 x 600. */
export type Art = { src: string; alt: string };

export type Action = { to: string; label: string };

/** Title + description, as used by feature, value and process cards. */
export type Feature = { title: string; description: string };

/** Collection, service and category cards: a picture, words and where they lead. */
export type Card = Feature & {
  image: Art;
  /** The card's main link, also put on its heading. */
  link?: Action;
  /** A second button, e.g. "Request a Quote". */
  secondary?: Action;
};

/** Style card of a style page; `link` is absent where the spec shows none (accessories). */
export type StyleCard = { name: string; description: string; image: Art; link?: Action };

export type CallToAction = { heading: string; text: string; actions: Action[] };

export type PageHero = { heading: string; intro: string; image: Art; actions?: Action[] };

export type CategoryPage = {
  kind: "category";
  hero: PageHero;
  /** A link back up the catalogue, where the spec gives one (accessories overview → /collections, §2.9). */
  back?: Action;
  cardsHeading: string;
  cards: Card[];
  /** What each card's button is about, for screen readers: a message with `{title}`. */
  about: string;
  /** Two-column grid (accessories, §9) instead of the default card grid. */
  twoColumns?: boolean;
  /** Text links to pages of this category the cards do not show. */
  more?: { heading: string; links: Action[] };
  cta: CallToAction;
};

export type StylePage = {
  kind: "style";
  hero: PageHero;
  back: Action;
  featuresHeading: string;
  features: readonly Feature[];
  stylesHeading: string;
  styles: StyleCard[];
  /** What each card's button is about, for screen readers: a message with `{title}`. */
  about: string;
  /** Below the style cards: a sentence with `{link}`, the link to the measuring guide worded by `measureLink`. */
  measureNote: string;
  measureLink: string;
  cta: CallToAction;
};

export type ServicePage = {
  kind: "service";
  hero: PageHero;
  back: Action;
  itemsHeading: string;
  items: readonly Feature[];
  /** Steps are numbered 01, 02 ...; cards are not. */
  numbered: boolean;
  cta: CallToAction;
};

export type PolicySection = {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** A link after the paragraphs: the privacy policy's to /privacy-request (decision 0022). */
  link?: { text: string; to: string };
};

export type PolicyPage = {
  kind: "policy";
  hero: { heading: string; intro: string };
  /** "Last updated: {date}", and the date as the page's language writes it. */
  lastUpdated: string;
  updated: string;
  sections: PolicySection[];
};

/** /collections, /products, /collections/motorized: a hero, one card grid, optional reasons, a call to action. */
export type ListingPage = {
  hero: PageHero;
  grid: { heading: string; cards: Card[]; layout?: "collections" | "services" };
  /** What each card's button is about, for screen readers: a message with `{title}`. */
  about: string;
  reasons?: { heading: string; items: readonly Feature[] };
  cta: CallToAction;
};

export type PageContent = CategoryPage | StylePage | ServicePage | PolicyPage;
export type TemplateKind = PageContent["kind"];
