/** English: the invitation to book online (issue 12), on /contact and /services/consultation. */
export const enBookingPanel = {
  bookingPanel: {
    heading: "Book your free consultation online",
    text: "Pick a day and time that suit you: a designer visits with samples and measures your windows, in about an hour.",
    button: "Choose a time",
  },
} as const;
