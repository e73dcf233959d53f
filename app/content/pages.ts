/**
 * Every template-rendered page, keyed by path. The catalogue issue fills in
 * each page's full content; the route modules only look entries up here.
 */
export type PageKind = "category" | "style" | "service" | "policy";

export type PageEntry = {
  kind: PageKind;
  heading: string;
  /** Aliases point at the path whose content they share. */
  canonical?: string;
};

const entries: Record<string, PageEntry> = {
  "/collections/blinds": { kind: "category", heading: "Custom Blinds" },
  "/collections/curtains": { kind: "category", heading: "Custom Curtains" },
  "/collections/shades": { kind: "category", heading: "Custom Shades" },
  "/collections/drapery": { kind: "category", heading: "Custom Drapery" },
  "/collections/accessories": { kind: "category", heading: "Window Treatment Accessories" },

  "/collections/blinds/horizontal-blinds": { kind: "style", heading: "Horizontal Blinds" },
  "/collections/blinds/vertical-blinds": { kind: "style", heading: "Vertical Blinds" },
  "/collections/blinds/panel-blinds": { kind: "style", heading: "Panel Blinds" },
  "/collections/blinds/mini-blinds": { kind: "style", heading: "Mini Blinds" },

  "/collections/curtains/sheer-curtains": { kind: "style", heading: "Sheer Curtains" },
  "/collections/curtains/sheer": {
    kind: "style",
    heading: "Sheer Curtains",
    canonical: "/collections/curtains/sheer-curtains",
  },
  "/collections/curtains/blackout-curtains": { kind: "style", heading: "Blackout Curtains" },
  "/collections/curtains/blackout": {
    kind: "style",
    heading: "Blackout Curtains",
    canonical: "/collections/curtains/blackout-curtains",
  },
  "/collections/curtains/decorative-curtains": { kind: "style", heading: "Decorative Curtains" },
  "/collections/curtains/decorative": {
    kind: "style",
    heading: "Decorative Curtains",
    canonical: "/collections/curtains/decorative-curtains",
  },
  "/collections/curtains/thermal-curtains": { kind: "style", heading: "Thermal Curtains" },
  "/collections/curtains/thermal": {
    kind: "style",
    heading: "Thermal Curtains",
    canonical: "/collections/curtains/thermal-curtains",
  },

  "/collections/shades/roller": { kind: "style", heading: "Roller Shades" },
  "/collections/shades/roman": { kind: "style", heading: "Roman Shades" },
  "/collections/shades/cellular": { kind: "style", heading: "Cellular Shades" },
  "/collections/shades/woven-wood": { kind: "style", heading: "Woven Wood Shades" },
  "/collections/shades/motorized": { kind: "style", heading: "Motorized Shades" },

  "/collections/drapery/sheer": { kind: "style", heading: "Sheer Drapery" },
  "/collections/drapery/blackout": { kind: "style", heading: "Blackout Drapery" },
  "/collections/drapery/decorative": { kind: "style", heading: "Decorative Drapery" },
  "/collections/drapery/thermal": { kind: "style", heading: "Thermal Drapery" },
  "/collections/drapery/motorized": { kind: "style", heading: "Motorized Drapery" },
  "/collections/drapery/fabric": { kind: "style", heading: "Fabric Drapery" },

  "/collections/accessories/finials": { kind: "style", heading: "Finials" },
  "/collections/accessories/valances": { kind: "style", heading: "Valances" },
  "/collections/accessories/tiebacks": { kind: "style", heading: "Tiebacks" },
  "/collections/accessories/curtain-rods": { kind: "style", heading: "Curtain Rods" },

  "/services/custom-design": { kind: "service", heading: "Custom Design" },
  "/services/installation": { kind: "service", heading: "Professional Installation" },
  "/services/consultation": { kind: "service", heading: "Design Consultation" },

  "/privacy-policy": { kind: "policy", heading: "Privacy Policy" },
  "/terms-of-service": { kind: "policy", heading: "Terms of Service" },
  "/shipping-policy": { kind: "policy", heading: "Shipping Policy" },
};

export function findPage(pathname: string, kind: PageKind): PageEntry | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const entry = entries[key];
  return entry?.kind === kind ? entry : undefined;
}
