import type { Widen } from "../catalogue.ts";
import type { enInstallation } from "../en/installation.ts";

/** Spanish: la instalación en la página del pedido, /proposal/<token> (see ../en/installation.ts). */
export const esInstallation = {
  installation: {
    heading: "Instalación",
    waiting: "Cuando lleguen sus cortinas y persianas, podrá elegir aquí el horario de la instalación.",
    intro: "Sus cortinas y persianas ya llegaron. Elija un horario para la instalación; dura hasta {hours} horas.",
    legend: "Horario de la instalación",
    zoneHint: "Todos los horarios están en {zone}. El instalador llega al comienzo del horario.",
    book: "Agendar la instalación",
    when: "Cuándo",
    status: "Estado",
    confirmed: "Agendada",
    bookedText:
      "Le enviamos por correo los detalles y una invitación de calendario. Nuestro instalador llega al comienzo del horario.",
    addToCalendar: "Agregar al calendario",
    calendarFile: "instalacion.ics",
    move: "Cambiar el horario de la instalación",
    newTime: "Nuevo horario",
    moveButton: "Cambiar el horario de mi instalación",
    cancel: "Cancelar la instalación",
    cancelText: "Si el horario ya no le conviene, cancélelo aquí y elija otro cuando guste.",
    cancelButton: "Cancelar mi instalación",
    done: "Sus cortinas y persianas están instaladas.",
    news: {
      booked: "Su instalación está agendada.",
      moved: "Su instalación tiene un nuevo horario.",
      cancelled: "Su instalación está cancelada. Elija un nuevo horario cuando guste.",
    },
    answers: {
      invalid: "Elija un horario.",
      slotTaken: "Lo sentimos, ese horario se acaba de ocupar. Elija otro.",
      alreadyBooked: "Su instalación ya está agendada.",
      notReady: "La instalación no se puede agendar ni cambiar en esta etapa de su pedido.",
      unavailable: "No podemos agendar en este momento. Intente de nuevo en unos minutos.",
      unanswered: "No se pudo enviar su solicitud. Revise su conexión e intente de nuevo.",
    },
  },
} satisfies Widen<typeof enInstallation>;
