import { back, collectionStylePages } from "./build";

/** Accessory style cards carry no link (spec §2.9); the hero offers a consultation. */
export const accessoryPages = collectionStylePages(
  { back: back.accessories, quote: "none" },
  {
    "/collections/accessories/finials": {
      heading: "Finials",
      intro: "The finishing touch at each end of your curtain rod.",
      motif: "finial",
      features: [
        { title: "Many Shapes", description: "Balls, spears, scrolls and modern end caps." },
        { title: "Matching Rods", description: "Sized to fit our rods exactly." },
        { title: "Quality Finishes", description: "Brass, bronze, nickel, wood and glass." },
        { title: "Easy to Fit", description: "Screw-on fittings that stay secure." },
        { title: "Durable", description: "Solid materials that will not chip or fade." },
        { title: "Style Advice", description: "We help match finials to your hardware." },
      ],
      styles: [
        { name: "Classic Ball", description: "A simple sphere in wood or metal." },
        { name: "Crystal", description: "Faceted glass that catches the light." },
        { name: "Modern End Cap", description: "Minimal caps for a clean contemporary line." },
      ],
    },
    "/collections/accessories/valances": {
      heading: "Valances",
      intro: "A short top treatment that frames the window and hides hardware.",
      motif: "valance",
      features: [
        { title: "Hide Hardware", description: "Conceals headrails, tracks and rods." },
        { title: "Frame the View", description: "Adds height and finish to any window." },
        { title: "Coordinated Fabric", description: "Made from your curtain or shade fabric." },
        { title: "Many Shapes", description: "Box pleat, swag, scalloped and straight." },
        { title: "Lined", description: "Linings give structure and protect from sun." },
        { title: "Custom Widths", description: "Sized to your window and trim." },
      ],
      styles: [
        { name: "Box Pleat Valance", description: "Tailored pleats for a crisp, structured look." },
        { name: "Swag Valance", description: "Soft draped fabric for traditional rooms." },
        { name: "Cornice Valance", description: "A padded, fabric-covered board." },
      ],
    },
    "/collections/accessories/tiebacks": {
      heading: "Tiebacks",
      intro: "Hold curtains open in graceful curves and let the light in.",
      motif: "tieback",
      features: [
        { title: "Graceful Shape", description: "Gathers curtains into elegant curves." },
        { title: "More Light", description: "Keeps the window clear during the day." },
        { title: "Matching Fabrics", description: "Made from your curtain fabric or a contrast." },
        { title: "Hardware Included", description: "Wall hooks and holdbacks to match." },
        { title: "Many Styles", description: "Tassels, bands, ropes and magnets." },
        { title: "Easy Use", description: "Release and fasten in seconds." },
      ],
      styles: [
        { name: "Tassel Tieback", description: "Rope and tassel in silk-look yarns." },
        { name: "Fabric Band", description: "A tailored band matching your curtains." },
        { name: "Metal Holdback", description: "Decorative wall-mounted arms." },
      ],
    },
    "/collections/accessories/curtain-rods": {
      heading: "Curtain Rods",
      intro: "Strong, smooth rods and tracks that carry your curtains for years.",
      motif: "rod",
      features: [
        { title: "Sturdy Build", description: "Steel and solid wood that will not sag." },
        { title: "Smooth Glide", description: "Rings and gliders that move easily." },
        { title: "Custom Lengths", description: "Cut to size, with bay and corner options." },
        { title: "Finishes", description: "Black, brass, bronze, nickel and natural wood." },
        { title: "Brackets Included", description: "Wall and ceiling brackets for every fixing." },
        { title: "Pro Installation", description: "Level, secure fitting by our installers." },
      ],
      styles: [
        { name: "Classic Rod", description: "A round rod with rings and finials." },
        { name: "Double Rod", description: "Two rods for sheers behind drapery." },
        { name: "Track System", description: "A discreet ceiling track for ripple folds." },
      ],
    },
  },
);
