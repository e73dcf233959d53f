import type { Widen } from "../catalogue.ts";
import type { enAfterSale } from "../en/after-sale.ts";

/** Spanish: el saldo, la opinión privada y el enlace de recomendación de un pedido (see ../en/after-sale.ts). */
export const esAfterSale = {
  afterSale: {
    balance: {
      heading: "Saldo",
      due: "Sus cortinas y persianas están instaladas: el saldo de {amount} está pendiente de pago.",
      pay: "Pagar el saldo",
      stripe: "Pagará en la página segura de Stripe y volverá aquí.",
      offline: "El saldo de {amount} se paga con cheque o con tarjeta: llámenos al {phone} para coordinarlo.",
      paid: "Pagado en su totalidad. Gracias.",
      thanks: "Gracias. Estamos confirmando su pago: esta página lo mostrará en un momento.",
      cancelled: "Se canceló el pago. No se realizó ningún cargo.",
      unavailable: "El pago con tarjeta no está disponible en este momento. Llámenos al {phone} para pagar el saldo.",
    },
    referral: {
      heading: "Compártalo con un vecino",
      intro:
        "¿Conoce a alguien a quien le gustarían cortinas y persianas a la medida? Envíele su enlace personal: su solicitud de cotización nos llega marcada como recomendada por un vecino, y se lo agradecemos.",
      link: "Su enlace de recomendación",
    },
    feedback: {
      heading: "¿Cómo le fue?",
      intro: "Cuéntenos en privado cómo fue su instalación. Solo nuestro equipo lo lee.",
      stars: "Su puntuación",
      starNames: ["1 estrella", "2 estrellas", "3 estrellas", "4 estrellas", "5 estrellas"],
      comment: "Comentario (opcional)",
      submit: "Enviar",
      thanks: "Gracias por contarnos.",
      given: "Nos dio {stars} de 5 el {date}. Gracias.",
      review: "¿Se lo contaría también a otros? Una reseña pública ayuda a sus vecinos a encontrarnos.",
      reviewLink: "Escribir una reseña pública",
      failed: "No se pudo guardar su opinión. Inténtelo de nuevo en un momento.",
      back: "Volver a su pedido",
    },
  },
} satisfies Widen<typeof enAfterSale>;
