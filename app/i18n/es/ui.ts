import type { Widen } from "../catalogue.ts";
import type { enUi } from "../en/ui.ts";

/** Spanish: the site-wide part of the interface catalogue, every page's chrome and error pages (see ../en/ui.ts). */
export const esUi = {
  common: {
    skipToContent: "Saltar al contenido",
  },
  notFound: {
    code: "404",
    heading: "Página no encontrada",
    text: "Es posible que la página que busca se haya eliminado, haya cambiado de nombre o no esté disponible temporalmente.",
    home: "Volver al inicio",
  },
  errorPage: {
    heading: "Algo salió mal",
    text: "No pudimos mostrar esta página. Inténtelo de nuevo o llámenos al {phone}.",
  },
  tooLarge: {
    heading: "Su mensaje es demasiado largo para enviarlo",
    text: "No se envió nada. Acorte su mensaje e inténtelo de nuevo, o llámenos al {phone}.",
    textWithLimit:
      "No se envió nada: este formulario acepta como máximo {size} a la vez, fotos incluidas. Envíe menos e inténtelo de nuevo, o llámenos al {phone}.",
    back: "Volver al formulario",
  },
} satisfies Widen<typeof enUi>;
