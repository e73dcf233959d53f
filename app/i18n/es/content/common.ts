import type { Widen } from "../../catalogue.ts";
import type { enCommon } from "../../en/content/common.ts";

/** Words several content pages share, in Spanish (see ../../en/content/common.ts). */
export const esCommon = {
  actions: {
    learnMore: "Más información",
    requestQuote: "Solicitar cotización",
    /** The style cards' shorter button. */
    requestQuoteShort: "Cotizar",
    scheduleConsultation: "Agendar consulta",
  },
  /** What a card's button is about, for screen readers: "Más información sobre Persianas de tela". */
  cardActionAbout: "sobre {title}",
  back: {
    home: "Volver al inicio",
    collections: "Volver a colecciones",
    gallery: "Volver a la galería",
    blinds: "Volver a persianas",
    curtains: "Volver a cortinas",
    shades: "Volver a persianas de tela",
    drapery: "Volver a cortinajes",
    accessories: "Volver a accesorios",
  },
  /** The closing call to action of the collection, category and style pages. */
  consultationCta: {
    heading: "¿No sabe qué estilo le queda mejor a sus ventanas?",
    text: "Agende una consulta gratuita: tomamos las medidas, le llevamos muestras y le ayudamos a elegir, sin compromiso.",
  },
} satisfies Widen<typeof enCommon>;
