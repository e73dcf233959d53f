import type { Widen } from "../catalogue.ts";
import type { enContact } from "../en/contact.ts";

/** Spanish: the contact section and its message form (see ../en/contact.ts). */
export const esContact = {
  contact: {
    heading: "Contáctenos",
    intro: "Comuníquese con nosotros si tiene alguna pregunta sobre nuestros productos o servicios.",
    formHeading: "Envíenos un mensaje",
    name: "Su nombre",
    location: "Ubicación del proyecto",
    locationPlaceholder: "Seleccione la ubicación en el mapa",
    locationHint: "Haga clic en el mapa o busque un lugar para indicar la ubicación.",
    locationMissing: "Seleccione la ubicación del proyecto",
    message: "Mensaje",
    submit: "Enviar mensaje",
    sent: "¡Su mensaje se envió correctamente! Nos comunicaremos con usted muy pronto.",
    failed: "Hubo un error al enviar su mensaje. Inténtelo de nuevo.",
  },
} satisfies Widen<typeof enContact>;
