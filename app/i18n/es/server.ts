import type { Widen } from "../catalogue.ts";
import type { enServer } from "../en/server.ts";

/** Spanish: messages only the server writes (see ../en/server.ts). */
export const esServer = {
  bookingAnswers: {
    invalid: "Revise los campos marcados.",
    rateLimited: "Demasiados intentos desde su conexión. Espere unos minutos e inténtelo de nuevo.",
    unavailable: "En este momento no podemos agendar consultas. Inténtelo de nuevo en un rato o llámenos.",
    conflict: "Ya tiene una consulta a esa hora.",
    cancelled: "Esta consulta se canceló, así que no se puede cambiar de horario.",
    slotTaken: "Ese horario se acaba de ocupar. Elija otro.",
  },
  photoChecks: {
    tooManyPixels: "“{name}” tiene demasiados píxeles para procesarla; envíe una foto más pequeña",
    unreadable: "No se pudo leer “{name}”; es posible que esté dañada o incompleta",
  },
} satisfies Widen<typeof enServer>;
