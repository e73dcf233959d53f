/** Every notice text of spec §8, verbatim, in one place for the browser and the route actions. */
export const MESSAGES = {
  contact: {
    sent: "Message sent successfully! We will get back to you soon.",
    failed: "There was an error sending your message. Please try again.",
  },
  quote: {
    sent: "Your quote request has been sent successfully! We will contact you shortly.",
    failed: "Failed to send quote request. Please try again or contact us directly.",
  },
  newsletter: {
    sent: "Thank you for subscribing to our newsletter!",
    /** Issue 19, double opt-in: shown after the spec's success text; nothing is sent until the link is followed. */
    checkInbox: "Please check your inbox to confirm your subscription.",
    failed: "Failed to subscribe to newsletter",
    invalid: "Please enter a valid email address",
    unknown: "An error occurred",
  },
} as const;

export const SENDING = "Sending...";
