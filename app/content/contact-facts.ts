import { business } from "./business";

/** Contact details as sentences, for policies and the FAQ (all from business.ts). */
export const phoneList = business.phones.map((p) => p.display).join(" or ");
export const hoursText = business.hours.map((h) => `${h.days}: ${h.time}`).join("; ");
export const contactSentence = `Call us on ${phoneList}, e-mail ${business.email}, or use our contact page. Our hours are ${hoursText}.`;
