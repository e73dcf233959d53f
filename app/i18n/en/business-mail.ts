/**
 * The business's own e-mails (a new lead, a booking change), in English whatever the customer's language: staff
 * read them. Kept apart from the customer catalogues, which every language fills.
 */
export const businessMail = {
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    location: "Location",
    coordinates: "Coordinates",
    received: "Received",
    reference: "Reference",
    productType: "Product type",
    model: "Model",
    customModel: "Custom model",
    quantity: "Quantity",
    windowDimensions: "Window dimensions",
    color: "Color",
    material: "Material",
    installationRequired: "Installation required",
    estimate: "Estimate",
    /** The language the customer wrote in, and is answered in (issue 32). */
    language: "Language",
    /** A privacy request's (docs/decisions/0022). */
    request: "Asks for",
    note: "Note",
    confirmed: "Confirmed",
    answerBy: "Answer by",
    legalDeadline: "Legal deadline",
  },
  contactSubject: "New message from {name}",
  quoteSubject: "Quote request: {quantity} × {productType} from {name}",
  swatchSubject: "Swatch order: {count} to mail to {name} ({place})",
  swatchesHeading: "Swatches to pack",
  bringSwatchesHeading: "Swatches to bring",
  address: "Address",
  photosHeading: "Photos (links work for 14 days):",
  photoInDatabase: "(in the database)",
  privacyRequestSubject: "Privacy request ({request}): {email}",
  privacyRequests: { access: "a copy of their data", erasure: "deletion of their data" },
  privacyRequestIntro: [
    "The person confirmed this request from their e-mail. Answer it from its page in the back office: {link}",
    "Answer by {answerBy} as the privacy policy promises ({answerDays} days); the law's deadline is {legalDeadline} ({legalDays} days, CCPA).",
  ],
  /** A proposal's notices to the business (issue 33). */
  proposal: {
    acceptedSubject: "Proposal {number} accepted by {name}: {total}",
    declinedSubject: "Proposal {number} declined by {name}",
    paidSubject: "Deposit received: {amount} for proposal {number}",
    reviewSubject: "Payment to review: proposal {number}",
    labels: {
      proposal: "Proposal",
      customer: "Customer",
      total: "Total",
      deposit: "Deposit",
      signedBy: "Signed by",
      signedAt: "Signed at",
      fingerprint: "SHA-256",
      reason: "Reason",
      amount: "Amount",
      method: "Method",
      review: "Why it needs a look",
      backOffice: "In the back office",
    },
    reviewReasons: {
      amount_mismatch: "the amount paid is not the proposal's deposit",
      currency_mismatch: "the payment is not in US dollars",
      version_mismatch: "the payment is for a version that was not accepted",
      already_paid: "the deposit was already paid: refund one of the payments",
    },
  },
  /** An order's balance and feedback (issue 34). */
  afterSale: {
    balancePaidSubject: "Balance received: {amount} for order {number}",
    balanceReviewSubject: "Balance payment to review: order {number}",
    balanceReviewReasons: {
      amount_mismatch: "the amount paid is not the order's balance",
      currency_mismatch: "the payment is not in US dollars",
      version_mismatch: "the payment is for a version that was not accepted",
      not_installed: "the order is not marked Installed",
      already_paid: "the balance was already paid: refund one of the payments",
    },
  },
  /** A text from a number no lead knew, which became a "text" lead (issue 35). */
  textLead: {
    subject: "New text message lead from {phone}",
    intro:
      "A number no lead knew texted the business: a new text message lead. Answer it by text from its page in the back office; a reply to this e-mail reaches no one.",
  },
} as const;
