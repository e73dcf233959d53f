import type { Widen } from "../../catalogue.ts";
import type { enFaq } from "../../en/content/faq.ts";

/**
 * The FAQ page in Spanish (see ../../en/content/faq.ts). Placeholders: {link} the link to the contact
 * page (worded by contactLink), {phones} the phone numbers, {email} the e-mail address, {contact} how
 * to reach the business (./business.ts).
 */
export const esFaq = {
  lead: "Respuestas a las preguntas que más nos hacen. ¿Tiene otra duda? {link}.",
  contactLink: "Contáctenos",
  items: [
    {
      question: "¿Cuánto tardan las cortinas y persianas a la medida?",
      answer:
        "Por lo general, de 2 a 4 semanas desde la medición final hasta la instalación. Algunas persianas y cortinas a la medida se pueden entregar en tan solo 7 días.",
    },
    {
      question: "¿Ofrecen garantía?",
      answer:
        "Sí. Todos los productos que fabricamos tienen una garantía de 5 años que cubre defectos de fabricación y los mecanismos de funcionamiento.",
    },
    {
      question: "¿Puedo devolver productos hechos a la medida?",
      answer:
        "Como cada pieza se fabrica con sus medidas, los productos a la medida no admiten devolución, salvo que lleguen dañados o con defectos. En ese caso, los reparamos o reemplazamos sin costo.",
    },
    {
      question: "¿Puedo pedir muestras de tela?",
      answer:
        "Sí. Las muestras pequeñas son gratis: agregue hasta 10 desde cualquier página de estilo y se las enviamos por correo o se las llevamos a su consulta. Las muestras más grandes tienen un costo reducido, que se acredita a su compra cuando hace su pedido.",
    },
    {
      question: "¿Qué formas de pago aceptan?",
      answer:
        "Aceptamos las principales tarjetas de crédito, PayPal y transferencia bancaria. Ofrecemos financiamiento para pedidos grandes.",
    },
    {
      question: "¿Cuánta luz bloquean las cortinas blackout?",
      answer:
        "Nuestras cortinas blackout bloquean hasta el 99% de la luz exterior; algunos estilos con forro completo bloquean el 100%. Podemos mostrarle muestras frente a una ventana soleada.",
    },
    {
      question: "¿Ofrecen consultas gratuitas?",
      answer:
        "Sí. La consulta de diseño y la visita de medición son gratuitas y sin compromiso. Llame al {phones} para agendar la suya.",
    },
    {
      question: "¿Cómo me comunico con atención al cliente?",
      answer:
        "Nuestro equipo de atención está disponible de lunes a viernes, de 9 a. m. a 5 p. m. EST. {contact} Los mensajes enviados fuera de ese horario se responden el siguiente día hábil; puede escribirnos a {email} en cualquier momento.",
    },
  ],
} satisfies Widen<typeof enFaq>;
