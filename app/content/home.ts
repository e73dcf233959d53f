import { art } from "./art";
import { business } from "./business";
import type { Card, Feature } from "./types";

export const heroSecondary = {
  heading: "Crafting Elegance in Every Window",
  text: "From the first free consultation to the final fitting, we design, make and install window treatments that suit the way you live.",
};

/** Why Choose {brand} (anchor features). */
export const whyChoose: { heading: string; cards: Feature[] } = {
  heading: `Why Choose ${business.name}`,
  cards: [
    {
      title: "Fast Delivery",
      description: "Custom blinds and curtains delivered in as fast as 7 days.",
    },
    {
      title: "Premium Quality Materials",
      description: "Fine fabrics, solid hardwoods and reliable hardware from trusted makers.",
    },
    {
      title: "Expert Installation",
      description: "Our own trained installers fit every window perfectly.",
    },
  ],
};

const quote = { to: "/quote-request", label: "Request a Quote" };

/** Services cards (anchor services). */
export const homeServices: Card[] = [
  {
    title: "Custom Design",
    description: "Fabrics, styles and hardware chosen with a designer.",
    image: art("design", "Illustration of fabric swatches"),
    link: { to: "/services/custom-design", label: "Learn More" },
    secondary: quote,
  },
  {
    title: "Professional Installation",
    description: "Precise, tidy fitting by our own installers.",
    image: art("install", "Illustration of an installer's ladder and drill beside fitted blinds"),
    link: { to: "/services/installation", label: "Learn More" },
    secondary: quote,
  },
  {
    title: "Consultation & Measurement",
    description: "A free visit to measure and advise, at a time that suits you.",
    image: art("consult", "Illustration of a sample book and a conversation"),
    link: { to: "/services/consultation", label: "Learn More" },
    secondary: quote,
  },
];

/** Our Values: the image side alternates from one value to the next. */
export const values: (Feature & { image: Card["image"] })[] = [
  {
    title: "Quality Craftsmanship",
    description:
      "Every shade, blind and drape is cut, sewn and assembled by skilled hands and checked before it leaves our workroom.",
    image: art("craft", "Illustration of fabric being stitched"),
  },
  {
    title: "Customer Satisfaction",
    description: "We listen first, keep you informed at every step and are not finished until you love the result.",
    image: art("heart", "Illustration of a home with a heart in the window"),
  },
  {
    title: "Innovation",
    description:
      "Motorized systems, smart-home control and energy-saving fabrics bring modern comfort to classic windows.",
    image: art("idea", "Illustration of a light bulb"),
  },
];

export const ourServices: Feature[] = [
  { title: "Custom Design", description: "Treatments designed around your rooms and light." },
  { title: "Professional Installation", description: "Fitted level, secure and ready to use." },
  { title: "Quality Guarantee", description: "A 5-year warranty on everything we make." },
];

export const process: Feature[] = [
  { title: "Consultation", description: "We visit, listen and understand your needs." },
  { title: "Design", description: "Choose styles, fabrics and colours with our advice." },
  { title: "Production", description: "Your treatments are made to measure in our workroom." },
  { title: "Installation", description: "Our team fits everything and shows you how it works." },
];

export const closingCta = {
  heading: "Ready to Transform Your Windows?",
  text: "Book a free consultation and see fabrics and finishes in your own home.",
  action: { to: "/contact", label: "Get in Touch" },
};
