import type { Widen } from "../../catalogue.ts";
import type { enListings } from "../../en/content/listings.ts";

/** The pages that list collections or products, in Spanish (see ../../en/content/listings.ts). */
export const esListings = {
  /** The collection tiles of /collections and /products, by collection. */
  tiles: {
    blinds: {
      title: "Persianas",
      description: "Control preciso de la luz en madera, aluminio y tela.",
      alt: "Ilustración de persianas horizontales",
    },
    curtains: {
      title: "Cortinas",
      description: "Cortinas translúcidas, blackout, térmicas y decorativas.",
      alt: "Ilustración de cortinas translúcidas",
    },
    shades: {
      title: "Persianas de tela",
      description: "Persianas enrollables, romanas, celulares y de madera tejida.",
      alt: "Ilustración de una persiana enrollable",
    },
    drapery: {
      title: "Cortinajes",
      description: "Cortinajes confeccionados a la medida, plisados y terminados a mano.",
      alt: "Ilustración de cortinajes",
    },
    accessories: {
      title: "Accesorios",
      description: "Barras, remates, cenefas y abrazaderas.",
      alt: "Ilustración del remate de una barra para cortinas",
    },
  },
  collections: {
    heading: "Nuestras colecciones",
    intro: "Cuatro familias de cortinas y persianas a la medida, cada una en cientos de telas y acabados.",
    gridHeading: "Explore por colección",
    /** The tiles' buttons, by collection. */
    actions: {
      blinds: "Explorar persianas",
      curtains: "Explorar cortinas",
      shades: "Explorar persianas de tela",
      drapery: "Explorar cortinajes",
    },
  },
  products: {
    heading: "Nuestros productos",
    intro: "Persianas, cortinas, persianas de tela y los accesorios que las completan, todo a la medida.",
    gridHeading: "Compre por producto",
    actions: {
      blinds: "Ver persianas",
      curtains: "Ver cortinas",
      shades: "Ver persianas de tela",
      accessories: "Ver accesorios",
    },
    reasonsHeading: "Por qué elegir nuestros productos",
    reasons: [
      {
        title: "Calidad premium",
        description: "Telas, tablillas y herrajes de fabricantes de confianza, hechos para durar.",
      },
      {
        title: "Soluciones a la medida",
        description: "Cada pieza se fabrica a la medida de sus ventanas y de su estilo.",
      },
      {
        title: "Instalación experta",
        description: "Instalada por nuestros propios instaladores: nivelada, firme y sin desorden.",
      },
    ],
  },
  motorized: {
    heading: "Colección motorizada",
    intro: "Persianas y cortinajes que se mueven con un toque, según un horario o con su voz.",
    gridHeading: "Productos motorizados",
    /** The products, by product type (spec §2.9 notes). */
    cards: {
      blinds: {
        title: "Persianas horizontales motorizadas",
        description: "Incline y suba sus persianas con control remoto, aplicación u horario.",
        alt: "Ilustración de persianas horizontales",
      },
      shades: {
        title: "Persianas de tela motorizadas",
        description: "Persianas enrollables, romanas y celulares silenciosas que se mueven solas.",
        alt: "Ilustración de una persiana motorizada con control remoto",
      },
      drapery: {
        title: "Cortinajes motorizados",
        description: "Cortinajes que se abren al amanecer y se cierran al anochecer.",
        alt: "Ilustración de cortinajes motorizados con control remoto",
      },
    },
    reasonsHeading: "Por qué motorizar sus ventanas",
    reasons: [
      {
        title: "Listos para su hogar inteligente",
        description: "Contrólelos con asistentes de voz, aplicaciones y centrales domóticas.",
      },
      { title: "Seguros para niños y mascotas", description: "Sin cordones que se enreden o que alguien pueda jalar." },
      {
        title: "Comodidad programada",
        description: "Se abren y se cierran según un horario, aun cuando usted no está en casa.",
      },
    ],
  },
} satisfies Widen<typeof enListings>;
