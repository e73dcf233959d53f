import type { Widen } from "../catalogue.ts";
import type { enBooking } from "../en/booking.ts";

/** Spanish: the /book page's heading and the booking form (see ../en/booking.ts). */
export const esBooking = {
  booking: {
    heading: "Agende una consulta gratuita",
    intro:
      "Elija un horario y un diseñador de {business} irá a su casa: en cerca de una hora le lleva muestras de telas y materiales, mide cada ventana y le da asesoría honesta. No tiene costo ni compromiso.",
    noTimesHeading: "No hay horarios disponibles en las próximas dos semanas",
    /** {link} is `noTimesLink`, a link to /contact. */
    noTimesText:
      "Por ahora, todos los horarios de consulta están ocupados. {link} y buscaremos un horario que le convenga.",
    noTimesLink: "Envíenos un mensaje",
    formHeading: "Elija un horario para su consulta gratuita",
    name: "Su nombre",
    address: "Dirección de la visita",
    addressHint: "Escriba la dirección, o búsquela en el mapa y seleccione el lugar.",
    rooms: "Habitaciones que veremos",
    message: "¿Algo que debamos saber?",
    swatchesLegend: "Muestras que le llevaremos",
    swatchesHint: "Un diseñador le lleva estas muestras de su bolsa. Desmarque las que ya no quiera.",
    submit: "Agendar consulta",
    chooseTime: "Elija un horario",
    unanswered:
      "No pudimos comunicarnos con el servidor, así que no se agendó nada. Revise su conexión e inténtelo de nuevo.",
  },
} satisfies Widen<typeof enBooking>;
