/** English: the /book page (issue 12): its heading and the booking form. */
export const enBooking = {
  booking: {
    heading: "Book a Free Consultation",
    intro:
      "Choose a time and a designer from {business} comes to you: about an hour, with fabric and material samples, measurements of every window and honest advice. There is no charge and no obligation.",
    noTimesHeading: "No free times in the next two weeks",
    /** {link} is `noTimesLink`, a link to /contact. */
    noTimesText: "Every consultation slot is taken for now. {link} and we will find a time that suits you.",
    noTimesLink: "Send us a message",
    formHeading: "Pick a time for your free consultation",
    name: "Your Name",
    address: "Address of the visit",
    addressHint: "Type the address, or search the map and pick the place.",
    rooms: "Rooms to look at",
    message: "Anything we should know?",
    /** The swatches of the visitor's bag (issue 36), offered to be brought to the visit. */
    swatchesLegend: "Swatches to bring",
    swatchesHint: "A designer brings these from your swatch bag. Untick any you no longer want.",
    submit: "Book Consultation",
    /** Checked in the browser before sending (the time radios are not `required`). */
    chooseTime: "Please choose a time",
    /** The post got no answer at all (the network): nothing was booked. */
    unanswered: "We could not reach the server, so nothing was booked. Please check your connection and try again.",
  },
} as const;
