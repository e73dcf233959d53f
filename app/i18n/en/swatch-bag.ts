/**
 * English: the swatch bag's page (/swatches, issue 36) — the bag, its two choices, the mailing form — and what its
 * action and the swatch API answer. The swatches' own names are the content catalogue's (content/swatches.ts).
 */
export const enSwatchBag = {
  swatchBag: {
    intro: "Up to {max} swatches, free: we mail them to your door, or bring them to your free in-home consultation.",
    listHeading: "In your bag",
    count: { one: "{count} swatch of the {max} you may choose", other: "{count} swatches of the {max} you may choose" },
    empty: "Your bag is empty.",
    browse: "Press “Add free swatch” beside the colours and materials you like on any style page.",
    browseLink: "See our collections",
    /** The remove button; the swatch's name follows it for screen readers. */
    remove: "Remove",
    removeName: "Remove {name}",
    chooseHeading: "How would you like them?",
    mailHeading: "Mail them to me",
    mailIntro: "Free, to any US address. One mailed order per household every 30 days.",
    bringHeading: "Bring them to my consultation",
    bringIntro:
      "A designer brings these swatches, with the rest of our samples, to your free in-home consultation and helps you choose in your own light.",
    bringAction: "Book a consultation with these swatches",
    orderedHeading: "Your swatches are on their way to being packed",
    orderedText:
      "Thank you. We have e-mailed you a confirmation, and we will e-mail you the tracking number as soon as they ship.",
    orderedAgain: "Keep browsing our collections",
    form: {
      name: "Full Name",
      addressLine1: "Street address",
      addressLine2: "Apartment, suite or unit",
      city: "City",
      state: "State",
      stateHint: "Two letters, such as CA",
      zip: "ZIP code",
      zipHint: "5 digits, or ZIP+4",
      submit: "Mail My Free Swatches",
      /** The post got no answer at all (the network): nothing was ordered. */
      unanswered: "We could not reach the server, so nothing was ordered. Please check your connection and try again.",
    },
    answers: {
      unknownSwatch: "That swatch is not in our catalogue any more. Please choose another.",
      unknownAction: "We did not understand that request. Please try again from your swatch bag.",
      recentlySent:
        "We have already mailed swatches to this address or e-mail address in the last 30 days. We are happy to bring them to a free consultation instead, or call us if they never arrived.",
      emptyBag: "Your bag is empty: add the swatches you would like first.",
      unavailable: "We cannot take swatch orders right now. Please try again shortly, or call us.",
    },
  },
} as const;
