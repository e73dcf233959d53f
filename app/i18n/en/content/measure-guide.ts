/**
 * The measuring guide (/measure-guide, issue 13): how to measure a window for an inside and an
 * outside mount, per product type. Sizes in inches to the nearest 1/8, as the quote form takes
 * them. Its heading is its name in ./pages.ts.
 */
export const enMeasureGuide = {
  intro:
    "Ten minutes and a steel tape measure are all it takes. Measure every window, even ones that look alike: old frames are rarely square. Write sizes to the nearest 1/8 inch, width first, then height. Our free in-home measurement confirms every size before anything is made.",
  toolsHeading: "You will need",
  tools: [
    "A steel tape measure (a fabric tape stretches)",
    "A pencil and paper, or your phone's notes",
    "A step ladder for tall windows",
  ],
  mounts: {
    inside: {
      heading: "Inside mount: in the window opening",
      intro:
        "The treatment sits inside the frame, for a clean, built-in look. You need at least 3/4 inch of flat depth at the top of the opening (2 inches for cellular and roman shades to sit flush).",
      steps: [
        {
          title: "Width, three times",
          text: "Measure the inside width of the opening at the top, the middle and the bottom. Write down the narrowest of the three; we make the small deduction for a smooth fit.",
        },
        {
          title: "Height, three times",
          text: "Measure from the top of the opening to the sill on the left, in the middle and on the right. Write down the longest of the three.",
        },
        {
          title: "Depth",
          text: "Measure how deep the opening is, from the window glass or any handles to the front of the frame, so we can check the treatment fits inside.",
        },
      ],
      drawing: {
        title: "Measuring for an inside mount",
        description:
          "A window in its opening. Three arrows across the inside of the opening, at the top, middle and bottom, show where to measure the width; three arrows from the top of the opening to the sill, left, middle and right, show where to measure the height.",
        width: "W: narrowest of 3",
        height: "H: longest of 3",
      },
    },
    outside: {
      heading: "Outside mount: over the window opening",
      intro:
        "The treatment is fixed on the wall or the frame around the opening. It covers more light gaps, hides an uneven frame and makes a window look larger.",
      steps: [
        {
          title: "Width with overlap",
          text: "Measure the width of the area you want to cover, and add at least 2 inches on each side (4 inches in all) so light does not leak around the edges.",
        },
        {
          title: "Height with overlap",
          text: "Measure from where the top will be fixed (at least 2 inches above the opening) down to the sill, or to 2 inches below the opening where there is no sill.",
        },
        {
          title: "Room to fix it",
          text: "Check that there is at least 2 inches of flat wall or frame above the opening for the brackets.",
        },
      ],
      drawing: {
        title: "Measuring for an outside mount",
        description:
          "A window in its opening with a dashed outline around it, 2 inches larger on each side and above: the area the treatment covers. One arrow across the dashed outline shows the width with its overlap, one arrow from its top to the sill shows the height.",
        width: "W: opening + 2 in each side",
        height: "H: from 2 in above",
      },
    },
  },
  productsHeading: "Product by product",
  /** By product type. */
  products: {
    blinds: {
      product: "Blinds",
      text: "Inside mounts need at least 2 inches of depth for 2-inch slats. For vertical blinds on a sliding door, measure the width with 4 inches extra on each side for the stack when open.",
    },
    shades: {
      product: "Shades",
      text: "Roller and solar shades fit shallow openings; cellular and roman shades look best with 2 inches of depth. For motorized shades, note where the nearest power outlet is.",
    },
    curtains: {
      product: "Curtains",
      text: "Curtains are outside mounts: measure the rod's width (the window plus 8 to 12 inches on each side) and the drop from the rod to where the curtain should end: the sill, just below it, or the floor.",
    },
    drapery: {
      product: "Drapery",
      text: "Measure from the top of the rod or track to the floor, then take off 1/2 inch so the drapery clears it, or add 2 to 6 inches for a soft puddle. Full-height drapery makes a ceiling look higher.",
    },
    accessories: {
      product: "Accessories",
      text: "For a curtain rod or valance, measure the width of the window frame and add the overlap you want on each side; for tiebacks, note the height where the curtain should be gathered.",
    },
  },
  tipsHeading: "Good to know",
  tips: [
    "Measure each window, even in a row of windows that look the same.",
    "Give sizes in inches to the nearest 1/8 inch: 36 3/8, not 36.4.",
    "Note any handles, cranks, alarm sensors or shutters that could be in the way.",
    "Not sure? Book a free consultation and we measure everything for you.",
  ],
  actions: {
    quote: "Request a Quote",
    measurement: "Book a Free Measurement",
  },
} as const;
