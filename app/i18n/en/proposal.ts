/**
 * English: the customer's proposal (issue 33) as its page, its PDF and its forms show it: /proposal/<token>.
 * The server writes the PDF with the same words, in the customer's language.
 */
export const enProposal = {
  proposal: {
    title: "Proposal {number}",
    version: "Version {version}",
    sentOn: "Sent {date}",
    validUntil: "Valid until {date}",
    from: "From",
    preparedFor: "Prepared for",
    /** The line table's column headings. */
    columns: { item: "Item", details: "Details", quantity: "Qty", unitPrice: "Unit price", amount: "Amount" },
    tableLabel: "What the proposal includes",
    size: "{width} × {height} in",
    totals: {
      goods: "Products",
      discount: "Discount",
      installation: "Installation",
      tax: "Sales tax ({rate}%)",
      total: "Total",
      deposit: "Deposit due on acceptance ({percent}%)",
      balance: "Balance due on installation",
    },
    totalsLabel: "Totals",
    notes: "Notes",
    terms: "Terms",
    /** The terms every proposal carries; the facts come from app/content/proposal-terms.ts. */
    termsList: [
      "Prices are in US dollars and include the products, options and work listed above; sales tax is shown separately.",
      "A deposit of {depositPercent}% of the total is due when you accept this proposal. The balance is due on the day of installation.",
      "Your window treatments are made to measure after acceptance. Once production starts, an order cannot be cancelled or changed; the deposit covers materials already ordered.",
      "Installation is scheduled with you once your products arrive, usually within {leadTimeWeeks} weeks of acceptance.",
      "Products carry the manufacturer's warranty; our installation workmanship is guaranteed for one year.",
      "This proposal can be accepted until the date shown above. After that, prices may change and we will gladly prepare an updated one.",
    ],
    print: "Print",
    downloadPdf: "Download the PDF",
    acceptance: {
      heading: "Acceptance",
      signedBy: "Accepted and signed by {name}",
      signedAt: "On {when}",
      ofVersion: "Version {version} of the proposal",
      fingerprint: "SHA-256 of the proposal: {hash}",
    },
    status: {
      accepted: "You accepted this proposal. Thank you — we will be in touch to schedule the work.",
      declined: "You declined this proposal on {date}. If you change your mind, contact us for an updated one.",
      expired:
        "This proposal expired on {date}. Prices may have changed: contact us at {phone} or {email} and we will prepare an updated one.",
    },
    accept: {
      heading: "Accept this proposal",
      intro:
        "To accept, type your full name as your signature and confirm. It has the same effect as signing on paper.",
      name: "Your full name",
      agree: "I agree to the terms and authorise the work described",
      submit: "Accept and sign",
      sending: "Signing...",
      done: "Thank you. The proposal is accepted; a copy is on its way to you by e-mail.",
    },
    decline: {
      heading: "Not going ahead?",
      reason: "Reason (optional)",
      reasonHint: "It helps us improve; you can leave it empty.",
      submit: "Decline the proposal",
      sending: "Sending...",
      done: "You declined the proposal. Thank you for letting us know.",
    },
    errors: {
      superseded:
        "This proposal has been updated since you opened it. Please review the new version below before accepting.",
      expired:
        "This proposal has expired and can no longer be accepted. Contact us and we will prepare an updated one.",
      invalid: "Please check the highlighted fields.",
      failed: "Something went wrong and nothing was recorded. Please try again in a moment.",
      accepted: "This proposal is already accepted.",
    },
    deposit: {
      heading: "Deposit",
      due: "Deposit due: {amount}",
      pay: "Pay the deposit by card",
      paid: "Deposit received: {amount}. Thank you.",
      offline:
        "To pay the deposit of {amount}, give us a check or pay by card at the measuring or installation visit, or call us at {phone}.",
      thanks:
        "Thank you. Your payment is being confirmed; a receipt will follow by e-mail once the payment has gone through.",
      cancelled: "The payment was not completed. You can try again whenever you are ready.",
      unavailable: "Card payment is not available right now. Please try again shortly, or call us at {phone}.",
      stripe: "You will be taken to our payment provider, Stripe, to pay securely.",
    },
    /** The order's progress once the proposal is accepted (issue 34). */
    order: {
      heading: "Your order",
      intro: "Where your order stands. We e-mail you at each step.",
      stages: {
        signed: "Signed",
        deposit_paid: "Deposit paid",
        ordered: "Ordered",
        arrived: "Arrived",
        installation_booked: "Installation booked",
        installed: "Installed",
        paid: "Paid in full",
        cancelled: "Cancelled",
      },
      notYet: "Not yet",
      current: "(current stage)",
      expectedWeek: "Expected in the week of {date}.",
      cancelled: "This order was cancelled. If you have any questions, call us at {phone}.",
    },
    pdf: {
      page: "Page {page} of {pages}",
      fileName: "proposal-{number}.pdf",
    },
  },
} as const;
