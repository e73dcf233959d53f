import type { Widen } from "../catalogue.ts";
import type { enPrivacyLinks } from "../en/privacy-links.ts";

/** Spanish: /es/privacy-request/confirm and /es/privacy-request/download (see ../en/privacy-links.ts). */
export const esPrivacyLinks = {
  privacyLinks: {
    /** "… en nuestra página de solicitudes de privacidad." */
    requestPage: "página de solicitudes de privacidad",
    home: "Volver al inicio",
    what: {
      access: "una copia de sus datos",
      erasure: "eliminar sus datos",
    },
    confirm: {
      askTitle: "Confirme su solicitud de privacidad",
      question: "¿Nos pidió {what} para {email}?",
      button: "Sí, confirmar mi solicitud",
      doneTitle: "Su solicitud está confirmada",
      done: "Gracias. Le responderemos por correo electrónico en un plazo de {days} días a partir de su solicitud.",
      goneTitle: "Este enlace ya venció",
      gone: "El enlace de confirmación es válido durante {days} días. Haga su solicitud de nuevo en nuestra {link}.",
    },
    download: {
      readyTitle: "Sus datos están listos",
      ready:
        "Descargue una copia de los datos que tenemos sobre usted, en un archivo JSON que se abre con cualquier editor de texto.",
      button: "Descargar mis datos",
      goneTitle: "Este enlace ya venció",
      gone: "El enlace de descarga es válido durante {days} días. Haga una nueva solicitud en nuestra {link}.",
    },
    tryLaterTitle: "Inténtelo de nuevo en un momento",
    tryLater: "No pudimos registrar su confirmación en este momento. Vuelva a usar el enlace en unos minutos.",
  },
} satisfies Widen<typeof enPrivacyLinks>;
