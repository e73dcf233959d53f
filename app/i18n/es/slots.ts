import type { Widen } from "../catalogue.ts";
import type { enSlots } from "../en/slots.ts";

/** Spanish: the day and time picker and the words about the visit (see ../en/slots.ts). */
export const esSlots = {
  slots: {
    chooseDay: "Elija un día",
    chooseTime: "Elija un horario",
    /** A day's time group: "Elija un horario: martes, 1 de diciembre de 2026". Same as in English. */
    dayLegend: "{legend}: {day}",
    noTimes: "Sin horarios",
    times: { one: "{count} horario", other: "{count} horarios" },
    noTimesLeft: "No quedan horarios este día.",
    /** {zone} is the zone's long name from Intl: "hora del Pacífico". */
    zoneHint: "Todos los horarios están en {zone}. La visita dura cerca de una hora.",
    /** The same start in the visitor's own zone, when it is not the business's. */
    yourTime: "{time} en su hora local",
    loading: "Cargando los horarios…",
    loadFailed: "No pudimos cargar los horarios de este día.",
    retry: "Intentar de nuevo",
  },
  visit: {
    outsideArea:
      "Esta dirección está fuera de nuestra zona de servicio habitual. Puede agendar de todos modos: le llamaremos para confirmar la visita.",
    /**
     * A consultation's date and time: "martes, 1 de diciembre de 2026, 9:00 a.m. PT". Not "a las {time}":
     * the business's hours include 1:00 and 1:30 p.m., which Spanish introduces with "a la", not "a las".
     */
    when: "{date}, {time}",
  },
} satisfies Widen<typeof enSlots>;
