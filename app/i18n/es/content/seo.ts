import type { Widen } from "../../catalogue.ts";
import type { enSeo } from "../../en/content/seo.ts";

/** What search results and link previews say beyond each page's name and description, in Spanish (see ../../en/content/seo.ts). */
export const esSeo = {
  /** By preview image (app/features/seo/page-meta.ts), the site's own excepted. */
  ogImages: {
    blinds: "Persianas horizontales a la medida en el marco de una ventana",
    curtains: "Un par de cortinas a la medida que enmarcan una ventana",
    shades: "Una persiana enrollable a la medida bajada hasta la mitad de una ventana",
    drapery: "Paneles de cortinaje plisados hasta el piso",
    accessories: "Una barra para cortinas con remates y una abrazadera",
    motorized: "Una persiana motorizada con su control remoto",
    services: "Medición de una ventana para cortinas y persianas a la medida",
    gallery: "Una galería de proyectos terminados de cortinas y persianas",
  },
  product: {
    /** A product snippet's first sentence: with its price, or without one. Same as in English. */
    lead: "{title}, {price}.",
    leadWithoutPrice: "{title}.",
    /** A product page whose item could not be read. */
    fallbackTitle: "Producto {id}",
  },
} satisfies Widen<typeof enSeo>;
