import { art } from "./art";
import { quoteHref } from "./quote";
import type { Card, Feature } from "./types";

const learnMore = (to: string) => ({ to, label: "Learn More" });

/** Home page collection cards (anchor products, spec §2.3). */
export const homeCollections: Card[] = [
  {
    title: "Shades",
    description: "Roller, Roman, cellular and woven wood shades.",
    image: art("roman", "Illustration of Roman shades"),
    link: learnMore("/collections/shades"),
  },
  {
    title: "Blinds",
    description: "Horizontal, vertical, mini and panel blinds.",
    image: art("horizontal", "Illustration of horizontal blinds"),
    link: learnMore("/collections/blinds"),
  },
  {
    title: "Drapery",
    description: "Floor-length drapery in fine fabrics.",
    image: art("drapery", "Illustration of floor-length drapery"),
    link: learnMore("/collections/drapery"),
  },
  {
    title: "Motorized",
    description: "Shades, blinds and drapery at the touch of a button.",
    image: art("motorized", "Illustration of a motorized shade with remote"),
    link: learnMore("/collections/motorized"),
  },
];

/** /collections tiles (spec §2.8). */
export const collectionTiles: Card[] = [
  {
    title: "Blinds",
    description: "Precise light control in wood, aluminum and fabric.",
    image: art("horizontal", "Illustration of horizontal blinds", 2),
    link: { to: "/collections/blinds", label: "Explore Blinds" },
  },
  {
    title: "Curtains",
    description: "Sheer, blackout, thermal and decorative curtains.",
    image: art("sheer", "Illustration of sheer curtains", 1),
    link: { to: "/collections/curtains", label: "Explore Curtains" },
  },
  {
    title: "Shades",
    description: "Roller, Roman, cellular and woven wood shades.",
    image: art("roller", "Illustration of a roller shade", 2),
    link: { to: "/collections/shades", label: "Explore Shades" },
  },
  {
    title: "Drapery",
    description: "Tailored drapery, pleated and finished by hand.",
    image: art("drapery", "Illustration of drapery", 3),
    link: { to: "/collections/drapery", label: "Explore Drapery" },
  },
];

/** /products tiles (spec §2.8). */
export const productTiles: Card[] = [
  { ...collectionTiles[0]!, link: { to: "/collections/blinds", label: "View Blinds" } },
  { ...collectionTiles[1]!, link: { to: "/collections/curtains", label: "View Curtains" } },
  { ...collectionTiles[2]!, link: { to: "/collections/shades", label: "View Shades" } },
  {
    title: "Accessories",
    description: "Rods, finials, valances and tiebacks.",
    image: art("finial", "Illustration of a curtain rod finial"),
    link: { to: "/collections/accessories", label: "View Accessories" },
  },
];

export const whyOurProducts: Feature[] = [
  { title: "Premium Quality", description: "Fabrics, slats and hardware from trusted makers, built to last." },
  { title: "Custom Solutions", description: "Every piece made to measure for your windows and your style." },
  { title: "Expert Installation", description: "Fitted by our own installers, level, secure and tidy." },
];

/** /collections/motorized (spec §2.9 notes): model = product name. */
export const motorizedProducts: Card[] = [
  {
    title: "Motorized Blinds",
    description: "Tilt and lift blinds from a remote, app or schedule.",
    image: art("horizontal", "Illustration of horizontal blinds", 3),
    link: { to: quoteHref("blinds", "Motorized Blinds"), label: "Request a Quote" },
  },
  {
    title: "Motorized Shades",
    description: "Quiet roller, Roman and cellular shades that move on their own.",
    image: art("motorized", "Illustration of a motorized shade with remote", 2),
    link: { to: quoteHref("shades", "Motorized Shades"), label: "Request a Quote" },
  },
  {
    title: "Motorized Drapery",
    description: "Drapery that opens with the sunrise and closes at night.",
    image: art("motor-drapery", "Illustration of motorized drapery with remote", 2),
    link: { to: quoteHref("drapery", "Motorized Drapery"), label: "Request a Quote" },
  },
];

export const motorizedBenefits: Feature[] = [
  { title: "Smart Home Ready", description: "Control with voice assistants, apps and home hubs." },
  { title: "Child and Pet Safe", description: "No cords to tangle or pull." },
  { title: "Scheduled Comfort", description: "Open and close on a timetable, even when you are away." },
];
