/**
 * The category pages (spec §2.8), by path: the hero's sentence and the cards (keyed by card;
 * where they lead, their pictures and quote links are in app/content/categories.ts). A page's
 * heading is its name in ./pages.ts, and so are the labels of its "more" links.
 */
export const enCategories = {
  "/collections/blinds": {
    intro: "Precise light control in wood, aluminum and fabric, made to measure for every window.",
    cardsHeading: "Choose Your Blinds",
    cards: {
      "vertical-blinds": {
        title: "Vertical Blinds",
        description: "Vanes that glide across patio doors and wide windows.",
        alt: "Illustration of vertical blinds",
      },
      "horizontal-blinds": {
        title: "Horizontal Blinds",
        description: "Classic tilting slats in wood, faux wood and aluminum.",
        alt: "Illustration of horizontal blinds",
      },
      "mini-blinds": {
        title: "Mini Blinds",
        description: "Slim slats for small and shallow windows.",
        alt: "Illustration of mini blinds",
      },
      "panel-blinds": {
        title: "Panel Blinds",
        description: "Wide sliding panels for large spans of glass.",
        alt: "Illustration of panel blinds",
      },
    },
  },
  "/collections/curtains": {
    intro: "Sheer, blackout, thermal and decorative curtains sewn to your measurements.",
    cardsHeading: "Choose Your Curtains",
    cards: {
      "sheer-curtains": {
        title: "Sheer Curtains",
        description: "Soft daylight and daytime privacy.",
        alt: "Illustration of sheer curtains",
      },
      "blackout-curtains": {
        title: "Blackout Curtains",
        description: "Block up to 99% of light for restful sleep.",
        alt: "Illustration of blackout curtains",
      },
      "thermal-curtains": {
        title: "Thermal Curtains",
        description: "Insulated layers that keep rooms comfortable.",
        alt: "Illustration of thermal curtains",
      },
      "decorative-curtains": {
        title: "Decorative Curtains",
        description: "Patterns, textures and trims with personality.",
        alt: "Illustration of decorative curtains",
      },
    },
  },
  "/collections/shades": {
    intro: "Roller, Roman, cellular and woven wood shades in fabrics chosen for each room.",
    cardsHeading: "Choose Your Shades",
    cards: {
      roller: {
        title: "Roller Shades",
        description: "Clean, simple and easy to operate.",
        alt: "Illustration of a roller shade",
      },
      roman: {
        title: "Roman Shades",
        description: "Soft fabric folds with a tailored finish.",
        alt: "Illustration of a Roman shade",
      },
      cellular: {
        title: "Cellular Shades",
        description: "Honeycomb insulation for energy savings.",
        alt: "Illustration of a cellular shade",
      },
      motorized: {
        title: "Motorized Shades",
        description: "Smart control from a remote, app or schedule.",
        alt: "Illustration of a motorized shade with remote",
      },
    },
    moreHeading: "Also in shades",
  },
  "/collections/drapery": {
    intro: "Floor-length drapery in fine fabrics, pleated and finished by hand.",
    cardsHeading: "Choose Your Drapery",
    cards: {
      sheer: {
        title: "Sheer Drapery",
        description: "Airy panels that soften the light.",
        alt: "Illustration of sheer drapery",
      },
      blackout: {
        title: "Blackout Drapery",
        description: "Lined panels for complete darkness.",
        alt: "Illustration of blackout drapery",
      },
      fabric: {
        title: "Fabric Drapery",
        description: "Your choice of hundreds of fabrics.",
        alt: "Illustration of fabric drapery",
      },
    },
    moreHeading: "More drapery styles",
  },
  "/collections/accessories": {
    intro: "Rods, finials, valances and tiebacks that complete every window.",
    cardsHeading: "Finishing Touches",
    cards: {
      "curtain-rods": {
        title: "Curtain Rods",
        description: "Sturdy rods and tracks in many finishes.",
        alt: "Illustration of curtain rods",
      },
      finials: {
        title: "Finials",
        description: "Decorative ends for your curtain rods.",
        alt: "Illustration of finials",
      },
      valances: {
        title: "Valances",
        description: "Top treatments that frame the window.",
        alt: "Illustration of valances",
      },
      tiebacks: {
        title: "Tiebacks",
        description: "Hold curtains open in graceful curves.",
        alt: "Illustration of tiebacks",
      },
    },
  },
} as const;
