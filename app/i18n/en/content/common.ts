/** Words several content pages share: the buttons of cards and heroes, back links, the consultation call to action. */
export const enCommon = {
  actions: {
    learnMore: "Learn More",
    requestQuote: "Request a Quote",
    /** The style cards' shorter button. */
    requestQuoteShort: "Request Quote",
    scheduleConsultation: "Schedule Consultation",
  },
  /** What a card's button is about, for screen readers: "Learn More about Shades". */
  cardActionAbout: "about {title}",
  back: {
    home: "Back to Home",
    collections: "Back to Collections",
    gallery: "Back to Gallery",
    blinds: "Back to Blinds",
    curtains: "Back to Curtains",
    shades: "Back to Shades",
    drapery: "Back to Drapery",
    accessories: "Back to Accessories",
  },
  /** The closing call to action of the collection, category and style pages. */
  consultationCta: {
    heading: "Not sure which style suits your windows?",
    text: "Book a free consultation: we measure, bring samples and help you choose, with no obligation.",
  },
} as const;
