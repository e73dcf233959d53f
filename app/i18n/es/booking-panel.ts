import type { Widen } from "../catalogue.ts";
import type { enBookingPanel } from "../en/booking-panel.ts";

/** Spanish: the invitation to book online (see ../en/booking-panel.ts). */
export const esBookingPanel = {
  bookingPanel: {
    heading: "Agende en línea su consulta gratuita",
    text: "Elija el día y la hora que le convengan: un diseñador le lleva muestras a su casa y mide sus ventanas, en cerca de una hora.",
    button: "Elegir un horario",
  },
} satisfies Widen<typeof enBookingPanel>;
