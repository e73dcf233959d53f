import type { Widen } from "../catalogue.ts";
import type { enPrivacyRequest } from "../en/privacy-request.ts";

/** Spanish: /es/privacy-request (see ../en/privacy-request.ts). Glossary: “solicitud de privacidad”. */
export const esPrivacyRequest = {
  privacyRequest: {
    heading: "Solicitud de privacidad",
    intro:
      "Pida una copia de los datos personales que tenemos sobre usted, o que los eliminemos. Primero le enviaremos por correo electrónico un enlace para confirmar que la solicitud es suya: hasta que la confirme, no enviamos ni eliminamos nada, así nadie más puede pedir sus datos.",
    formLabel: "Su solicitud de privacidad",
    emailHint: "La dirección que usó con nosotros: la solicitud abarca lo que tenemos para ella.",
    what: "¿Qué solicita?",
    access: "Una copia de los datos que tienen sobre mí",
    erasure: "Eliminar los datos que tienen sobre mí",
    note: "¿Hay algo que debamos saber?",
    noteHint: "Opcional. Por ejemplo, otra dirección o número de teléfono que haya usado con nosotros.",
    submit: "Enviar solicitud",
    sent: "Gracias. Revise su bandeja de entrada: le enviamos un enlace para confirmar su solicitud. Es válido durante {days} días.",
    failed: "Hubo un error al enviar su solicitud. Inténtelo de nuevo.",
    nextHeading: "Qué sigue",
    next: [
      "Abra el enlace de nuestro correo y presione su botón para confirmar la solicitud.",
      "Le responderemos por correo electrónico en un plazo de {days} días: con un enlace para descargar una copia de sus datos, o con el aviso de que los eliminamos.",
      "Conservamos un registro de su solicitud y de nuestra respuesta durante {months} meses, como lo exige la ley, y no lo usamos para nada más.",
    ],
    policy: "En nuestra {link} explicamos cómo tratamos sus datos.",
    policyLink: "política de privacidad",
  },
} satisfies Widen<typeof enPrivacyRequest>;
