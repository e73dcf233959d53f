/** English: the newsletter page and form (spec §2.6, §4, §5, §8). */
export const enNewsletter = {
  newsletter: {
    heading: "Join Our Newsletter",
    intro: "Stay up to date with our latest products, design ideas and special offers.",
    privacy:
      "We respect your privacy. Your email address is only used to send you our newsletter, and you can unsubscribe at any time.",
    consent: "By subscribing, you agree to receive marketing emails from us about our products, services and offers.",
    benefitsLabel: "Why subscribe",
    benefits: [
      {
        title: "Exclusive Offers",
        text: "Be the first to hear about subscriber-only discounts and seasonal savings on custom window treatments.",
      },
      {
        title: "Design Inspiration",
        text: "Ideas, trends and styling tips to help you choose the right blinds, shades and curtains for every room.",
      },
      {
        title: "New Collections",
        text: "Early previews of new fabrics, finishes and motorized systems as soon as they arrive.",
      },
    ],
    formLabel: "Newsletter",
    placeholder: "Enter your email address",
    submitting: "Subscribing...",
    submit: "Subscribe to Newsletter",
    /**
     * Spec §8's success text, then issue 19's double opt-in: nothing is sent until the
     * e-mailed link is followed.
     */
    sent: "Thank you for subscribing to our newsletter! Please check your inbox to confirm your subscription.",
    failed: "Failed to subscribe to newsletter",
    invalid: "Please enter a valid email address",
    unknown: "An error occurred",
  },
} as const;
