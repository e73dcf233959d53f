/**
 * The service pages (spec §2.10), by path: the hero's sentence, the cards or numbered steps and the
 * closing call to action. A page's heading is its name in ./pages.ts.
 */
export const enServices = {
  "/services/custom-design": {
    intro: "Window treatments designed around your rooms, your light and your taste.",
    itemsHeading: "What Custom Design Includes",
    items: [
      { title: "Fabric Selection", description: "Hundreds of fabrics, brought to your home to see in your own light." },
      { title: "Style Consultation", description: "Advice on the treatment that suits each room and window." },
      { title: "Custom Hardware", description: "Rods, tracks, finials and motors matched to your design." },
      { title: "Pattern Design", description: "Pattern placement and scale planned across every panel." },
      { title: "Color Matching", description: "Colours matched to your walls, floors and furniture." },
      { title: "Technical Design", description: "Mounts, stack space and clearances worked out precisely." },
    ],
    cta: {
      heading: "Start your design",
      text: "Tell us about your windows and we will plan the perfect treatment together.",
      action: "Schedule Consultation",
    },
  },
  "/services/installation": {
    intro: "Our own trained installers fit every treatment level, secure and ready to use.",
    itemsHeading: "Our Installation Process",
    items: [
      { title: "Initial Assessment", description: "We check walls, frames and fixings before we start." },
      { title: "Preparation", description: "Furniture and floors are protected and the area cleared." },
      { title: "Installation", description: "Brackets, rails and treatments fitted level and secure." },
      { title: "Quality Check", description: "Every mechanism tested for smooth, safe operation." },
      { title: "Clean Up", description: "We remove packaging and dust and leave the room tidy." },
      { title: "Final Walkthrough", description: "We show you how everything works and answer questions." },
    ],
    cta: {
      heading: "Ready for a perfect fit?",
      text: "Book a date and our installers will take care of everything.",
      action: "Schedule Installation",
    },
  },
  "/services/consultation": {
    intro: "A free, no-obligation visit: we measure, advise and bring samples to you.",
    itemsHeading: "How a Consultation Works",
    items: [
      { title: "Initial Consultation", description: "We listen to how you use each room and what you need." },
      { title: "Space Assessment", description: "We look at light, views, privacy and window types." },
      { title: "Design Selection", description: "You choose styles, fabrics and colours with our advice." },
      { title: "Custom Measurements", description: "Precise measurements for a made-to-measure fit." },
      { title: "Professional Installation", description: "Our installers fit your new treatments." },
      { title: "Final Inspection", description: "We check every window with you before we leave." },
    ],
    cta: {
      heading: "Book your free consultation",
      text: "Choose a time that suits you and we will come to you.",
      action: "Book Consultation",
    },
  },
} as const;
