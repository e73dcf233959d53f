import { back, collectionStylePages } from "./build";

const blinds = { type: "blinds" } as const;

export const blindPages = collectionStylePages(
  { back: back.blinds },
  {
    "/collections/blinds/horizontal-blinds": {
      heading: "Horizontal Blinds",
      intro: "Tilting slats give precise control of light and privacy in any room.",
      motif: "horizontal",
      quote: blinds,
      features: [
        { title: "Precise Light Control", description: "Tilt the slats to direct light exactly where you want it." },
        { title: "Durable Slats", description: "Aluminum, wood and faux wood built for daily use." },
        { title: "Easy to Clean", description: "A quick dusting keeps them looking new." },
        { title: "Many Finishes", description: "Dozens of colours and wood stains." },
        { title: "Cordless Options", description: "Safer lift systems for family homes." },
        { title: "Exact Fit", description: "Cut to size for a neat inside mount." },
      ],
      styles: [
        { name: "Venetian Blinds", description: "Classic 50 mm slats with ladder tapes or cords." },
        { name: "Aluminum Blinds", description: "Light, moisture-proof slats for kitchens and baths." },
        { name: "Wood Blinds", description: "Real hardwood slats with a warm natural grain." },
      ],
    },
    "/collections/blinds/vertical-blinds": {
      heading: "Vertical Blinds",
      intro: "Vertical vanes that glide across wide windows and sliding doors.",
      motif: "vertical",
      quote: blinds,
      features: [
        { title: "Wide Openings", description: "Ideal for patio doors and floor-to-ceiling glass." },
        { title: "Smooth Glide", description: "Quiet tracks that traverse with a wand." },
        { title: "Rotating Vanes", description: "Turn the vanes for light without losing privacy." },
        { title: "Replaceable Vanes", description: "Swap a single vane instead of the whole blind." },
        { title: "Fabric Choices", description: "Textured, patterned and blackout fabrics." },
        { title: "Stack Options", description: "Stack left, right, split or centre." },
      ],
      styles: [
        { name: "Classic Vertical Blinds", description: "Rigid PVC vanes in crisp neutral tones." },
        { name: "Fabric Vertical Blinds", description: "Soft fabric vanes that filter light gently." },
        { name: "Vinyl Vertical Blinds", description: "Hard-wearing, easy-clean vanes for busy spaces." },
      ],
    },
    "/collections/blinds/panel-blinds": {
      heading: "Panel Blinds",
      intro: "Wide fabric panels on a sliding track: a modern answer for large spans of glass.",
      motif: "panel",
      quote: blinds,
      features: [
        { title: "Modern Look", description: "Broad, flat panels with clean lines." },
        { title: "Room Dividers", description: "Also work as elegant partitions." },
        { title: "Large Windows", description: "Cover sliding doors and window walls." },
        { title: "Easy Operation", description: "Panels slide on a smooth multi-channel track." },
        { title: "Fabric Range", description: "Sheer, light-filtering and blackout panels." },
        { title: "Custom Sizes", description: "Panel widths planned for your opening." },
      ],
      styles: [
        { name: "Classic Panel Blinds", description: "Solid panels in timeless neutral fabrics." },
        { name: "Fabric Panel Blinds", description: "Textured weaves that soften a room." },
        { name: "Sheer Panel Blinds", description: "Translucent panels that glow with daylight." },
      ],
    },
    "/collections/blinds/mini-blinds": {
      heading: "Mini Blinds",
      intro: "Slim 25 mm slats: a neat, affordable choice for small and shallow windows.",
      motif: "mini",
      quote: blinds,
      features: [
        { title: "Slim Profile", description: "Fits shallow frames and narrow windows." },
        { title: "Affordable", description: "Quality blinds at an accessible price." },
        { title: "Moisture Resistant", description: "Aluminum and vinyl suit kitchens and baths." },
        { title: "Fine Control", description: "Narrow slats adjust light in small steps." },
        { title: "Colour Range", description: "From bright whites to metallic finishes." },
        { title: "Quick Install", description: "Lightweight headrails mount in minutes." },
      ],
      styles: [
        { name: "Classic", description: "Everyday mini blinds in clean whites and creams." },
        { name: "Aluminum", description: "Sturdy metal slats with a brushed finish." },
        { name: "Vinyl", description: "Wipe-clean slats for humid rooms." },
      ],
    },
  },
);
