/**
 * English: what an order's page and its feedback form say after the installation (issue 34, items 3–5): the
 * balance, the private feedback form (/proposal/<token>/feedback) and the customer's referral link.
 */
export const enAfterSale = {
  afterSale: {
    balance: {
      heading: "Balance",
      due: "Your window treatments are installed: the balance of {amount} is due.",
      pay: "Pay the balance",
      stripe: "You pay on Stripe's secure page and come back here.",
      offline: "The balance of {amount} is paid by check or by card: call us at {phone} to arrange it.",
      paid: "Paid in full. Thank you.",
      thanks: "Thank you. We are confirming your payment: this page shows it in a moment.",
      cancelled: "The payment was cancelled. Nothing was charged.",
      unavailable: "Card payment is not available right now. Call us at {phone} to pay the balance.",
    },
    referral: {
      heading: "Share with a neighbour",
      intro:
        "Know someone who would like made-to-measure window treatments? Send them your personal link: their quote request reaches us marked as referred by a neighbour, and we thank you for it.",
      link: "Your referral link",
    },
    feedback: {
      heading: "How did it go?",
      intro: "Tell us privately how your installation went. Only our team reads it.",
      stars: "Your score",
      /** Each score as a screen reader says it. */
      starNames: ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"],
      comment: "Comment (optional)",
      submit: "Send",
      thanks: "Thank you for telling us.",
      given: "You gave us {stars} out of 5 on {date}. Thank you.",
      review: "Would you tell others too? A public review helps your neighbours find us.",
      reviewLink: "Write a public review",
      failed: "Your feedback could not be saved. Please try again in a moment.",
      back: "Back to your order",
    },
  },
} as const;
