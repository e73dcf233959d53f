import type { MailCatalogue } from "../mail.ts";

/**
 * Spanish: the e-mails a visitor receives (see ../en/mail.ts). A body is a list of lines joined with
 * line breaks; the empty lines are the blank lines between paragraphs, as in English.
 */
export const esMail = {
  newsletter: {
    confirmSubject: "Confirme su suscripción al boletín de {business}",
    confirmBody: [
      "Alguien (esperamos que usted) pidió recibir el boletín de {business} en esta dirección.",
      "",
      "Para confirmar, abra este enlace en un plazo de {days} días: {link}",
      "",
      "Si no fue usted, ignore este correo: sin confirmación no le enviaremos nada más y borraremos la dirección.",
      "",
    ],
    welcomeSubject: "Le damos la bienvenida al boletín de {business}",
    welcomeBody: [
      "Gracias por suscribirse al boletín de {business}.",
      "Le escribiremos de vez en cuando con nuevas colecciones, ideas de decoración y ofertas.",
      "",
      "Para dejar de recibir estos correos, abra: {link}",
      "",
    ],
  },
} satisfies MailCatalogue;
