/**
 * The FAQ page (spec §2.12, facts in §9). Its heading is its name in ./pages.ts. Placeholders:
 * {link} the link to the contact page (worded by contactLink), {phones} the phone numbers,
 * {email} the e-mail address, {contact} how to reach the business (./business.ts).
 */
export const enFaq = {
  lead: "Answers to the questions we hear most. Anything else? {link}.",
  contactLink: "Contact us",
  items: [
    {
      question: "How long does it take to get custom window treatments?",
      answer:
        "Custom window treatments usually take 2-4 weeks from the final measurement to installation. Selected custom blinds and curtains can be delivered in as fast as 7 days.",
    },
    {
      question: "Do you offer a warranty?",
      answer:
        "Yes. Every product we make carries a 5-year warranty covering manufacturing defects and the operating mechanisms.",
    },
    {
      question: "Can I return custom window treatments?",
      answer:
        "Because each piece is made to your measurements, custom items cannot be returned unless they arrive damaged or defective. In that case we repair or replace them at no cost.",
    },
    {
      question: "Can I get fabric samples?",
      answer:
        "Yes. Swatches are free: add up to 10 from any style page and we mail them to you or bring them to your consultation. Larger samples are available for a small fee, and the fee is credited to your purchase when you order.",
    },
    {
      question: "Which payment methods do you accept?",
      answer: "We accept all major credit cards, PayPal and bank transfer. Financing is available for large orders.",
    },
    {
      question: "How much light do blackout curtains block?",
      answer:
        "Our blackout curtains block up to 99% of outside light; some fully lined styles block 100%. We can show you samples against a bright window.",
    },
    {
      question: "Do you offer free consultations?",
      answer:
        "Yes. The design consultation and measurement visit is free and without obligation. Call {phones} to book one.",
    },
    {
      question: "How can I reach customer support?",
      answer:
        "Our support team is available Monday to Friday, 9am-5pm EST. {contact} Messages sent at other times are answered on the next business day; write to {email} at any time.",
    },
  ],
} as const;
