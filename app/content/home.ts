/**
 * The home page's content (spec §2.3). React hydrates the home page (for its contact form), so this
 * module and what it imports ship to the browser: it reads the home page's part of the catalogue
 * only (app/i18n/home-content.ts), and imports as little as it can.
 */
import { format } from "../i18n/format.ts";
import { homeCatalogueFor, type HomeCatalogue } from "../i18n/home-content.ts";
import type { Locale } from "../i18n/locales.ts";
import { art, type Motif } from "./art";
import { business } from "./business";
import { testimonialsIn, type Testimonial } from "./testimonials";
import type { Action, Art, CallToAction, Card, Feature } from "./types";

/** The home page's content sections (spec §2.3) as one language shows them. */
export type HomeContent = {
  hero: { heading: string; tagline: string; action: Action; image: Art };
  band: { heading: string; text: string; actions: [Action, Action] };
  whyChoose: { heading: string; cards: readonly Feature[] };
  collection: { heading: string; lead: string; cards: Card[] };
  services: { heading: string; lead: string; cards: Card[] };
  testimonials: { heading: string; items: Testimonial[]; carousel: HomeCatalogue["home"]["testimonials"]["carousel"] };
  /** Our Values: the image side alternates from one value to the next. */
  values: { heading: string; items: (Feature & { image: Art })[] };
  ourServices: { heading: string; items: readonly Feature[] };
  process: { heading: string; items: readonly Feature[] };
  closingCta: CallToAction;
  /** What each card's button is about, for screen readers: a message with `{title}`. */
  about: string;
};

type Words = HomeCatalogue;

/** The collection cards (anchor products), each to its collection. */
const COLLECTIONS: Record<keyof Words["home"]["collection"]["cards"], { to: string; motif: Motif }> = {
  shades: { to: "/collections/shades", motif: "roman" },
  blinds: { to: "/collections/blinds", motif: "horizontal" },
  drapery: { to: "/collections/drapery", motif: "drapery" },
  motorized: { to: "/collections/motorized", motif: "motorized" },
};

/** The services cards (anchor services), each to its service page and with a quote button. */
const SERVICES: Record<keyof Words["home"]["services"]["cards"], { to: string; motif: Motif }> = {
  "custom-design": { to: "/services/custom-design", motif: "design" },
  installation: { to: "/services/installation", motif: "install" },
  consultation: { to: "/services/consultation", motif: "consult" },
};

/** Our Values, in order, each with its picture. */
const VALUES: Record<keyof Words["home"]["values"]["items"], Motif> = {
  craftsmanship: "craft",
  satisfaction: "heart",
  innovation: "idea",
};

function collectionCards(words: Words): Card[] {
  const entries = Object.entries(COLLECTIONS) as [keyof typeof COLLECTIONS, (typeof COLLECTIONS)["shades"]][];
  return entries.map(([key, { to, motif }]) => {
    const own = words.home.collection.cards[key];
    return {
      title: own.title,
      description: own.description,
      image: art(motif, own.alt),
      link: { to, label: words.common.actions.learnMore },
    };
  });
}

function serviceCards(words: Words): Card[] {
  const entries = Object.entries(SERVICES) as [keyof typeof SERVICES, (typeof SERVICES)["installation"]][];
  return entries.map(([key, { to, motif }]) => {
    const own = words.home.services.cards[key];
    return {
      title: own.title,
      description: own.description,
      image: art(motif, own.alt),
      link: { to, label: words.common.actions.learnMore },
      secondary: { to: "/quote-request", label: words.common.actions.requestQuote },
    };
  });
}

function valueItems(words: Words): (Feature & { image: Art })[] {
  const entries = Object.entries(VALUES) as [keyof typeof VALUES, Motif][];
  return entries.map(([key, motif]) => {
    const own = words.home.values.items[key];
    return { title: own.title, description: own.description, image: art(motif, own.alt) };
  });
}

/** The home page's content in `words` (the home page's part of a language's content catalogue). */
export function homeContentIn(words: Words): HomeContent {
  const home = words.home;
  return {
    hero: {
      heading: business.name,
      tagline: words.business.tagline,
      action: { to: "/collections", label: home.hero.action },
      image: art("hero", home.hero.imageAlt),
    },
    band: {
      heading: home.band.heading,
      text: home.band.text,
      actions: [
        { to: "/contact", label: words.common.actions.scheduleConsultation },
        { to: "/collections", label: home.band.viewCollections },
      ],
    },
    whyChoose: { heading: format(home.whyChoose.heading, { business: business.name }), cards: home.whyChoose.cards },
    collection: { heading: home.collection.heading, lead: home.collection.lead, cards: collectionCards(words) },
    services: { heading: home.services.heading, lead: home.services.lead, cards: serviceCards(words) },
    testimonials: {
      heading: home.testimonials.heading,
      items: testimonialsIn(words),
      carousel: home.testimonials.carousel,
    },
    values: { heading: home.values.heading, items: valueItems(words) },
    ourServices: home.ourServices,
    process: home.process,
    closingCta: {
      heading: home.closingCta.heading,
      text: home.closingCta.text,
      actions: [{ to: "/contact", label: home.closingCta.action }],
    },
    about: words.common.cardActionAbout,
  };
}

export function homeContentFor(locale: Locale): HomeContent {
  return homeContentIn(homeCatalogueFor(locale));
}
