/**
 * The pages that list collections or products (spec §2.8): /collections, /products and
 * /collections/motorized. Which cards each shows, where they lead and their pictures are in
 * app/content/listings.ts.
 */
export const enListings = {
  /** The collection tiles of /collections and /products, by collection. */
  tiles: {
    blinds: {
      title: "Blinds",
      description: "Precise light control in wood, aluminum and fabric.",
      alt: "Illustration of horizontal blinds",
    },
    curtains: {
      title: "Curtains",
      description: "Sheer, blackout, thermal and decorative curtains.",
      alt: "Illustration of sheer curtains",
    },
    shades: {
      title: "Shades",
      description: "Roller, Roman, cellular and woven wood shades.",
      alt: "Illustration of a roller shade",
    },
    drapery: {
      title: "Drapery",
      description: "Tailored drapery, pleated and finished by hand.",
      alt: "Illustration of drapery",
    },
    accessories: {
      title: "Accessories",
      description: "Rods, finials, valances and tiebacks.",
      alt: "Illustration of a curtain rod finial",
    },
  },
  collections: {
    heading: "Our Collections",
    intro: "Four families of made-to-measure window treatments, each in hundreds of fabrics and finishes.",
    gridHeading: "Browse by Collection",
    /** The tiles' buttons, by collection. */
    actions: {
      blinds: "Explore Blinds",
      curtains: "Explore Curtains",
      shades: "Explore Shades",
      drapery: "Explore Drapery",
    },
  },
  products: {
    heading: "Our Products",
    intro: "Blinds, curtains, shades and the accessories that finish them, all made to measure.",
    gridHeading: "Shop by Product",
    actions: {
      blinds: "View Blinds",
      curtains: "View Curtains",
      shades: "View Shades",
      accessories: "View Accessories",
    },
    reasonsHeading: "Why Choose Our Products",
    reasons: [
      { title: "Premium Quality", description: "Fabrics, slats and hardware from trusted makers, built to last." },
      { title: "Custom Solutions", description: "Every piece made to measure for your windows and your style." },
      { title: "Expert Installation", description: "Fitted by our own installers, level, secure and tidy." },
    ],
  },
  motorized: {
    heading: "Motorized Collection",
    intro: "Blinds, shades and drapery that move at a touch, on a schedule or with your voice.",
    gridHeading: "Motorized Products",
    /** The products, by product type (spec §2.9 notes). */
    cards: {
      blinds: {
        title: "Motorized Blinds",
        description: "Tilt and lift blinds from a remote, app or schedule.",
        alt: "Illustration of horizontal blinds",
      },
      shades: {
        title: "Motorized Shades",
        description: "Quiet roller, Roman and cellular shades that move on their own.",
        alt: "Illustration of a motorized shade with remote",
      },
      drapery: {
        title: "Motorized Drapery",
        description: "Drapery that opens with the sunrise and closes at night.",
        alt: "Illustration of motorized drapery with remote",
      },
    },
    reasonsHeading: "Why Go Motorized",
    reasons: [
      { title: "Smart Home Ready", description: "Control with voice assistants, apps and home hubs." },
      { title: "Child and Pet Safe", description: "No cords to tangle or pull." },
      { title: "Scheduled Comfort", description: "Open and close on a timetable, even when you are away." },
    ],
  },
} as const;
