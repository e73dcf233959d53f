/** The about page. Its heading is its name in ./pages.ts; {business} is the business's name. */
export const enAbout = {
  intro: "{business} designs, makes and installs made-to-measure window treatments for homes and businesses.",
  storyHeading: "Our Story",
  story: [
    "{business} began as a small curtain workroom with one sewing table and a simple idea: every window deserves a treatment made for it, not adapted to it.",
    "Today our designers, workroom and installation team work side by side. We visit you, measure every window, help you choose from hundreds of fabrics and finishes, make each piece to measure and fit it ourselves.",
    "Home owners, interior designers and business owners come back to us because we keep our promises: honest advice, clear quotes, careful work and a 5-year warranty on everything we make.",
  ],
  factsHeading: "What We Stand For",
  facts: [
    { title: "Made to Measure", description: "Every blind, shade, curtain and drape is made for your exact window." },
    { title: "One Team", description: "Design, production and installation under one roof, start to finish." },
    { title: "Free Consultation", description: "Measurement and design advice at home, with no obligation." },
  ],
  cta: {
    heading: "Come and meet us",
    text: "Book a free consultation at home or visit our showroom.",
  },
} as const;
