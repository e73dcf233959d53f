/**
 * Facts about the business, defined once. Header, footer, contact panels,
 * policies, FAQ and structured data all read them from here, so the owner
 * edits one file to change a phone number. Its words (tagline, the title's
 * claim, the opening hours as visitors read them) are in each language's
 * content catalogue (app/i18n/en/content/business.ts).
 */
export const business = {
  brand: { first: "Amberwood", second: "Blinds" },
  name: "Amberwood Blinds",
  /** `label` names each line in structured data (schema.org contactType), not on the page. */
  phones: [
    { label: "Main", display: "(213) 555-0142", tel: "+12135550142" },
    { label: "Showroom", display: "(213) 555-0187", tel: "+12135550187" },
  ],
  email: "hello@example.com",
  /** schema.org openingHours form of the hours */
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
