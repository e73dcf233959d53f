/**
 * The English e-mail catalogue: every sentence of the e-mails a visitor or customer receives, and their
 * calendar invitations. Plain text with `{name}` placeholders (../format.ts). Server code only reads it.
 */
export const enMail = {
  /** Said at the end of every e-mail to a customer. */
  signature: "{business} · {phone}",
  booking: {
    subjects: {
      booked: "Your consultation is booked: {when}",
      moved: "Your consultation has moved to {when}",
      cancelled: "Your consultation on {when} is cancelled",
      reminder: "Reminder: your consultation is tomorrow, {when}",
    },
    openings: {
      booked: "Thank you, {name}. Your free in-home consultation is booked.",
      moved: "Your free in-home consultation has moved.",
      movedFrom: "Your free in-home consultation has moved from {previous}.",
      cancelled: "Your free in-home consultation has been cancelled. We hope to see you another time.",
      reminder: "A reminder: your free in-home consultation is tomorrow.",
    },
    labels: { when: "When", where: "Where", reference: "Reference", consultant: "Your designer" },
    whatToExpect: [
      "What to expect: a designer visits for about an hour, brings fabric and material samples,",
      "measures your windows and talks through options and prices with you. There is no charge.",
    ],
    outsideArea: "Your address is outside our usual service area; we will call you to confirm the visit.",
    manage: "To reschedule or cancel: {link}",
    bookAgain: "To book a new time: {link}",
    calendar: {
      /** The calendar's own name, and the event's title and text (iCalendar NAME, SUMMARY and DESCRIPTION). */
      name: "{business} consultation",
      summary: "Free in-home consultation with {business}",
      description: "{business} visits you for about an hour with samples and takes measurements.",
      manage: "Reschedule or cancel: {link}",
    },
  },
  /** The acknowledgement a visitor gets of a message or a quote request (issue 32). */
  received: {
    contactSubject: "We have your message: {business}",
    quoteSubject: "We have your quote request: {business}",
    greeting: "Hello {name},",
    contactBody: "Thank you for your message. We will get back to you within one business day.",
    quoteBody: "Thank you for your quote request. We will contact you shortly with a quote for your windows.",
    estimate: "The estimate you saw: {estimate}. The exact price follows the free measurement at your home.",
    reference: "Reference: {id}",
  },
  /** Free swatches (issue 36): the order's acknowledgement, and the e-mail that gives the tracking number. */
  swatches: {
    receivedSubject: "We are packing your free swatches: {business}",
    shippedSubject: "Your free swatches are on their way: {business}",
    greeting: "Hello {name},",
    receivedBody: "Thank you for ordering free swatches. We will e-mail you the tracking number as soon as they ship.",
    shippedBody: "Your free swatches left today with {carrier}.",
    tracking: "Tracking number: {number}",
    follow: "Follow your parcel: {link}",
    listHeading: "Your swatches ({count}):",
    /** One swatch of the list: its name, then its style and, for fabrics, its opacity. */
    item: "{name}: {style}",
    itemWithOpacity: "{name}: {style}, {opacity}",
    addressHeading: "Mailing to:",
    nextStep: "Once you have chosen, book your free in-home consultation: {link}",
    reference: "Reference: {id}",
    /** Said in the booking e-mail when the customer asked for swatches to be brought to the visit. */
    bringing: "We will bring the swatches you chose:",
  },
  /** A proposal's e-mails to the customer (issue 33). */
  proposal: {
    sentSubject: "Your proposal from {business}: {number}",
    greeting: "Hello {name},",
    sentBody:
      "Thank you for the opportunity. Your proposal {number} is ready: {total} in total, with a deposit of {deposit} when you accept it.",
    sentLink: "Review it, download the PDF and accept it online: {link}",
    validUntil: "It can be accepted until {date}.",
    attached: "A PDF copy is attached.",
    pdfLink: "The PDF: {link}",
    acceptedSubject: "You accepted proposal {number}: {business}",
    acceptedBody: "Thank you: you accepted proposal {number} (version {version}) on {when}. The signed copy is below.",
    acceptedLink: "Your proposal: {link}",
    depositOnline: "The deposit of {deposit} can be paid by card on the proposal's page.",
    depositOffline: "The deposit of {deposit} is paid by check or by card at the visit; we will be in touch.",
    receiptSubject: "Receipt for your deposit: proposal {number}",
    receiptBody: "We received your deposit of {amount} for proposal {number} on {date}. Thank you.",
    receiptMethod: "Paid by: {method}",
    receiptBalance: "Balance due on installation: {balance}",
    /** How a deposit was paid, as the receipt says it. */
    methods: {
      card: "card",
      check: "check",
      cash: "cash",
      card_in_person: "card at the visit",
      transfer: "bank transfer",
      other: "other",
    },
  },
  /** The e-mail of each move of a signed proposal's order (issue 34). */
  order: {
    subject: "Your order {number}: {stage}",
    greeting: "Hello {name},",
    /** What each move means for the customer. */
    bodies: {
      ordered: "Your window treatments for order {number} are ordered and are being made to measure.",
      arrived:
        "Your window treatments for order {number} have arrived. We will contact you to arrange the installation.",
      installed: "Your window treatments for order {number} are installed. Thank you for choosing us.",
      paid: "Order {number} is paid in full. Thank you.",
      cancelled: "Order {number} is cancelled. If you have any questions, call us at {phone}.",
    },
    stages: {
      ordered: "ordered",
      arrived: "arrived",
      installed: "installed",
      paid: "paid in full",
      cancelled: "cancelled",
    },
    expectedWeek: "We expect them in the week of {date}.",
    link: "Follow your order: {link}",
  },
  /**
   * Text messages (issue 35): short, the business's name first so the customer knows who writes before opening it.
   * Carriers count 160 characters a part; a link or an address may make two.
   */
  sms: {
    booked: "{business}: your free consultation is booked for {when}. To reschedule or cancel: {link}",
    reminder: "{business}: a reminder of your free consultation, {when}. To reschedule or cancel: {link}",
    help: "{business}: texts about your consultation and order. Call us at {phone}. Reply STOP to opt out.",
    moved: "{business}: your free consultation is moved to {when}. To reschedule or cancel: {link}",
    cancelled: "{business}: your free consultation ({when}) is cancelled. To book another time: {link}",
    proposal: "{business}: your proposal {number} is ready. See it and accept it here: {link}",
    /** `{news}`: the order e-mail's sentence for the stage (order.bodies). */
    order: "{business}: {news} Follow your order: {link}",
    /** Sent when a consultant taps "On my way" in the back office's agenda; `{eta}` a time of day. */
    onMyWay: "{business}: your designer is on the way and should arrive at about {eta}.",
    /** An order's installation (issue 35, decision 0023): `{number}` the order's, `{link}` its page. */
    installationBooked:
      "{business}: the installation of order {number} is booked for {when}. To reschedule or cancel: {link}",
    installationReminder:
      "{business}: a reminder of the installation of order {number}, {when}. To reschedule or cancel: {link}",
    installationMoved:
      "{business}: the installation of order {number} is moved to {when}. To reschedule or cancel: {link}",
    installationCancelled:
      "{business}: the installation of order {number} ({when}) is cancelled. To choose another time: {link}",
  },
  /** After the installation (issue 34): the balance's receipt and the request for feedback two days later. */
  afterSale: {
    balanceReceiptSubject: "Receipt for your balance: order {number}",
    balanceReceiptBody: "We received the balance of {amount} for order {number} on {date}. Your order is paid in full.",
    balanceReceiptTotal: "Total of the order: {total}, deposit {deposit} and balance {amount}.",
    reviewSubject: "How did your installation go? Order {number}",
    reviewBody:
      "Your window treatments were installed two days ago. We would love to know how it went: it takes a minute.",
    reviewPrivate: "Tell us privately (only our team reads it): {link}",
    reviewPublic: "Or share your experience with others in a public review: {link}",
  },
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
  /**
   * A person's privacy request (docs/decisions/0022): the confirmation of the request, then the answer. Nothing in
   * them says whether the site holds anything about the address.
   */
  privacyRequest: {
    greeting: "Hello,",
    /** What was asked for, as the object of "asked {business} for …". */
    what: {
      access: "a copy of the data we hold about you",
      erasure: "the deletion of the data we hold about you",
    },
    confirmSubject: "Please confirm your privacy request: {business}",
    confirmBody: [
      "Someone, we hope you, asked {business} for {what}, giving this e-mail address.",
      "",
      "To confirm that the request is yours, open this link within {days} days and press the button on the page: {link}",
      "",
      "If it was not you, ignore this e-mail: without confirmation we do nothing, and we delete the request after {days} days.",
    ],
    copySubject: "A copy of your data: {business}",
    copyBody: [
      "You asked for a copy of the data {business} holds about you. It is ready.",
      "",
      "Open this link within {days} days and press the button on the page to download it as a JSON file, which any text editor opens: {link}",
      "",
      "The link is for you alone: please do not forward this e-mail.",
    ],
    erasedSubject: "We have deleted your data: {business}",
    erasedBody: [
      "As you asked, we have deleted the data {business} held about you: your messages, quote requests, consultations, newsletter subscription and our notes about them.",
      "",
      "If you ordered from us, we have removed you from your orders: your name, e-mail, phone, address, signature and feedback are deleted, and the links we sent you no longer work. The orders' figures (amounts, tax, dates) stay in our accounts for up to {years} years, as the tax rules require.",
      "",
      "We keep only a record that you asked and that we answered, with your e-mail address, for {months} months, as the law requires. We use it for nothing else.",
    ],
    declinedSubject: "About your privacy request: {business}",
    declined: {
      access: "We are sorry: we cannot send you a copy of your data.",
      erasure: "We are sorry: we cannot delete your data.",
    },
    /** Why a request was declined (app/features/privacy/decline-reasons.ts). */
    declineReasons: {
      unverified: "We could not verify that the request came from the person the data is about.",
      exempt:
        "The law requires or allows us to keep this data, for example the records of a sale that we must keep for tax purposes.",
      repeated:
        "You have already received a copy of your data twice in the last 12 months, which is as often as the law provides.",
    },
    staffNote: "A note from our team: {note}",
    questions: "If you have any questions, reply to this e-mail.",
  },
  /** An order's installation booked online (issue 34 item 2), and its invitation. */
  installation: {
    subjects: {
      booked: "Your installation is booked: {when}",
      moved: "Your installation has moved to {when}",
      cancelled: "Your installation on {when} is cancelled",
      reminder: "Reminder: your installation is tomorrow, {when}",
    },
    openings: {
      booked: "Hello {name}, the installation of order {number} is booked.",
      moved: "The installation of order {number} has moved from {previous}.",
      cancelled:
        "The installation of order {number} has been cancelled. You can choose a new time on your order's page.",
      reminder: "A reminder: the installation of order {number} is tomorrow.",
    },
    labels: { when: "When", where: "Where", order: "Order" },
    whatToExpect: "Our installer arrives at the start of the time and needs clear access to the windows.",
    manage: "To move or cancel it: {link}",
    calendar: {
      name: "{business} installation",
      summary: "Installation of your window treatments by {business}",
      description: "{business} installs your made-to-measure window treatments.",
      manage: "Move or cancel: {link}",
    },
  },
} as const;
