import type { Widen } from "../catalogue.ts";
import type { enNewsletter } from "../en/newsletter.ts";

/** Spanish: the newsletter page and form (see ../en/newsletter.ts). */
export const esNewsletter = {
  newsletter: {
    heading: "Suscríbase a nuestro boletín",
    intro: "Manténgase al día con nuestros productos más recientes, ideas de diseño y ofertas especiales.",
    privacy:
      "Respetamos su privacidad. Solo usamos su correo electrónico para enviarle nuestro boletín, y puede cancelar la suscripción en cualquier momento.",
    consent: "Al suscribirse, acepta recibir correos promocionales sobre nuestros productos, servicios y ofertas.",
    benefitsLabel: "Por qué suscribirse",
    benefits: [
      {
        title: "Ofertas exclusivas",
        text: "Entérese antes que nadie de los descuentos solo para suscriptores y de las ofertas de temporada en cortinas y persianas a la medida.",
      },
      {
        title: "Ideas de diseño",
        text: "Ideas, tendencias y consejos de estilo para elegir las persianas y cortinas ideales para cada habitación.",
      },
      {
        title: "Nuevas colecciones",
        text: "Conozca antes que nadie las nuevas telas, acabados y sistemas motorizados, en cuanto llegan.",
      },
    ],
    formLabel: "Boletín",
    placeholder: "Ingrese su correo electrónico",
    submitting: "Suscribiendo...",
    submit: "Suscribirse al boletín",
    /** Double opt-in: nothing is sent until the e-mailed link is followed. */
    sent: "¡Gracias por suscribirse a nuestro boletín! Revise su bandeja de entrada para confirmar su suscripción.",
    failed: "No se pudo completar la suscripción al boletín",
    invalid: "Ingrese un correo electrónico válido",
    unknown: "Ocurrió un error",
  },
} satisfies Widen<typeof enNewsletter>;
