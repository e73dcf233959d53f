/**
 * The business's own words: its tagline, the claim in every page title and its opening hours as
 * visitors read them. The facts (name, phones, e-mail, the hours as data) are in app/content/business.ts.
 */
export const enBusiness = {
  tagline: "Made-to-measure blinds, curtains, shades and drapery, crafted for your windows.",
  /** The second part of the site's title: "Amberwood Blinds | Premium Custom Blinds & Curtains". */
  claim: "Premium Custom Blinds & Curtains",
  hours: {
    weekdays: { days: "Monday - Friday", time: "9am - 5pm EST" },
    weekend: { days: "Saturday - Sunday", time: "Closed" },
  },
  /** One line of the hours in a sentence; the lines are joined with "; ". */
  hoursLine: "{days}: {time}",
  /** How policies and answers say how to reach the business. */
  contactSentence: "Call us on {phones}, e-mail {email}, or use our contact page. Our hours are {hours}.",
} as const;
