import { back, collectionStylePages } from "./build";

const shades = { type: "shades" } as const;

export const shadePages = collectionStylePages(
  { back: back.shades },
  {
    "/collections/shades/roller": {
      heading: "Roller Shades",
      intro: "Clean lines and simple operation: a single panel of fabric that rolls neatly out of sight.",
      motif: "roller",
      quote: shades,
      features: [
        { title: "Light Control", description: "From soft filtering to full blackout, chosen per room." },
        { title: "Easy Operation", description: "Smooth spring, chain or motorized lift." },
        { title: "Low Maintenance", description: "Wipe-clean fabrics that resist fading and dust." },
        { title: "Space Saving", description: "Rolls into a slim headrail with no stack at the top." },
        { title: "Energy Efficient", description: "Reflective backings keep rooms cooler in summer." },
        { title: "Custom Fit", description: "Made to the millimetre for inside or outside mounts." },
      ],
      styles: [
        { name: "Classic Roller", description: "Woven fabric roller in linen, cotton-look and textured weaves." },
        { name: "Solar Roller", description: "Screen fabric that cuts glare and UV while keeping the view." },
        { name: "Blackout Roller", description: "Opaque fabric for bedrooms, nurseries and media rooms." },
      ],
    },
    "/collections/shades/roman": {
      heading: "Roman Shades",
      intro: "Soft fabric folds that stack gracefully when raised, tailored for a timeless look.",
      motif: "roman",
      quote: shades,
      features: [
        { title: "Elegant Folds", description: "Crisp or relaxed pleats that add depth to any window." },
        { title: "Premium Fabrics", description: "Linens, silks and cottons from trusted mills." },
        { title: "Lining Options", description: "Privacy, light-filtering or blackout linings." },
        { title: "Cordless Lift", description: "Child-safe cordless and motorized options." },
        { title: "Insulating", description: "Layered fabric helps keep heat in during winter." },
        { title: "Made to Measure", description: "Sewn for your exact window size." },
      ],
      styles: [
        { name: "Classic Roman", description: "Evenly spaced folds that lie flat when lowered." },
        { name: "Flat Roman", description: "A smooth face that shows off bold patterns." },
        { name: "Hobbled Roman", description: "Cascading soft folds even when fully lowered." },
      ],
    },
    "/collections/shades/cellular": {
      heading: "Cellular Shades",
      intro: "Honeycomb cells trap air at the window for outstanding insulation and quiet rooms.",
      motif: "cellular",
      quote: shades,
      features: [
        { title: "Energy Savings", description: "Air pockets insulate against heat and cold." },
        { title: "Sound Dampening", description: "Cells soften outside noise." },
        { title: "Top-Down Bottom-Up", description: "Light from above, privacy below." },
        { title: "Light Options", description: "Sheer, light-filtering and blackout fabrics." },
        { title: "Cordless Safety", description: "No dangling cords for children and pets." },
        { title: "Compact Stack", description: "Folds into a small stack at the top of the window." },
      ],
      styles: [
        { name: "Single Cell", description: "One layer of cells: light, affordable insulation." },
        { name: "Double Cell", description: "Two layers for extra insulation and quiet." },
        { name: "Triple Cell", description: "Our most insulating shade for extreme climates." },
      ],
    },
    "/collections/shades/woven-wood": {
      heading: "Woven Wood Shades",
      intro: "Natural bamboo, reeds and grasses woven by hand for warm, organic texture.",
      motif: "woven",
      quote: shades,
      features: [
        { title: "Natural Materials", description: "Sustainably sourced bamboo, jute and grasses." },
        { title: "Warm Texture", description: "Filtered light with a relaxed, organic feel." },
        { title: "Optional Liners", description: "Add privacy or blackout liners behind the weave." },
      ],
      styles: [
        { name: "Classic Woven", description: "Tight bamboo weave in honey and walnut tones." },
        { name: "Modern Woven", description: "Slim, even reeds for a crisp contemporary look." },
        { name: "Textured Woven", description: "Chunky grasses and jute for rich texture." },
      ],
    },
    "/collections/shades/motorized": {
      heading: "Motorized Shades",
      intro: "Raise and lower every shade from a remote, your phone or a schedule.",
      motif: "motorized",
      quote: shades,
      features: [
        { title: "Smart Home Ready", description: "Works with popular voice assistants and hubs." },
        { title: "Scheduling", description: "Open at sunrise, close at sunset, automatically." },
        { title: "Quiet Motors", description: "Whisper-quiet operation in every room." },
        { title: "Rechargeable", description: "Battery motors need no new wiring." },
        { title: "Safety", description: "Completely cord-free for children and pets." },
        { title: "Group Control", description: "Move a whole room of shades with one touch." },
      ],
      styles: [
        { name: "Motorized Roman", description: "Soft Roman folds raised at the touch of a button." },
        { name: "Motorized Cellular", description: "Insulating honeycomb shades on a schedule." },
        { name: "Motorized Roller", description: "Sleek roller shades for large or hard-to-reach windows." },
      ],
    },
  },
);
