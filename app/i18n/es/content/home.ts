import type { Widen } from "../../catalogue.ts";
import type { enHome } from "../../en/content/home.ts";

/**
 * The home page's sections in Spanish (see ../../en/content/home.ts), in the order it shows them. Its
 * browser code carries these words, with ./common.ts and ./business.ts.
 */
export const esHome = {
  hero: {
    action: "Explorar la colección",
    imageAlt: "Ilustración de una sala con cortinajes a la medida que enmarcan dos ventanas altas",
  },
  band: {
    heading: "Elegancia a la medida en cada ventana",
    text: "Desde la primera consulta gratuita hasta la instalación final, diseñamos, fabricamos e instalamos cortinas y persianas que se adaptan a su forma de vivir.",
    viewCollections: "Ver colecciones",
  },
  whyChoose: {
    heading: "Por qué elegir {business}",
    cards: [
      {
        title: "Entrega rápida",
        description: "Persianas y cortinas a la medida entregadas en tan solo 7 días.",
      },
      {
        title: "Materiales de primera calidad",
        description: "Telas finas, maderas macizas y herrajes confiables de fabricantes reconocidos.",
      },
      {
        title: "Instalación experta",
        description: "Nuestros propios instaladores capacitados dejan cada ventana perfecta.",
      },
    ],
  },
  collection: {
    heading: "Nuestra colección",
    lead: "Cortinas y persianas a la medida para cada ventana de su hogar.",
    /** By collection. */
    cards: {
      shades: {
        title: "Persianas de tela",
        description: "Persianas enrollables, romanas, celulares y de madera tejida.",
        alt: "Ilustración de persianas romanas",
      },
      blinds: {
        title: "Persianas",
        description: "Persianas horizontales, verticales, minipersianas y paneles deslizantes.",
        alt: "Ilustración de persianas horizontales",
      },
      drapery: {
        title: "Cortinajes",
        description: "Cortinajes hasta el piso en telas finas.",
        alt: "Ilustración de cortinajes hasta el piso",
      },
      motorized: {
        title: "Motorizados",
        description: "Persianas y cortinajes que se mueven con solo tocar un botón.",
        alt: "Ilustración de una persiana motorizada con control remoto",
      },
    },
  },
  services: {
    heading: "Servicios expertos",
    lead: "De la primera idea a la instalación final.",
    /** By service. */
    cards: {
      "custom-design": {
        title: "Diseño personalizado",
        description: "Telas, estilos y herrajes elegidos con un diseñador.",
        alt: "Ilustración de muestras de tela",
      },
      installation: {
        title: "Instalación profesional",
        description: "Instalación precisa y limpia a cargo de nuestros propios instaladores.",
        alt: "Ilustración de la escalera y el taladro de un instalador junto a persianas instaladas",
      },
      consultation: {
        title: "Consulta y medición",
        description: "Una visita gratuita para medir y darle asesoría, cuando más le convenga.",
        alt: "Ilustración de un muestrario de telas y una conversación",
      },
    },
  },
  testimonials: {
    heading: "Lo que dicen nuestros clientes",
    /** By testimonial id (app/content/testimonials.ts); the names are the clients' own. */
    items: {
      1: {
        role: "Propietaria de vivienda",
        content:
          "Las persianas romanas de nuestra sala quedaron preciosas. Midieron, nos asesoraron e instalaron todo en menos de dos semanas.",
      },
      2: {
        role: "Diseñador de interiores",
        content:
          "Para cortinajes, mando a mis clientes con ellos. La variedad de telas es excelente y los acabados del taller son siempre precisos.",
      },
      3: {
        role: "Empresaria",
        content:
          "Pusimos persianas enrollables motorizadas en toda la oficina. Se acabaron los reflejos y al equipo le encantan los horarios programados. Excelente servicio.",
      },
    },
    carousel: {
      /** What screen readers call the carousel and each of its slides. */
      carousel: "carrusel",
      slideRole: "diapositiva",
      pause: "Pausar",
      play: "Reproducir",
      pauseLabel: "Pausar los testimonios",
      playLabel: "Reproducir los testimonios",
      slide: "{index} de {count}",
      previous: "Testimonio anterior",
      next: "Testimonio siguiente",
      show: "Mostrar el testimonio {index}",
      rating: "Calificación: {value} de {max}",
      quote: "“{quote}”",
    },
  },
  values: {
    heading: "Nuestros valores",
    /** By value; the picture side alternates from one value to the next. */
    items: {
      craftsmanship: {
        title: "Calidad artesanal",
        description:
          "Artesanos expertos cortan, cosen y arman a mano cada persiana, cortina y cortinaje, y lo revisamos todo antes de que salga de nuestro taller.",
        alt: "Ilustración de una tela mientras se cose",
      },
      satisfaction: {
        title: "Satisfacción del cliente",
        description:
          "Primero escuchamos, le informamos en cada paso y no terminamos hasta que el resultado le encante.",
        alt: "Ilustración de una casa con un corazón en la ventana",
      },
      innovation: {
        title: "Innovación",
        description:
          "Sistemas motorizados, control desde su hogar inteligente y telas que ahorran energía llevan el confort moderno a las ventanas clásicas.",
        alt: "Ilustración de un foco",
      },
    },
  },
  ourServices: {
    heading: "Nuestros servicios",
    items: [
      { title: "Diseño personalizado", description: "Cortinas y persianas diseñadas para sus espacios y su luz." },
      { title: "Instalación profesional", description: "Instaladas niveladas, firmes y listas para usar." },
      { title: "Garantía de calidad", description: "Una garantía de 5 años en todo lo que fabricamos." },
    ],
  },
  process: {
    heading: "Nuestro proceso",
    items: [
      { title: "Consulta", description: "Vamos a su casa, escuchamos y entendemos lo que necesita." },
      { title: "Diseño", description: "Elija estilos, telas y colores con nuestra asesoría." },
      { title: "Fabricación", description: "Sus cortinas y persianas se fabrican a la medida en nuestro taller." },
      { title: "Instalación", description: "Nuestro equipo instala todo y le muestra cómo funciona." },
    ],
  },
  closingCta: {
    heading: "¿Quiere transformar sus ventanas?",
    text: "Agende una consulta gratuita y vea telas y acabados en su propia casa.",
    action: "Contáctenos",
  },
} satisfies Widen<typeof enHome>;
