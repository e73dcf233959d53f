import { art } from "./art";
import { quoteHref } from "./quote";
import { consultationCta } from "./styles/build";
import type { Action, Card, CategoryPage } from "./types";

const consult: Action = { to: "/contact", label: "Schedule Consultation" };

function card(title: string, description: string, image: Card["image"], link?: Action, secondary?: Action): Card {
  return { title, description, image, link, secondary };
}

export const categoryPages: Record<string, CategoryPage> = {
  "/collections/blinds": {
    kind: "category",
    hero: {
      heading: "Custom Blinds",
      intro: "Precise light control in wood, aluminum and fabric, made to measure for every window.",
      image: art("horizontal", "", 2),
      actions: [consult],
    },
    cardsHeading: "Choose Your Blinds",
    cards: [
      card(
        "Vertical Blinds",
        "Vanes that glide across patio doors and wide windows.",
        art("vertical", "Illustration of vertical blinds"),
        { to: "/collections/blinds/vertical-blinds", label: "Learn More" },
        { to: quoteHref("blinds", "Vertical Blinds"), label: "Request a Quote" },
      ),
      card(
        "Horizontal Blinds",
        "Classic tilting slats in wood, faux wood and aluminum.",
        art("horizontal", "Illustration of horizontal blinds"),
        { to: "/collections/blinds/horizontal-blinds", label: "Learn More" },
        { to: quoteHref("blinds", "Horizontal Blinds"), label: "Request a Quote" },
      ),
      card(
        "Mini Blinds",
        "Slim slats for small and shallow windows.",
        art("mini", "Illustration of mini blinds"),
        { to: "/collections/blinds/mini-blinds", label: "Learn More" },
        { to: quoteHref("blinds", "Mini Blinds"), label: "Request a Quote" },
      ),
      card(
        "Panel Blinds",
        "Wide sliding panels for large spans of glass.",
        art("panel", "Illustration of panel blinds"),
        { to: "/collections/blinds/panel-blinds", label: "Learn More" },
        { to: quoteHref("blinds", "Panel Blinds"), label: "Request a Quote" },
      ),
    ],
    cta: consultationCta,
  },
  "/collections/curtains": {
    kind: "category",
    hero: {
      heading: "Custom Curtains",
      intro: "Sheer, blackout, thermal and decorative curtains sewn to your measurements.",
      image: art("drapery", "", 1),
      actions: [consult],
    },
    cardsHeading: "Choose Your Curtains",
    cards: [
      card("Sheer Curtains", "Soft daylight and daytime privacy.", art("sheer", "Illustration of sheer curtains"), {
        to: "/collections/curtains/sheer-curtains",
        label: "Learn More",
      }),
      card(
        "Blackout Curtains",
        "Block up to 99% of light for restful sleep.",
        art("blackout", "Illustration of blackout curtains"),
        { to: "/collections/curtains/blackout-curtains", label: "Learn More" },
      ),
      card(
        "Thermal Curtains",
        "Insulated layers that keep rooms comfortable.",
        art("thermal", "Illustration of thermal curtains"),
        { to: "/collections/curtains/thermal-curtains", label: "Learn More" },
      ),
      card(
        "Decorative Curtains",
        "Patterns, textures and trims with personality.",
        art("decorative", "Illustration of decorative curtains"),
        { to: "/collections/curtains/decorative-curtains", label: "Learn More" },
      ),
    ],
    cta: consultationCta,
  },
  "/collections/shades": {
    kind: "category",
    hero: {
      heading: "Custom Shades",
      intro: "Roller, Roman, cellular and woven wood shades in fabrics chosen for each room.",
      image: art("roman", "", 1),
      actions: [consult],
    },
    cardsHeading: "Choose Your Shades",
    cards: [
      card("Roller Shades", "Clean, simple and easy to operate.", art("roller", "Illustration of a roller shade"), {
        to: "/collections/shades/roller",
        label: "Learn More",
      }),
      card("Roman Shades", "Soft fabric folds with a tailored finish.", art("roman", "Illustration of a Roman shade"), {
        to: "/collections/shades/roman",
        label: "Learn More",
      }),
      card(
        "Cellular Shades",
        "Honeycomb insulation for energy savings.",
        art("cellular", "Illustration of a cellular shade"),
        { to: "/collections/shades/cellular", label: "Learn More" },
      ),
      card(
        "Motorized Shades",
        "Smart control from a remote, app or schedule.",
        art("motorized", "Illustration of a motorized shade with remote"),
        { to: "/collections/shades/motorized", label: "Learn More" },
      ),
    ],
    more: {
      heading: "Also in shades",
      links: [{ to: "/collections/shades/woven-wood", label: "Woven Wood Shades" }],
    },
    cta: consultationCta,
  },
  "/collections/drapery": {
    kind: "category",
    hero: {
      heading: "Custom Drapery",
      intro: "Floor-length drapery in fine fabrics, pleated and finished by hand.",
      image: art("drapery", "", 2),
      actions: [consult],
    },
    cardsHeading: "Choose Your Drapery",
    cards: [
      card(
        "Sheer Drapery",
        "Airy panels that soften the light.",
        art("sheer", "Illustration of sheer drapery", 2),
        { to: "/collections/drapery/sheer", label: "Learn More" },
        { to: quoteHref("drapery", "Sheer Drapery"), label: "Request a Quote" },
      ),
      card(
        "Blackout Drapery",
        "Lined panels for complete darkness.",
        art("blackout", "Illustration of blackout drapery", 2),
        { to: "/collections/drapery/blackout", label: "Learn More" },
        { to: quoteHref("drapery", "Blackout Drapery"), label: "Request a Quote" },
      ),
      card(
        "Fabric Drapery",
        "Your choice of hundreds of fabrics.",
        art("drapery", "Illustration of fabric drapery", 3),
        { to: "/collections/drapery/fabric", label: "Learn More" },
        { to: quoteHref("drapery", "Fabric Drapery"), label: "Request a Quote" },
      ),
    ],
    more: {
      heading: "More drapery styles",
      links: [
        { to: "/collections/drapery/decorative", label: "Decorative Drapery" },
        { to: "/collections/drapery/thermal", label: "Thermal Drapery" },
        { to: "/collections/drapery/motorized", label: "Motorized Drapery" },
      ],
    },
    cta: consultationCta,
  },
  "/collections/accessories": {
    kind: "category",
    back: { to: "/collections", label: "Back to Collections" },
    hero: {
      heading: "Window Treatment Accessories",
      intro: "Rods, finials, valances and tiebacks that complete every window.",
      image: art("rod", "", 1),
      actions: [consult],
    },
    cardsHeading: "Finishing Touches",
    twoColumns: true,
    cards: (
      [
        ["Curtain Rods", "Sturdy rods and tracks in many finishes.", "rod", "/collections/accessories/curtain-rods"],
        ["Finials", "Decorative ends for your curtain rods.", "finial", "/collections/accessories/finials"],
        ["Valances", "Top treatments that frame the window.", "valance", "/collections/accessories/valances"],
        ["Tiebacks", "Hold curtains open in graceful curves.", "tieback", "/collections/accessories/tiebacks"],
      ] as const
    ).map(([title, description, motif, to]) =>
      card(
        title,
        description,
        art(motif, `Illustration of ${title.toLowerCase()}`),
        { to, label: "Learn More" },
        // Spec §2.9 leaves the model unencoded; we always encode it (docs/deviations.md).
        { to: quoteHref("accessories", title), label: "Request a Quote" },
      ),
    ),
    cta: consultationCta,
  },
};
