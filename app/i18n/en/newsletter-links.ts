/** English: the pages of the newsletter's e-mailed links (issue 19), /newsletter/confirm and /newsletter/unsubscribe. */
export const enNewsletterLinks = {
  newsletterLinks: {
    /** The text of the link to /newsletter in the messages below ({link}). */
    newsletterPage: "newsletter page",
    home: "Back to the home page",
    invalidTitle: "This link does not work",
    tryLaterTitle: "Please try again in a moment",
    tryLater: "We could not record your request just now. Please use the link again in a few minutes.",
    confirm: {
      askTitle: "Confirm your subscription",
      doneTitle: "You are subscribed",
      goneTitle: "This link has expired",
      question: "Send our newsletter to {email}?",
      button: "Confirm subscription",
      done: "Thank you. The newsletter will come to {email}; every issue has a link to unsubscribe. A welcome e-mail is on its way.",
      gone: "A confirmation link works for 7 days, and only until the address unsubscribes. Please subscribe again on our {link}.",
      invalid:
        "The confirmation link is incomplete or was changed. Please use the link from the newest e-mail, or subscribe again on our {link}.",
    },
    unsubscribe: {
      askTitle: "Unsubscribe from our newsletter",
      doneTitle: "You are unsubscribed",
      goneTitle: "You are unsubscribed",
      question: "Stop sending the newsletter to {email}?",
      button: "Unsubscribe",
      done: "We will not send the newsletter to {email} again. You can subscribe again at any time on our {link}.",
      gone: "We will not send the newsletter to this address again.",
      invalid:
        "The unsubscribe link is incomplete or was changed. Please use the link from the newest e-mail, or reply to it and we will remove you by hand.",
    },
  },
} as const;
