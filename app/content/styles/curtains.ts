import { back, collectionStylePages } from "./build";

/** Curtain pages send their Request Quote buttons to /contact (spec §2.9). */
export const curtainPages = collectionStylePages(
  { back: back.curtains, quote: "contact" },
  {
    "/collections/curtains/sheer-curtains": {
      heading: "Sheer Curtains",
      intro: "Light, translucent curtains that let daylight in and keep privacy.",
      motif: "sheer",
      features: [
        { title: "Natural Light", description: "Brightens rooms while softening glare." },
        { title: "Privacy by Day", description: "Blurs the view in from outside." },
        { title: "Airy Look", description: "Floats and moves with the breeze." },
        { title: "Layer Friendly", description: "Works under heavier curtains or blinds." },
        { title: "Washable", description: "Easy-care fabrics for everyday living." },
        { title: "Made to Measure", description: "Any width and length." },
      ],
      styles: [
        { name: "Voile Sheer", description: "Smooth, fine voile with a graceful drape." },
        { name: "Linen Sheer", description: "Natural slub texture with relaxed folds." },
        { name: "Embroidered Sheer", description: "Delicate stitched patterns for a classic touch." },
      ],
    },
    "/collections/curtains/blackout-curtains": {
      heading: "Blackout Curtains",
      intro: "Block up to 99% of outside light for restful sleep and a cosy room.",
      motif: "blackout",
      features: [
        { title: "Blocks Up to 99% of Light", description: "Dense, lined fabrics keep rooms dark." },
        { title: "Sleep Better", description: "Perfect for bedrooms and nurseries." },
        { title: "Thermal Benefit", description: "Helps keep rooms at an even temperature." },
        { title: "Noise Reduction", description: "Heavier fabric softens outside sound." },
        { title: "UV Protection", description: "Protects floors and furniture from fading." },
        { title: "Many Colours", description: "From soft neutrals to deep jewel tones." },
      ],
      styles: [
        { name: "Solid Blackout", description: "Single-colour curtains with a blackout lining." },
        { name: "Textured Blackout", description: "Linen-look faces over a blackout layer." },
        { name: "Velvet Blackout", description: "Luxurious velvet with full light blocking." },
      ],
    },
    "/collections/curtains/thermal-curtains": {
      heading: "Thermal Curtains",
      intro: "Insulated curtains that help keep the warmth in and your energy bills down.",
      motif: "thermal",
      features: [
        { title: "Insulating Layers", description: "Thermal backing reduces heat loss at the glass." },
        { title: "Lower Bills", description: "Less heating in winter and cooling in summer." },
        { title: "Draft Blocking", description: "Cuts cold air around older windows." },
        { title: "Quieter Rooms", description: "Extra layers absorb outside noise." },
        { title: "Light Control", description: "Room-darkening without a heavy look." },
        { title: "Stylish Fabrics", description: "Warm colours and textures for any decor." },
      ],
      styles: [
        { name: "Classic Thermal", description: "Pleated curtains with an insulating lining." },
        { name: "Grommet Thermal", description: "Easy-glide grommet tops on thermal fabric." },
        { name: "Quilted Thermal", description: "Padded layers for the coldest windows." },
      ],
    },
    "/collections/curtains/decorative-curtains": {
      heading: "Decorative Curtains",
      intro: "Patterns, textures and trims that bring personality to every window.",
      motif: "decorative",
      features: [
        { title: "Pattern Library", description: "Florals, stripes, damasks and geometrics." },
        { title: "Custom Trims", description: "Tassels, braids and contrast borders." },
        { title: "Coordinated Sets", description: "Matching valances and tiebacks." },
        { title: "Rich Textures", description: "Jacquards, velvets and embroidered weaves." },
        { title: "Lined for Body", description: "Linings give a full, luxurious drape." },
        { title: "Designer Advice", description: "Help choosing pattern scale and colour." },
      ],
      styles: [
        { name: "Floral Curtains", description: "Garden-inspired prints for living rooms and bedrooms." },
        { name: "Striped Curtains", description: "Vertical stripes that make ceilings feel higher." },
        { name: "Damask Curtains", description: "Classic woven motifs with a subtle sheen." },
      ],
    },
  },
);
