import type { Widen } from "../catalogue.ts";
import type { enManage } from "../en/manage.ts";

/** Spanish: a booking's own page, /book/manage/:token (see ../en/manage.ts). */
export const esManage = {
  manage: {
    heading: "Su consulta",
    booked: "Su consulta está agendada",
    moved: "Su consulta tiene un nuevo horario",
    cancelledHeading: "Su consulta está cancelada",
    when: "Cuándo",
    where: "Dónde",
    name: "Nombre",
    consultant: "Su diseñador(a)",
    status: "Estado",
    confirmed: "Confirmada",
    cancelled: "Cancelada",
    /** {link} is `bookAgain`, a link to /book: "Agende un nuevo horario cuando le convenga." */
    cancelledText: "Esta consulta se canceló. {link} cuando le convenga.",
    bookAgain: "Agende un nuevo horario",
    visit:
      "Un diseñador va a su casa con muestras de telas y materiales: en cerca de una hora mide sus ventanas y repasa con usted las opciones y los precios. Le enviamos los detalles a {email}.",
    addToCalendar: "Agregar al calendario",
    /** The name the calendar file is saved under. */
    calendarFile: "consulta.ics",
    /** {link} is `manageLink`, a link to this page. */
    keepLink: "Guarde el enlace de esta página para cambiar su consulta más adelante: {link}",
    manageLink: "Administrar su consulta",
    reschedule: "Cambiar de horario",
    newTime: "Nuevo horario",
    move: "Cambiar el horario de mi consulta",
    cancel: "Cancelar",
    cancelText: "Si ya no necesita la visita, cancélela aquí y el horario quedará libre para otra persona.",
    cancelButton: "Cancelar mi consulta",
    unanswered:
      "No pudimos comunicarnos con el servidor, así que no se cambió nada. Revise su conexión e inténtelo de nuevo.",
  },
} satisfies Widen<typeof enManage>;
