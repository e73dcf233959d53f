/**
 * The policy pages (spec §2.12, facts in §9), by path. A page's heading is its name in ./pages.ts;
 * each ends with the contact section. Placeholders: {business} the business's name, {email} its
 * address, {technicalDataDays}, {answerWithinDays}, {requestRecordMonths}, {orderPersonalYears} and {accountsYears} the
 * privacy promises (app/content/privacy.ts),
 * {contact} how to reach the business (./business.ts).
 */
export const enPolicies = {
  lastUpdated: "Last updated: {date}",
  contactHeading: "Contact Us",
  contactText: "Questions about this policy? {contact}",
  pages: {
    "/privacy-policy": {
      intro: "How {business} collects, uses and protects your information.",
      sections: [
        {
          heading: "Information We Collect",
          paragraphs: [
            "We collect what you give us when you ask for a quote, book a consultation, send a message or join our newsletter:",
          ],
          list: [
            "your name, e-mail address and phone number",
            "details of your windows and the products you are interested in",
            "the job location you choose on the map, if you choose one",
            "the time and address of a consultation you book",
          ],
        },
        {
          heading: "What We Keep, and for How Long",
          paragraphs: [
            'With each request our website also stores the internet (IP) address it came from and the name of your browser (its "user agent"). We use them only to stop spam and abuse, and we erase both automatically after {technicalDataDays} days.',
            "Your request itself is kept while we work on your project and for as long as we must keep business records. Our website keeps a copy of each e-mail it sends about it; the copy is cleared {technicalDataDays} days after the e-mail goes out, or after its last try if it could not be delivered. A newsletter subscription starts only when you confirm it from the e-mail we send, and is kept until you unsubscribe; an address not confirmed within 7 days is deleted.",
            "If you agree to texts, we keep the record of it (your number, the words beside the box, when and on which page) and the texts we exchange, with your request; the internet address the agreement came from is erased after {technicalDataDays} days. A number that replied STOP is kept, so that we never text it again unless it sends START.",
            "If you order from us, we keep your proposal, your signature of it (the name you typed, when, the internet address and browser it came from), your payments (amounts, dates and our card processor's reference numbers; your card details go to Stripe and never reach us), your installation appointments, your feedback and your referral link. We keep your details in them for {orderPersonalYears} years after the last payment, change or appointment of your order, as long as a claim on the signed agreement can be made; then we remove your name, e-mail, phone, address and signature, and the figures alone (amounts, tax, dates) stay in our accounts for {accountsYears} years, as the tax rules require, before they are deleted. A proposal you never accept is deleted after {orderPersonalYears} years.",
          ],
        },
        {
          heading: "How We Use It",
          paragraphs: [
            "We use your details to answer your enquiry, prepare quotes, arrange consultations and installations, and, if you subscribe, to send our newsletter. You can unsubscribe at any time.",
          ],
        },
        {
          heading: "Sharing",
          paragraphs: [
            "We never sell your information. We share it only with service providers who help us run the business (such as e-mail delivery), under agreements that protect it.",
          ],
        },
        {
          heading: "Your Rights",
          paragraphs: [
            "You may ask for a copy of the information we hold about you, or ask us to correct or erase it, at any time: use our privacy request form, or e-mail {email} from the address you used with us. We answer within {answerWithinDays} days, and we never charge for it.",
            "A request made on our website is confirmed from a link we first e-mail to the address it names, so no one else can ask for your information. We keep a record of each request and of our answer for {requestRecordMonths} months, as the law requires, and use it for nothing else.",
            "A copy of your information includes your proposals, orders, payments, feedback and referral link. If you ask us to erase it while we must still keep an order's accounts, we remove you from them at once: your name, e-mail, phone, address, signature and feedback are deleted, the links we sent you stop working, and only the order's figures stay for the time above.",
          ],
          /** The link to /privacy-request after the paragraphs. */
          requestLink: "Make a privacy request",
        },
      ],
    },
    "/terms-of-service": {
      intro: "The terms that apply when you use this website and order from {business}.",
      sections: [
        {
          heading: "Quotes and Orders",
          paragraphs: [
            "Quotes are free and valid for 30 days. An order is confirmed once you approve the final measurements and quote in writing.",
          ],
        },
        {
          heading: "Custom Products",
          paragraphs: [
            "Our products are made to your measurements. Custom items cannot be returned unless they are damaged or defective.",
          ],
        },
        {
          heading: "Warranty",
          paragraphs: ["Every product carries a 5-year warranty against manufacturing defects."],
        },
        {
          heading: "Payment",
          paragraphs: [
            "We accept major credit cards, PayPal and bank transfer. Financing is available for large orders.",
          ],
        },
        {
          heading: "Website Content",
          paragraphs: [
            "Images on this site are illustrations; colours and textures of real fabrics may differ slightly. Ask for samples before you order.",
          ],
        },
      ],
    },
    "/shipping-policy": {
      intro: "How and when your made-to-measure order reaches you.",
      sections: [
        {
          heading: "Free Shipping",
          paragraphs: ["Shipping is free on all orders, with no minimum order value."],
        },
        {
          heading: "Processing and Delivery Times",
          paragraphs: [],
          list: [
            "Orders are processed within 3-5 business days.",
            "Standard shipping takes 7-10 business days after processing.",
          ],
        },
        {
          heading: "Tracking Your Order",
          paragraphs: [
            "When your order ships we send you a tracking number by e-mail. Orders can be tracked through our website only.",
          ],
        },
        {
          heading: "Delivery Issues",
          paragraphs: [
            "Please report any delivery issue, such as a damaged or missing package, within 48 hours of delivery so we can put it right quickly.",
          ],
        },
      ],
    },
  },
} as const;
