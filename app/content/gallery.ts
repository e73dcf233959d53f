/**
 * The 24 gallery items of spec §3.5 (id 1-24). Prices are the spec's text;
 * pages format them with `formatPrice`. Each item carries a real style and
 * room so the gallery filters can match (the spec compares them with the
 * category and never matches: docs/deviations.md).
 *
 * Node imports this file directly (react-router.config.ts through
 * product-ids.ts, scripts/images-artwork.ts), so it holds plain data, erasable
 * TypeScript only and no `~/` imports.
 */
import type { ProductType } from "../features/quote/options.ts";

import type { GalleryCategory, GalleryRoom, GalleryStyle } from "./gallery-tags.ts";

export * from "./gallery-tags.ts";

/** What the artwork shows; drives the pictures and their alt text. */
export type Treatment =
  | "roller"
  | "motorized"
  | "solar"
  | "roman"
  | "cellular"
  | "pleated"
  | "woven-wood"
  | "wood-blinds"
  | "mini-blinds"
  | "vertical-blinds"
  | "sheer"
  | "blackout"
  | "cafe"
  | "drapery"
  | "motorized-drapery";

export type GalleryImage = { src: string; alt: string };

/** Where "Request a quote for this" points: the quote form's product type and model. */
export type QuoteTarget = { type: ProductType; model: string };

export type GalleryItem = {
  id: number;
  title: string;
  category: GalleryCategory;
  style: GalleryStyle;
  room: GalleryRoom;
  treatment: Treatment;
  image: GalleryImage;
  description: string;
  /** Spec §3.5 text: a dollar amount ("299.99"), "Contact for Quote" or "View Only". */
  price: string;
  features: readonly [string, string, string, string];
  additionalImages: readonly [GalleryImage, GalleryImage, GalleryImage];
  quote: QuoteTarget;
};

/** Wording for the pictures of each treatment. */
const TREATMENT_WORDS: Record<Treatment, { noun: string; shown: string; open: string; material: string }> = {
  roller: {
    noun: "roller shade",
    shown: "Roller shade half lowered over a window",
    open: "Roller shade rolled up to let the daylight in",
    material: "the roller shade's smooth woven fabric",
  },
  motorized: {
    noun: "motorized shade",
    shown: "Motorized shade lowered over a window, with its wall remote beside it",
    open: "Motorized shade raised by its quiet motor",
    material: "the motorized shade's fabric and headrail",
  },
  solar: {
    noun: "solar screen shade",
    shown: "Solar screen shade softening the light through a large window",
    open: "Solar screen shade raised above a sunny window",
    material: "the open-weave solar screen mesh",
  },
  roman: {
    noun: "Roman shade",
    shown: "Roman shade with soft horizontal folds over a window",
    open: "Roman shade folded up into neat pleats",
    material: "the Roman shade's folded fabric",
  },
  cellular: {
    noun: "cellular shade",
    shown: "Honeycomb cellular shade lowered over a window",
    open: "Cellular shade raised to show the view outside",
    material: "the honeycomb cells of the cellular shade",
  },
  pleated: {
    noun: "pleated privacy shade",
    shown: "Top-down pleated shade covering the lower half of a window",
    open: "Pleated shade stacked neatly at the top of the window",
    material: "the crisp pleats of the privacy shade",
  },
  "woven-wood": {
    noun: "woven wood shade",
    shown: "Woven wood shade in natural tones over a window",
    open: "Woven wood shade rolled up above the window",
    material: "the natural reeds of the woven wood shade",
  },
  "wood-blinds": {
    noun: "faux wood blinds",
    shown: "Faux wood blinds with slats tilted half open",
    open: "Faux wood blinds raised to clear the window",
    material: "the faux wood slats and ladder tapes",
  },
  "mini-blinds": {
    noun: "aluminum mini blinds",
    shown: "Slim aluminum mini blinds closed for privacy",
    open: "Aluminum mini blinds tilted open to the light",
    material: "the slim aluminum slats",
  },
  "vertical-blinds": {
    noun: "vertical blinds",
    shown: "Vertical blinds across a wide sliding door",
    open: "Vertical blinds drawn to one side of the sliding door",
    material: "the vertical vanes and their headrail",
  },
  sheer: {
    noun: "sheer curtains",
    shown: "Sheer curtains filtering daylight across a window",
    open: "Sheer curtains drawn back to frame the window",
    material: "the airy sheer curtain fabric",
  },
  blackout: {
    noun: "blackout curtains",
    shown: "Heavy blackout curtains drawn across a window",
    open: "Blackout curtains pulled open on their rod",
    material: "the dense blackout curtain fabric",
  },
  cafe: {
    noun: "café curtains",
    shown: "Café curtains covering the lower half of a window",
    open: "Café curtains parted on their tension rod",
    material: "the cotton café curtain fabric",
  },
  drapery: {
    noun: "pinch-pleat drapery",
    shown: "Floor-length pinch-pleat drapery framing a window",
    open: "Drapery panels stacked back at the sides of the window",
    material: "the pinch pleats and folds of the drapery",
  },
  "motorized-drapery": {
    noun: "motorized drapery",
    shown: "Motorized drapery closing across a wide window",
    open: "Motorized drapery opened to the sides on its track",
    material: "the ripple folds of the motorized drapery",
  },
};

type ItemInput = Omit<GalleryItem, "image" | "additionalImages">;

const lower = (s: string) => s.toLowerCase();

/** Artwork lives at /images/gallery/{id}.svg plus three views: detail, open and room. */
function withImages(input: ItemInput): GalleryItem {
  const words = TREATMENT_WORDS[input.treatment];
  const base = `/images/gallery/${input.id}`;
  const setting = `${lower(input.style)} ${lower(input.room)}`;
  return {
    ...input,
    image: { src: `${base}.svg`, alt: `${words.shown} in a ${setting}` },
    additionalImages: [
      { src: `${base}-detail.svg`, alt: `Close-up of ${words.material}` },
      { src: `${base}-open.svg`, alt: words.open },
      { src: `${base}-room.svg`, alt: `Wide view of the ${setting} with its ${words.noun}` },
    ],
  };
}

const items: ItemInput[] = [
  {
    id: 1,
    title: "Modern Roller Shade",
    category: "residential",
    style: "Modern",
    room: "Living Room",
    treatment: "roller",
    description:
      "A clean, streamlined roller shade in a light-filtering fabric that softens glare while keeping the room bright. Cut to the exact width of your window.",
    price: "299.99",
    features: ["Light-filtering fabric", "Cordless lift", "Made to measure", "Wipe-clean finish"],
    quote: { type: "shades", model: "Roller Shades" },
  },
  {
    id: 2,
    title: "Classic Roman Shade",
    category: "residential",
    style: "Traditional",
    room: "Dining Room",
    treatment: "roman",
    description:
      "Soft, tailored folds that stack neatly when raised. A timeless choice in linen-look fabric that brings warmth to formal rooms.",
    price: "349.99",
    features: ["Flat or hobbled folds", "Lined for privacy", "Linen-look fabric", "Smooth cord lock"],
    quote: { type: "shades", model: "Roman Shades" },
  },
  {
    id: 3,
    title: "Energy-Efficient Cellular Shade",
    category: "residential",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "cellular",
    description:
      "Honeycomb cells trap air to keep the room warmer in winter and cooler in summer, cutting heating and cooling costs.",
    price: "399.99",
    features: ["Insulating honeycomb cells", "Room-darkening option", "Top-down, bottom-up", "Cordless safety lift"],
    quote: { type: "shades", model: "Cellular Shades" },
  },
  {
    id: 4,
    title: "Smart Motorized Shade",
    category: "residential",
    style: "Modern",
    room: "Bedroom",
    treatment: "motorized",
    description:
      "Raise and lower your shades from a remote, your phone or a voice assistant, or let a schedule open them with the sunrise.",
    price: "599.99",
    features: ["Whisper-quiet motor", "App and voice control", "Rechargeable battery", "Sunrise schedules"],
    quote: { type: "shades", model: "Motorized Shades" },
  },
  {
    id: 5,
    title: "Natural Woven Wood Shade",
    category: "residential",
    style: "Contemporary",
    room: "Dining Room",
    treatment: "woven-wood",
    description:
      "Hand-woven bamboo, reeds and grasses bring natural texture and a warm, filtered glow. Add a liner for extra privacy.",
    price: "549.99",
    features: ["Hand-woven natural fibres", "Optional privacy liner", "Every shade unique", "Soft filtered light"],
    quote: { type: "shades", model: "Woven Wood Shades" },
  },
  {
    id: 6,
    title: "Premium Faux Wood Blinds",
    category: "residential",
    style: "Traditional",
    room: "Kitchen",
    treatment: "wood-blinds",
    description:
      "The warm look of real wood in a moisture-resistant material that will not warp or fade, ideal above a kitchen sink.",
    price: "449.99",
    features: ["Moisture resistant", "2-inch slats", "Decorative ladder tapes", "Tilt for precise light"],
    quote: { type: "blinds", model: "Premium Wood Blinds" },
  },
  {
    id: 7,
    title: "Sheer Linen Curtains",
    category: "residential",
    style: "Minimalist",
    room: "Living Room",
    treatment: "sheer",
    description:
      "Airy linen-blend sheers that let daylight pour in while blurring the view from the street. Easy to layer with heavier drapes.",
    price: "299.99",
    features: ["Linen-blend sheer", "Weighted hems", "Machine washable", "Layers with drapery"],
    quote: { type: "curtains", model: "Standard Sheer Curtains" },
  },
  {
    id: 8,
    title: "Aluminum Mini Blinds",
    category: "residential",
    style: "Minimalist",
    room: "Bathroom",
    treatment: "mini-blinds",
    description:
      "Slim one-inch aluminum slats that shrug off steam and splashes: simple, durable privacy for bathrooms and laundry rooms.",
    price: "279.99",
    features: [
      "1-inch aluminum slats",
      "Steam and splash proof",
      "Rust-resistant hardware",
      "Full privacy when closed",
    ],
    quote: { type: "blinds", model: "Standard Mini Blinds" },
  },
  {
    id: 9,
    title: "Room-Darkening Blackout Curtains",
    category: "residential",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "blackout",
    description:
      "Triple-weave blackout curtains that block 100% of light, for deep sleep, day-time naps and home cinemas.",
    price: "399.99",
    features: ["Blocks 100% of light", "Thermal backing", "Noise dampening", "Wrap-around returns"],
    quote: { type: "curtains", model: "Premium Blackout Curtains" },
  },
  {
    id: 10,
    title: "Restaurant Solar Screen Shades",
    category: "commercial",
    style: "Modern",
    room: "Dining Room",
    treatment: "solar",
    description:
      "Solar screens cut glare and heat for diners at window tables while keeping the street view open. Built for busy commercial spaces.",
    price: "349.99",
    features: ["Blocks up to 95% of UV", "Keeps the view outside", "Commercial-grade fabric", "Low maintenance"],
    quote: { type: "shades", model: "Solar Shades" },
  },
  {
    id: 11,
    title: "Hotel Blackout Drapery",
    category: "commercial",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "drapery",
    description:
      "Fire-rated blackout drapery for hotel rooms and suites, so guests sleep in complete darkness at any hour.",
    price: "379.99",
    features: ["Fire-rated fabric", "Full blackout lining", "Overlapping centre", "Hospitality durability"],
    quote: { type: "drapery", model: "Blackout Drapery" },
  },
  {
    id: 12,
    title: "Velvet Pinch-Pleat Drapery",
    category: "residential",
    style: "Traditional",
    room: "Living Room",
    treatment: "drapery",
    description:
      "Rich velvet panels with hand-finished pinch pleats that fall in deep, even folds from ceiling to floor.",
    price: "499.99",
    features: ["Plush cotton velvet", "Hand-finished pleats", "Interlined for body", "Floor-length panels"],
    quote: { type: "drapery", model: "Pleated Drapery" },
  },
  {
    id: 13,
    title: "Motorized Drapery System",
    category: "commercial",
    style: "Modern",
    room: "Living Room",
    treatment: "motorized-drapery",
    description:
      "Ceiling-mounted motorized tracks that glide wide drapery open and closed at the touch of a button, for lobbies, lounges and large living spaces.",
    price: "799.99",
    features: ["Silent ceiling track", "Spans up to 30 feet", "Building system ready", "Ripple-fold drapery"],
    quote: { type: "drapery", model: "Motorized Drapery" },
  },
  {
    id: 14,
    title: "Sliding Door Vertical Blinds Installation",
    category: "installation",
    style: "Contemporary",
    room: "Living Room",
    treatment: "vertical-blinds",
    description:
      "A full installation of vertical blinds across a twelve-foot patio door, measured, fitted and aligned by our team in one visit.",
    price: "Contact for Quote",
    features: ["Measured on site", "Fitted in one visit", "Vanes aligned and tested", "Old hardware removed"],
    quote: { type: "blinds", model: "Premium Vertical Blinds" },
  },
  {
    id: 15,
    title: "Bay Window Drapery Installation",
    category: "installation",
    style: "Traditional",
    room: "Dining Room",
    treatment: "drapery",
    description:
      "A custom bent rod follows the bay window's angles so the drapery glides across all three windows without a gap.",
    price: "Contact for Quote",
    features: ["Custom bent rod", "Three-window coverage", "Level, secure mounting", "Final steaming and dressing"],
    quote: { type: "drapery", model: "Panel Drapery" },
  },
  {
    id: 16,
    title: "Skylight Cellular Shade Installation",
    category: "installation",
    style: "Modern",
    room: "Kitchen",
    treatment: "cellular",
    description:
      "Honeycomb shades fitted to a kitchen skylight on side tracks, tamed with a remote so the midday sun never overheats the room.",
    price: "Contact for Quote",
    features: ["Side-track mounting", "Remote operation", "Heat-reducing cells", "Tidy concealed wiring"],
    quote: { type: "shades", model: "Cellular Shades" },
  },
  {
    id: 17,
    title: "Bathroom Privacy Shade Installation",
    category: "installation",
    style: "Minimalist",
    room: "Bathroom",
    treatment: "pleated",
    description:
      "A top-down pleated shade covers the lower pane for privacy while daylight still streams in over the top.",
    price: "Contact for Quote",
    features: ["Top-down operation", "Moisture-safe fabric", "Inside-mount fit", "Installed in under an hour"],
    quote: { type: "shades", model: "Pleated Shades" },
  },
  {
    id: 18,
    title: "Coastal Living Room with Layered Sheers",
    category: "inspiration",
    style: "Contemporary",
    room: "Living Room",
    treatment: "sheer",
    description:
      "Ivory sheers layered under sand-coloured panels keep a seaside room breezy and bright from morning to sunset.",
    price: "View Only",
    features: ["Layered window look", "Sand and ivory palette", "Soft daylight", "Relaxed coastal mood"],
    quote: { type: "curtains", model: "Premium Sheer Curtains" },
  },
  {
    id: 19,
    title: "Scandinavian Bedroom in Soft Neutrals",
    category: "inspiration",
    style: "Minimalist",
    room: "Bedroom",
    treatment: "roller",
    description:
      "Pale oak, white walls and a blackout roller in warm oatmeal: calm, uncluttered and dark enough for a lie-in.",
    price: "View Only",
    features: ["Oatmeal blackout roller", "Pale oak accents", "Uncluttered lines", "Calm neutral palette"],
    quote: { type: "shades", model: "Roller Shades" },
  },
  {
    id: 20,
    title: "Farmhouse Kitchen with Café Curtains",
    category: "inspiration",
    style: "Traditional",
    room: "Kitchen",
    treatment: "cafe",
    description:
      "Gingham café curtains on a brass tension rod give a farmhouse kitchen privacy below and sunshine above the sink.",
    price: "View Only",
    features: ["Gingham cotton", "Brass tension rod", "Privacy below, light above", "Farmhouse charm"],
    quote: { type: "curtains", model: "Standard Cafe Curtains" },
  },
  {
    id: 21,
    title: "Formal Dining Room with Silk Drapery",
    category: "inspiration",
    style: "Traditional",
    room: "Dining Room",
    treatment: "drapery",
    description:
      "Floor-to-ceiling silk drapery in deep amber frames tall windows and makes every dinner feel like an occasion.",
    price: "View Only",
    features: ["Silk drapery panels", "Ceiling-height rods", "Deep amber tone", "Tassel tiebacks"],
    quote: { type: "drapery", model: "Decorative Drapery" },
  },
  {
    id: 22,
    title: "Urban Loft with Motorized Shades",
    category: "inspiration",
    style: "Modern",
    room: "Living Room",
    treatment: "motorized",
    description:
      "Tall industrial windows fitted with motorized shades that all rise together at the press of one button.",
    price: "View Only",
    features: ["Grouped motor control", "Tall industrial windows", "Concrete and timber", "One-touch scenes"],
    quote: { type: "shades", model: "Motorized Shades" },
  },
  {
    id: 23,
    title: "Spa-Inspired Bathroom Retreat",
    category: "inspiration",
    style: "Minimalist",
    room: "Bathroom",
    treatment: "woven-wood",
    description:
      "A bamboo shade over the tub, stone tiles and green plants turn an everyday bathroom into a quiet place to unwind.",
    price: "View Only",
    features: ["Bamboo shade", "Natural stone", "Indoor greenery", "Soft diffused light"],
    quote: { type: "shades", model: "Woven Wood Shades" },
  },
  {
    id: 24,
    title: "Cosy Reading Nook with Roman Shades",
    category: "inspiration",
    style: "Contemporary",
    room: "Bedroom",
    treatment: "roman",
    description:
      "A window seat piled with cushions under a patterned fold-up shade: the warmest corner of the house for a good book.",
    price: "View Only",
    features: ["Patterned fabric", "Window seat nook", "Layered cushions", "Warm reading light"],
    quote: { type: "shades", model: "Roman Shades" },
  },
];

export const galleryItems: readonly GalleryItem[] = items.map(withImages);

export function findGalleryItem(id: number): GalleryItem | undefined {
  return galleryItems.find((item) => item.id === id);
}
