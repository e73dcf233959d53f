/**
 * The free swatches (issue 36): the colours and materials each style is made in, as facts — an id the swatch API,
 * the bag and the stored orders know it by, its chip's colour and, for fabrics, how much light it lets through.
 * Their names and descriptions are each language's (app/i18n/<locale>/content/swatches.ts). A style is the page
 * that shows it; a product page shows the swatches of the style it is made in.
 *
 * Node imports this file directly (the server's catalogue and validation), so it holds plain data, erasable
 * TypeScript and relative imports only.
 */
import type { Treatment } from "./gallery.ts";

/** How much light a fabric lets through, from most to least; blinds' slats and hardware finishes have none. */
export const OPACITIES = ["sheer", "light-filtering", "room-darkening", "blackout"] as const;
export type Opacity = (typeof OPACITIES)[number];

/** One swatch as a fact: `color` is its chip's colour (#RRGGBB). */
export type SwatchFacts = { id: string; color: string; opacity?: Opacity };

/** The most swatches one bag, one mailed order or one booking holds (the ten). */
export const MAX_SWATCHES = 10;

/** How long a household waits between two mailed orders. */
export const HOUSEHOLD_DAYS = 30;

/** Every style's swatches, by the path of its style page, in the order the page shows them. */
export const swatchesByStyle = {
  "/collections/blinds/horizontal-blinds": [
    { id: "horizontal-snow-white", color: "#F3F1EA" },
    { id: "horizontal-natural-oak", color: "#C8A27A" },
    { id: "horizontal-espresso", color: "#4A3426" },
    { id: "horizontal-brushed-silver", color: "#B9BCBF" },
  ],
  "/collections/blinds/vertical-blinds": [
    { id: "vertical-alabaster", color: "#EEE8DC", opacity: "room-darkening" },
    { id: "vertical-linen-weave", color: "#D9CDB8", opacity: "light-filtering" },
    { id: "vertical-dove-grey", color: "#A9A7A2", opacity: "room-darkening" },
    { id: "vertical-sandstone", color: "#C9B28F", opacity: "light-filtering" },
  ],
  "/collections/blinds/panel-blinds": [
    { id: "panel-ivory-linen", color: "#EFE7D6", opacity: "light-filtering" },
    { id: "panel-charcoal-weave", color: "#4B4B4D", opacity: "room-darkening" },
    { id: "panel-cloud-sheer", color: "#F7F6F2", opacity: "sheer" },
    { id: "panel-sage-blackout", color: "#8C9A85", opacity: "blackout" },
  ],
  "/collections/blinds/mini-blinds": [
    { id: "mini-pure-white", color: "#F7F7F5" },
    { id: "mini-cream", color: "#EDE3CC" },
    { id: "mini-pewter", color: "#8E9094" },
    { id: "mini-matte-black", color: "#2B2B2C" },
  ],
  "/collections/curtains/sheer-curtains": [
    { id: "sheer-white-voile", color: "#FAF9F5", opacity: "sheer" },
    { id: "sheer-natural-linen", color: "#E3D8C3", opacity: "sheer" },
    { id: "sheer-ivory-embroidered", color: "#F1EADB", opacity: "sheer" },
    { id: "sheer-mist-grey", color: "#CFCFCB", opacity: "sheer" },
  ],
  "/collections/curtains/blackout-curtains": [
    { id: "blackout-navy", color: "#24324A", opacity: "blackout" },
    { id: "blackout-oatmeal-linen", color: "#CDBFA6", opacity: "blackout" },
    { id: "blackout-emerald-velvet", color: "#1F5A4A", opacity: "blackout" },
    { id: "blackout-graphite-twill", color: "#505257", opacity: "room-darkening" },
  ],
  "/collections/curtains/thermal-curtains": [
    { id: "thermal-cream", color: "#EDE4D0", opacity: "room-darkening" },
    { id: "thermal-chocolate", color: "#5A4032", opacity: "blackout" },
    { id: "thermal-slate-blue", color: "#5E7286", opacity: "room-darkening" },
    { id: "thermal-quilted-ivory", color: "#F0E9DA", opacity: "room-darkening" },
  ],
  "/collections/curtains/decorative-curtains": [
    { id: "decorative-rose-floral", color: "#D8A7A0", opacity: "light-filtering" },
    { id: "decorative-coastal-stripe", color: "#6F8FB0", opacity: "light-filtering" },
    { id: "decorative-gold-damask", color: "#B8975A", opacity: "room-darkening" },
    { id: "decorative-terracotta-ikat", color: "#B5654A", opacity: "light-filtering" },
  ],
  "/collections/shades/roller": [
    { id: "roller-arctic-white", color: "#F5F4EF", opacity: "light-filtering" },
    { id: "roller-solar-grey", color: "#6E6E6C", opacity: "sheer" },
    { id: "roller-linen-beige", color: "#D6C7AB", opacity: "light-filtering" },
    { id: "roller-midnight-blackout", color: "#2D2F36", opacity: "blackout" },
  ],
  "/collections/shades/roman": [
    { id: "roman-ivory-linen", color: "#EEE6D5", opacity: "light-filtering" },
    { id: "roman-harbor-blue", color: "#3E5C76", opacity: "room-darkening" },
    { id: "roman-taupe-herringbone", color: "#9C9385", opacity: "light-filtering" },
    { id: "roman-blush-blackout", color: "#D9B8AE", opacity: "blackout" },
  ],
  "/collections/shades/cellular": [
    { id: "cellular-white-single", color: "#F6F6F3", opacity: "light-filtering" },
    { id: "cellular-sand-double", color: "#D7CBB5", opacity: "light-filtering" },
    { id: "cellular-stone-blackout", color: "#8A8C8E", opacity: "blackout" },
    { id: "cellular-mist-triple", color: "#C9D3D8", opacity: "room-darkening" },
  ],
  "/collections/shades/woven-wood": [
    { id: "woven-honey-bamboo", color: "#C9A063", opacity: "light-filtering" },
    { id: "woven-walnut-reed", color: "#6B4B33", opacity: "light-filtering" },
    { id: "woven-natural-jute", color: "#BFA98A", opacity: "light-filtering" },
    { id: "woven-driftwood-lined", color: "#A79C8C", opacity: "room-darkening" },
  ],
  "/collections/shades/motorized": [
    { id: "motorized-white-roller", color: "#F3F2EE", opacity: "light-filtering" },
    { id: "motorized-charcoal-solar", color: "#4A4A48", opacity: "sheer" },
    { id: "motorized-linen-roman", color: "#E2D6C0", opacity: "light-filtering" },
    { id: "motorized-ink-cellular", color: "#23262D", opacity: "blackout" },
  ],
  "/collections/drapery/sheer": [
    { id: "drapery-pearl-voile", color: "#F6F3EC", opacity: "sheer" },
    { id: "drapery-flax-sheer", color: "#DDD0B8", opacity: "sheer" },
    { id: "drapery-silver-mist", color: "#D3D4D6", opacity: "sheer" },
    { id: "drapery-champagne-batiste", color: "#E9DCC2", opacity: "sheer" },
  ],
  "/collections/drapery/blackout": [
    { id: "drapery-ivory-sateen", color: "#ECE4D3", opacity: "blackout" },
    { id: "drapery-charcoal-basketweave", color: "#3F4043", opacity: "blackout" },
    { id: "drapery-sapphire-velvet", color: "#233E6B", opacity: "blackout" },
    { id: "drapery-mocha-silk", color: "#7A5E4C", opacity: "blackout" },
  ],
  "/collections/drapery/decorative": [
    { id: "drapery-ivory-damask", color: "#E8DDC6", opacity: "room-darkening" },
    { id: "drapery-navy-geometric", color: "#2F3F5C", opacity: "light-filtering" },
    { id: "drapery-botanical-print", color: "#7E8F6A", opacity: "light-filtering" },
    { id: "drapery-ruby-trim", color: "#8E2F3A", opacity: "room-darkening" },
  ],
  "/collections/drapery/thermal": [
    { id: "drapery-parchment-thermal", color: "#E6DCC6", opacity: "room-darkening" },
    { id: "drapery-forest-wool", color: "#2F4A3A", opacity: "blackout" },
    { id: "drapery-stone-insulated", color: "#9E9A92", opacity: "room-darkening" },
    { id: "drapery-burgundy-triple", color: "#6A2634", opacity: "blackout" },
  ],
  "/collections/drapery/motorized": [
    { id: "drapery-white-ripple", color: "#F4F2EC", opacity: "sheer" },
    { id: "drapery-oyster-linen", color: "#CFC6B6", opacity: "room-darkening" },
    { id: "drapery-slate-blackout", color: "#4D5560", opacity: "blackout" },
    { id: "drapery-camel-velvet", color: "#B08A5E", opacity: "room-darkening" },
  ],
  "/collections/drapery/fabric": [
    { id: "drapery-ivory-faux-silk", color: "#F0E8D8", opacity: "light-filtering" },
    { id: "drapery-belgian-linen", color: "#D9CCB4", opacity: "light-filtering" },
    { id: "drapery-teal-velvet", color: "#1F5C63", opacity: "room-darkening" },
    { id: "drapery-pebble-boucle", color: "#A3A09A", opacity: "room-darkening" },
  ],
  "/collections/accessories/finials": [
    { id: "finial-brushed-nickel", color: "#B7B8B5" },
    { id: "finial-oil-rubbed-bronze", color: "#4A3527" },
    { id: "finial-antique-brass", color: "#A68B4F" },
    { id: "finial-clear-crystal", color: "#E4EEF2" },
  ],
  "/collections/accessories/valances": [
    { id: "valance-ivory-box-pleat", color: "#EEE5D2" },
    { id: "valance-sage-swag", color: "#9AA78F" },
    { id: "valance-navy-cornice", color: "#283A56" },
    { id: "valance-red-toile", color: "#A8463F" },
  ],
  "/collections/accessories/tiebacks": [
    { id: "tieback-gold-tassel", color: "#C2A05A" },
    { id: "tieback-ivory-tassel", color: "#EFE6D3" },
    { id: "tieback-charcoal-band", color: "#45464A" },
    { id: "tieback-bronze-holdback", color: "#5C4532" },
  ],
  "/collections/accessories/curtain-rods": [
    { id: "rod-matte-black-iron", color: "#262628" },
    { id: "rod-satin-nickel", color: "#BDBDB9" },
    { id: "rod-warm-walnut", color: "#6B4A32" },
    { id: "rod-white-ceiling-track", color: "#F2F2EF" },
  ],
} as const satisfies Record<string, readonly SwatchFacts[]>;

/** The path of a style page that has swatches. */
export type SwatchStyle = keyof typeof swatchesByStyle;

/** Every swatch id, as the catalogue gives them. */
export type SwatchId = (typeof swatchesByStyle)[SwatchStyle][number]["id"];

/** A swatch with the style it belongs to. */
export type Swatch = SwatchFacts & { id: SwatchId; style: SwatchStyle };

/** Every swatch, in the catalogue's order (styles in the order above, each style's in its page's). */
export const SWATCHES: readonly Swatch[] = Object.entries(swatchesByStyle).flatMap(([style, swatches]) =>
  swatches.map((swatch: SwatchFacts) => ({ ...swatch, style: style as SwatchStyle }) as Swatch),
);

const byId = new Map<string, Swatch>(SWATCHES.map((swatch) => [swatch.id, swatch]));

export function isSwatchId(value: unknown): value is SwatchId {
  return typeof value === "string" && byId.has(value);
}

/** The swatch with `id`, or undefined for an id the catalogue does not have. */
export function swatchById(id: string): Swatch | undefined {
  return byId.get(id);
}

export function isSwatchStyle(path: string): path is SwatchStyle {
  return Object.hasOwn(swatchesByStyle, path);
}

/** The swatches a style page shows; none for a page without them. */
export function swatchesOfStyle(path: string): readonly Swatch[] {
  return isSwatchStyle(path) ? SWATCHES.filter((swatch) => swatch.style === path) : [];
}

/**
 * A style as the swatch API names it: its page's path under /collections/ ("shades/roller"), a stable name that
 * reads the same in every language.
 */
export function styleKey(style: SwatchStyle): string {
  return style.replace(/^\/collections\//, "");
}

/** Which style's swatches a product page shows: the style its treatment is made in. */
export const productSwatchStyle: Record<Treatment, SwatchStyle> = {
  roller: "/collections/shades/roller",
  solar: "/collections/shades/roller",
  motorized: "/collections/shades/motorized",
  roman: "/collections/shades/roman",
  cellular: "/collections/shades/cellular",
  pleated: "/collections/shades/cellular",
  "woven-wood": "/collections/shades/woven-wood",
  "wood-blinds": "/collections/blinds/horizontal-blinds",
  "mini-blinds": "/collections/blinds/mini-blinds",
  "vertical-blinds": "/collections/blinds/vertical-blinds",
  sheer: "/collections/curtains/sheer-curtains",
  blackout: "/collections/curtains/blackout-curtains",
  cafe: "/collections/curtains/decorative-curtains",
  drapery: "/collections/drapery/fabric",
  "motorized-drapery": "/collections/drapery/motorized",
};

/** Carriers a swatch parcel goes with, and where a customer follows its tracking number. */
export const CARRIERS = {
  usps: { name: "USPS", track: "https://tools.usps.com/go/TrackConfirmAction?tLabels={number}" },
  ups: { name: "UPS", track: "https://www.ups.com/track?tracknum={number}" },
  fedex: { name: "FedEx", track: "https://www.fedex.com/fedextrack/?trknbr={number}" },
} as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === "string" && Object.hasOwn(CARRIERS, value);
}

/** The page where a customer follows a parcel. */
export function trackingUrl(carrier: Carrier, number: string): string {
  return CARRIERS[carrier].track.replace("{number}", encodeURIComponent(number));
}
