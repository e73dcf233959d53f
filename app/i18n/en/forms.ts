/** English: what every lead form shares (fields, sending state, notices). Plain text with `{name}` placeholders (../format.ts). */
export const enForms = {
  forms: {
    /** Spec §4: the submit button while a form is on its way. */
    sending: "Sending...",
    email: "Email Address",
    phone: "Phone Number",
    optional: "Optional",
    /** The honeypot's label: hidden from people, read by bots. */
    honeypot: "Leave this field empty",
    closeNotice: "Close notice",
    /** Issue 35: the box beside every phone number; unticked by default, and stored word for word when ticked. */
    smsConsent: "Text me about my appointment and order (message and data rates may apply; reply STOP to opt out)",
  },
} as const;
