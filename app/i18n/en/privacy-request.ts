/** English: /privacy-request, where a person asks for a copy of their data or its deletion (decision 0022). */
export const enPrivacyRequest = {
  privacyRequest: {
    heading: "Privacy Request",
    intro:
      "Ask for a copy of the personal data we hold about you, or for its deletion. We first e-mail you a link to confirm that the request is yours: until you confirm, nothing is sent or deleted, so no one else can ask for your data.",
    formLabel: "Your privacy request",
    /** The e-mail field's hint: the request covers what we hold for this address. */
    emailHint: "The address you used with us: the request covers what we hold for it.",
    what: "What are you asking for?",
    access: "A copy of the data you hold about me",
    erasure: "Delete the data you hold about me",
    note: "Anything we should know?",
    noteHint: "Optional. For example, another address or phone number you used with us.",
    submit: "Send Request",
    sent: "Thank you. Please check your inbox: we have e-mailed you a link to confirm your request. It works for {days} days.",
    failed: "There was an error sending your request. Please try again.",
    nextHeading: "What happens next",
    next: [
      "Open the link in our e-mail and press its button to confirm the request.",
      "We answer by e-mail within {days} days: a link to download a copy of your data, or word that it has been deleted.",
      "We keep a record of your request and our answer for {months} months, as the law requires, and use it for nothing else.",
    ],
    /** The sentence linking to the policy: "{link}" is the policy's name as a link. */
    policy: "How we handle your data is set out in our {link}.",
    policyLink: "privacy policy",
  },
} as const;
