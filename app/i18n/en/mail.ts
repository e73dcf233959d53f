/**
 * The English e-mail catalogue: every sentence of the e-mails a visitor or customer receives, and their
 * calendar invitations. Plain text with `{name}` placeholders (../format.ts). Server code only reads it.
 */
export const enMail = {
  newsletter: {
    confirmSubject: "Please confirm your subscription to the {business} newsletter",
    confirmBody: [
      "Someone, we hope you, asked for the {business} newsletter to be sent to this address.",
      "",
      "To confirm, open this link within {days} days: {link}",
      "",
      "If it was not you, ignore this e-mail: without confirmation we send nothing more and forget the address.",
      "",
    ],
    welcomeSubject: "Welcome to the {business} newsletter",
    welcomeBody: [
      "Thank you for subscribing to the {business} newsletter.",
      "We will write now and then with new collections, styling ideas and offers.",
      "",
      "To stop receiving these e-mails, open: {link}",
      "",
    ],
  },
} as const;
