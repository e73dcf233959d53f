/**
 * Facts about the business, defined once. Header, footer, contact panels,
 * policies, FAQ and structured data all read them from here, so the owner
 * edits one file to change a phone number.
 */
export const business = {
  brand: { first: "Amberwood", second: "Blinds" },
  name: "Amberwood Blinds",
  tagline: "Made-to-measure blinds, curtains, shades and drapery, crafted for your windows.",
  siteTitle: "Amberwood Blinds | Premium Custom Blinds & Curtains",
  phones: [
    { label: "Main", display: "(213) 555-0142", tel: "+12135550142" },
    { label: "Showroom", display: "(213) 555-0187", tel: "+12135550187" },
  ],
  email: "hello@example.com",
  hours: [
    { days: "Monday - Friday", time: "9am - 5pm EST" },
    { days: "Saturday - Sunday", time: "Closed" },
  ],
  /** schema.org openingHours form of the hours above */
  openingHours: ["Mo-Fr 09:00-17:00"],
  timeZone: "America/New_York",
  address: { locality: "Los Angeles", region: "CA", country: "US" },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "Pinterest", href: "https://www.pinterest.com/" },
    { name: "X", href: "https://x.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;

export type Business = typeof business;
