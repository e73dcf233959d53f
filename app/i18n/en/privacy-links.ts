/**
 * English: the pages of a privacy request's e-mailed links (decision 0022), /privacy-request/confirm and
 * /privacy-request/download. Their words say nothing about what the site holds for the address.
 */
export const enPrivacyLinks = {
  privacyLinks: {
    /** The text of the link to /privacy-request in the messages below ({link}). */
    requestPage: "privacy request page",
    home: "Back to the home page",
    /** What was asked for, as the object of the question below. */
    what: {
      access: "a copy of the data we hold about you",
      erasure: "the deletion of the data we hold about you",
    },
    confirm: {
      askTitle: "Confirm your privacy request",
      question: "Did you ask us for {what}, for {email}?",
      button: "Yes, confirm my request",
      doneTitle: "Your request is confirmed",
      done: "Thank you. We will answer by e-mail within {days} days of your request.",
      goneTitle: "This link has expired",
      gone: "A confirmation link works for {days} days. Please make your request again on our {link}.",
    },
    download: {
      readyTitle: "Your data is ready",
      ready: "Download a copy of the data we hold about you, as a JSON file that any text editor opens.",
      button: "Download my data",
      goneTitle: "This link has expired",
      gone: "A download link works for {days} days. Please make a new request on our {link}.",
    },
    tryLaterTitle: "Please try again in a moment",
    tryLater: "We could not record your confirmation just now. Please use the link again in a few minutes.",
  },
} as const;
