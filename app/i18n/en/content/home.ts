/**
 * The home page's sections (spec §2.3), in the order it shows them. The home page is one React
 * hydrates, so these words (with ./common.ts and ./business.ts) are all of the content catalogue
 * its browser code carries (app/i18n/home-content.ts). The contact section has its own words.
 */
export const enHome = {
  hero: {
    action: "Explore Collection",
    imageAlt: "Illustration of a living room with tailored drapery framing two tall windows",
  },
  band: {
    heading: "Crafting Elegance in Every Window",
    text: "From the first free consultation to the final fitting, we design, make and install window treatments that suit the way you live.",
    viewCollections: "View Collections",
  },
  whyChoose: {
    heading: "Why Choose {business}",
    cards: [
      { title: "Fast Delivery", description: "Custom blinds and curtains delivered in as fast as 7 days." },
      {
        title: "Premium Quality Materials",
        description: "Fine fabrics, solid hardwoods and reliable hardware from trusted makers.",
      },
      { title: "Expert Installation", description: "Our own trained installers fit every window perfectly." },
    ],
  },
  collection: {
    heading: "Our Collection",
    lead: "Made-to-measure treatments for every window in your home.",
    /** By collection. */
    cards: {
      shades: {
        title: "Shades",
        description: "Roller, Roman, cellular and woven wood shades.",
        alt: "Illustration of Roman shades",
      },
      blinds: {
        title: "Blinds",
        description: "Horizontal, vertical, mini and panel blinds.",
        alt: "Illustration of horizontal blinds",
      },
      drapery: {
        title: "Drapery",
        description: "Floor-length drapery in fine fabrics.",
        alt: "Illustration of floor-length drapery",
      },
      motorized: {
        title: "Motorized",
        description: "Shades, blinds and drapery at the touch of a button.",
        alt: "Illustration of a motorized shade with remote",
      },
    },
  },
  services: {
    heading: "Expert Services",
    lead: "From the first idea to the final fitting.",
    /** By service. */
    cards: {
      "custom-design": {
        title: "Custom Design",
        description: "Fabrics, styles and hardware chosen with a designer.",
        alt: "Illustration of fabric swatches",
      },
      installation: {
        title: "Professional Installation",
        description: "Precise, tidy fitting by our own installers.",
        alt: "Illustration of an installer's ladder and drill beside fitted blinds",
      },
      consultation: {
        title: "Consultation & Measurement",
        description: "A free visit to measure and advise, at a time that suits you.",
        alt: "Illustration of a sample book and a conversation",
      },
    },
  },
  testimonials: {
    heading: "What Our Clients Say",
    /** By testimonial id (app/content/testimonials.ts); the names are the clients' own. */
    items: {
      1: {
        role: "Homeowner",
        content:
          "The Roman shades in our living room are beautiful. They measured, advised and installed everything in under two weeks.",
      },
      2: {
        role: "Interior Designer",
        content:
          "I send my clients here for drapery. The fabric choice is excellent and the workroom finishing is consistently precise.",
      },
      3: {
        role: "Business Owner",
        content:
          "Motorized roller shades across our whole office. Glare is gone and the team loves the schedules. Great service.",
      },
    },
    carousel: {
      /** What screen readers call the carousel and each of its slides. */
      carousel: "carousel",
      slideRole: "slide",
      pause: "Pause",
      play: "Play",
      pauseLabel: "Pause testimonials",
      playLabel: "Play testimonials",
      slide: "{index} of {count}",
      previous: "Previous testimonial",
      next: "Next testimonial",
      show: "Show testimonial {index}",
      rating: "Rated {value} out of {max}",
      quote: "“{quote}”",
    },
  },
  values: {
    heading: "Our Values",
    /** By value; the picture side alternates from one value to the next. */
    items: {
      craftsmanship: {
        title: "Quality Craftsmanship",
        description:
          "Every shade, blind and drape is cut, sewn and assembled by skilled hands and checked before it leaves our workroom.",
        alt: "Illustration of fabric being stitched",
      },
      satisfaction: {
        title: "Customer Satisfaction",
        description: "We listen first, keep you informed at every step and are not finished until you love the result.",
        alt: "Illustration of a home with a heart in the window",
      },
      innovation: {
        title: "Innovation",
        description:
          "Motorized systems, smart-home control and energy-saving fabrics bring modern comfort to classic windows.",
        alt: "Illustration of a light bulb",
      },
    },
  },
  ourServices: {
    heading: "Our Services",
    items: [
      { title: "Custom Design", description: "Treatments designed around your rooms and light." },
      { title: "Professional Installation", description: "Fitted level, secure and ready to use." },
      { title: "Quality Guarantee", description: "A 5-year warranty on everything we make." },
    ],
  },
  process: {
    heading: "Our Process",
    items: [
      { title: "Consultation", description: "We visit, listen and understand your needs." },
      { title: "Design", description: "Choose styles, fabrics and colours with our advice." },
      { title: "Production", description: "Your treatments are made to measure in our workroom." },
      { title: "Installation", description: "Our team fits everything and shows you how it works." },
    ],
  },
  closingCta: {
    heading: "Ready to Transform Your Windows?",
    text: "Book a free consultation and see fabrics and finishes in your own home.",
    action: "Get in Touch",
  },
} as const;
