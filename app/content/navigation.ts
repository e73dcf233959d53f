export type NavLink = { to: string; label: string };

export const primaryNav: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
];

/** Desktop dropdown (spec §2.2: no curtains link here). */
export const productsDropdown: NavLink[] = [
  { to: "/collections/blinds", label: "Blinds" },
  { to: "/collections/drapery", label: "Drapery" },
  { to: "/collections/shades", label: "Shades" },
  { to: "/collections/accessories", label: "Accessories" },
];

/** Mobile Products group: the dropdown plus curtains (spec §2.2). */
export const productsMobile: NavLink[] = [
  { to: "/collections/blinds", label: "Blinds" },
  { to: "/collections/curtains", label: "Curtains" },
  { to: "/collections/drapery", label: "Drapery" },
  { to: "/collections/shades", label: "Shades" },
  { to: "/collections/accessories", label: "Accessories" },
];

export const secondaryNav: NavLink[] = [
  { to: "/projects", label: "Gallery" },
  { to: "/contact", label: "Contact" },
];

export const footerQuickLinks: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/collections/blinds", label: "Products" },
  { to: "/services/custom-design", label: "Services" },
  { to: "/projects", label: "Gallery" },
  { to: "/newsletter", label: "Newsletter" },
  { to: "/contact", label: "Contact" },
];

export const footerProducts: NavLink[] = [
  { to: "/collections/blinds", label: "Blinds" },
  { to: "/collections/curtains", label: "Curtains" },
  { to: "/collections/shades", label: "Shades" },
  // The spec sends Motorized Systems to accessories; the motorized page is what is meant (docs/deviations.md).
  { to: "/collections/motorized", label: "Motorized Systems" },
  { to: "/collections/accessories", label: "Accessories" },
  { to: "/services/custom-design", label: "Custom Solutions" },
];

export const footerLegal: NavLink[] = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/shipping-policy", label: "Shipping Policy" },
  { to: "/faq", label: "FAQ" },
];

/** The header's call to action, in the desktop bar and the mobile menu (issue 12; docs/deviations.md). */
export const bookingCta: NavLink = { to: "/book", label: "Book a Consultation" };
