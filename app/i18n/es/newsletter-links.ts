import type { Widen } from "../catalogue.ts";
import type { enNewsletterLinks } from "../en/newsletter-links.ts";

/**
 * Spanish: the pages of the newsletter's e-mailed links, /newsletter/confirm and /newsletter/unsubscribe
 * (see ../en/newsletter-links.ts). The titles say what happened without a gendered adjective
 * ("Su suscripción está confirmada", not "Está suscrito").
 */
export const esNewsletterLinks = {
  newsletterLinks: {
    /** The text of the link to /newsletter in the messages below ({link}): "… en nuestra página del boletín." */
    newsletterPage: "página del boletín",
    home: "Volver al inicio",
    invalidTitle: "Este enlace no funciona",
    tryLaterTitle: "Inténtelo de nuevo en un momento",
    tryLater: "No pudimos registrar su solicitud en este momento. Vuelva a usar el enlace en unos minutos.",
    confirm: {
      askTitle: "Confirme su suscripción",
      doneTitle: "Su suscripción está confirmada",
      goneTitle: "Este enlace ya venció",
      question: "¿Enviar nuestro boletín a {email}?",
      button: "Confirmar suscripción",
      done: "Gracias. El boletín llegará a {email}; cada edición incluye un enlace para cancelar la suscripción. Le enviamos un correo de bienvenida.",
      gone: "El enlace de confirmación es válido durante 7 días, siempre que la dirección no haya cancelado la suscripción. Suscríbase de nuevo en nuestra {link}.",
      invalid:
        "El enlace de confirmación está incompleto o fue modificado. Use el enlace del correo más reciente, o suscríbase de nuevo en nuestra {link}.",
    },
    unsubscribe: {
      askTitle: "Cancelar la suscripción a nuestro boletín",
      doneTitle: "Su suscripción está cancelada",
      goneTitle: "Su suscripción está cancelada",
      question: "¿Dejar de enviar el boletín a {email}?",
      button: "Cancelar suscripción",
      done: "No volveremos a enviar el boletín a {email}. Puede suscribirse de nuevo cuando quiera en nuestra {link}.",
      gone: "No volveremos a enviar el boletín a esta dirección.",
      invalid:
        "El enlace para cancelar la suscripción está incompleto o fue modificado. Use el enlace del correo más reciente, o responda a ese correo y quitaremos su dirección de la lista manualmente.",
    },
  },
} satisfies Widen<typeof enNewsletterLinks>;
