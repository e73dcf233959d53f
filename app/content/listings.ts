import { art } from "./art";
import { collectionTiles, motorizedBenefits, motorizedProducts, productTiles, whyOurProducts } from "./collections";
import { consultationCta } from "./styles/build";
import type { ListingPage } from "./types";

export const listingPages = {
  collections: {
    hero: {
      heading: "Our Collections",
      intro: "Four families of made-to-measure window treatments, each in hundreds of fabrics and finishes.",
      image: art("hero", "", 2),
    },
    grid: { heading: "Browse by Collection", cards: collectionTiles },
    cta: consultationCta,
  },
  products: {
    hero: {
      heading: "Our Products",
      intro: "Blinds, curtains, shades and the accessories that finish them, all made to measure.",
      image: art("roller", "", 3),
    },
    grid: { heading: "Shop by Product", cards: productTiles },
    reasons: { heading: "Why Choose Our Products", items: whyOurProducts },
    cta: consultationCta,
  },
  motorized: {
    hero: {
      heading: "Motorized Collection",
      intro: "Blinds, shades and drapery that move at a touch, on a schedule or with your voice.",
      image: art("motorized", "", 1),
    },
    grid: { heading: "Motorized Products", cards: motorizedProducts, layout: "services" },
    reasons: { heading: "Why Go Motorized", items: motorizedBenefits },
    cta: consultationCta,
  },
} satisfies Record<string, ListingPage>;
