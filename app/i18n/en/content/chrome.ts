/**
 * The words of every page's frame: the header, the footer and the title format. They ship with
 * every page React hydrates (app/i18n/chrome.ts), so they stay few.
 */
export const enChrome = {
  /** Link labels of the header and footer, by link (app/content/navigation.ts). */
  links: {
    home: "Home",
    about: "About",
    aboutUs: "About Us",
    products: "Products",
    services: "Services",
    gallery: "Gallery",
    newsletter: "Newsletter",
    contact: "Contact",
    blinds: "Blinds",
    curtains: "Curtains",
    shades: "Shades",
    drapery: "Drapery",
    accessories: "Accessories",
    motorizedSystems: "Motorized Systems",
    customSolutions: "Custom Solutions",
    privacyPolicy: "Privacy Policy",
    privacyRequest: "Privacy Request",
    termsOfService: "Terms of Service",
    shippingPolicy: "Shipping Policy",
    faq: "FAQ",
    book: "Book a Consultation",
  },
  header: {
    /** The name of the main navigation, for screen readers. */
    navigation: "Main",
    products: "Products",
    /** The header's booking button: the first word alone where the bar is narrow, the rest after it. */
    bookFirst: "Book",
    bookRest: "a Consultation",
    /** The mobile menu button's name, closed and open (the site script switches it). */
    openMenu: "Open menu",
    closeMenu: "Close menu",
    /** The header's link to the swatch bag (/swatches); the site script names how many it holds. */
    swatchBag: "Swatch bag",
    swatchBagCount: { one: "Swatch bag, {count} swatch", other: "Swatch bag, {count} swatches" },
  },
  footer: {
    quickLinks: "Quick Links",
    products: "Products",
    legal: "Legal",
    social: "Social media",
    socialLink: "{name} (opens in a new tab)",
    copyright: "© {year} {business}. All rights reserved.",
    paymentCards: "Accepted payment cards",
  },
  /** Page titles: "Horizontal Blinds | Amberwood Blinds — Premium Custom Blinds & Curtains". */
  title: "{page} | {business} — {claim}",
  homeTitle: "{business} | {claim}",
  /** The preview image of pages without their own, and of error pages. */
  siteImageAlt: "Amberwood Blinds: made-to-measure blinds, curtains, shades and drapery",
  errorDescription: "We could not show this page. Please try again.",
} as const;
