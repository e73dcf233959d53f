import type { ChromeCatalogue } from "../i18n/chrome.ts";

/** A link of the header or footer: where it leads, and its label's key in the chrome words. */
export type NavLink = { to: string; label: keyof ChromeCatalogue["chrome"]["links"] };

export const primaryNav: NavLink[] = [
  { to: "/", label: "home" },
  { to: "/about", label: "about" },
];

/** Desktop dropdown (spec §2.2: no curtains link here). */
export const productsDropdown: NavLink[] = [
  { to: "/collections/blinds", label: "blinds" },
  { to: "/collections/drapery", label: "drapery" },
  { to: "/collections/shades", label: "shades" },
  { to: "/collections/accessories", label: "accessories" },
];

/** Mobile Products group: the dropdown plus curtains (spec §2.2). */
export const productsMobile: NavLink[] = [
  { to: "/collections/blinds", label: "blinds" },
  { to: "/collections/curtains", label: "curtains" },
  { to: "/collections/drapery", label: "drapery" },
  { to: "/collections/shades", label: "shades" },
  { to: "/collections/accessories", label: "accessories" },
];

export const secondaryNav: NavLink[] = [
  { to: "/projects", label: "gallery" },
  { to: "/contact", label: "contact" },
];

export const footerQuickLinks: NavLink[] = [
  { to: "/", label: "home" },
  { to: "/about", label: "aboutUs" },
  { to: "/collections/blinds", label: "products" },
  { to: "/services/custom-design", label: "services" },
  { to: "/projects", label: "gallery" },
  { to: "/newsletter", label: "newsletter" },
  { to: "/contact", label: "contact" },
];

export const footerProducts: NavLink[] = [
  { to: "/collections/blinds", label: "blinds" },
  { to: "/collections/curtains", label: "curtains" },
  { to: "/collections/shades", label: "shades" },
  // The spec sends Motorized Systems to accessories; the motorized page is what is meant (docs/deviations.md).
  { to: "/collections/motorized", label: "motorizedSystems" },
  { to: "/collections/accessories", label: "accessories" },
  { to: "/services/custom-design", label: "customSolutions" },
];

export const footerLegal: NavLink[] = [
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/privacy-request", label: "privacyRequest" },
  { to: "/terms-of-service", label: "termsOfService" },
  { to: "/shipping-policy", label: "shippingPolicy" },
  { to: "/faq", label: "faq" },
];

/** The header's call to action, in the desktop bar and the mobile menu (issue 12; docs/deviations.md). */
export const bookingCta: NavLink = { to: "/book", label: "book" };
