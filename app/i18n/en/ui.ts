/**
 * The English interface catalogue: every word of the site's chrome, forms, notices and
 * validation messages that a visitor reads. Plain text with `{name}` placeholders
 * (./format.ts); the keys are the contract every other language fills.
 */
export const enUi = {
  common: {
    skipToContent: "Skip to content",
  },
  notFound: {
    code: "404",
    heading: "Page Not Found",
    text: "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
    home: "Return to Home",
  },
  errorPage: {
    heading: "Something went wrong",
    text: "We could not show this page. Please try again, or call us on {phone}.",
  },
  tooLarge: {
    heading: "Your message is too long to send",
    text: "Nothing was sent. Please shorten your message and try again, or call us on {phone}.",
    textWithLimit:
      "Nothing was sent: this form takes at most {size} at once, photos included. Please send less and try again, or call us on {phone}.",
    back: "Back to the form",
  },
} as const;
