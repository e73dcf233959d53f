import type { Widen } from "../../catalogue.ts";
import type { enPolicies } from "../../en/content/policies.ts";

/**
 * The policy pages in Spanish (see ../../en/content/policies.ts), by path: a faithful translation
 * (same facts, same promises). The privacy policy's and the terms' intros add that this is a
 * translation and that the English version governs, the only sentences the English pages lack.
 * Placeholders: {business}, {email}, {technicalDataDays}, {answerWithinDays}, {requestRecordMonths},
 * {orderPersonalYears}, {accountsYears}, {contact}, {date}.
 */
export const esPolicies = {
  lastUpdated: "Última actualización: {date}",
  contactHeading: "Contáctenos",
  contactText: "¿Tiene preguntas sobre esta política? {contact}",
  pages: {
    "/privacy-policy": {
      intro:
        "Cómo {business} recopila, usa y protege su información. Esta traducción al español se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.",
      sections: [
        {
          heading: "Información que recopilamos",
          paragraphs: [
            "Recopilamos los datos que usted nos proporciona cuando solicita una cotización, agenda una consulta, nos envía un mensaje o se suscribe a nuestro boletín:",
          ],
          list: [
            "su nombre, correo electrónico y número de teléfono",
            "los detalles de sus ventanas y de los productos que le interesan",
            "la ubicación del trabajo que usted elija en el mapa, si elige una",
            "la fecha, la hora y la dirección de la consulta que agende",
          ],
        },
        {
          heading: "Qué conservamos y por cuánto tiempo",
          paragraphs: [
            "Con cada solicitud, nuestro sitio web también guarda la dirección de internet (IP) desde la que se envió y el nombre de su navegador (su “user agent”). Los usamos solo para evitar el spam y el abuso, y borramos ambos automáticamente después de {technicalDataDays} días.",
            "Su solicitud se conserva mientras trabajamos en su proyecto y durante el tiempo que debamos conservar nuestros registros comerciales. Nuestro sitio web guarda una copia de cada correo electrónico que envía sobre ella; la copia se borra {technicalDataDays} días después de enviado el correo o, si no se pudo entregar, después del último intento. La suscripción al boletín comienza solo cuando usted la confirma desde el correo que le enviamos y se mantiene hasta que usted la cancela; una dirección que no se confirma en un plazo de 7 días se elimina.",
            "Si acepta recibir mensajes de texto, conservamos el registro de su aceptación (su número, las palabras junto a la casilla, cuándo y en qué página) y los mensajes de texto que intercambiamos, junto con su solicitud; la dirección de internet desde la que aceptó se borra después de {technicalDataDays} días. Un número que respondió STOP se conserva para no volver a enviarle mensajes de texto, salvo que envíe START.",
            "Si nos hace un pedido, conservamos su propuesta, su firma (el nombre que escribió, cuándo, y la dirección de internet y el navegador desde los que firmó), sus pagos (importes, fechas y los números de referencia de nuestro procesador de tarjetas; los datos de su tarjeta van a Stripe y nunca llegan a nosotros), sus citas de instalación, su opinión y su enlace de recomendación. Conservamos sus datos en ellos durante {orderPersonalYears} años después del último pago, cambio o cita de su pedido, el plazo en que puede presentarse un reclamo sobre el acuerdo firmado; después eliminamos su nombre, correo electrónico, teléfono, dirección y firma, y solo las cifras (importes, impuestos, fechas) quedan en nuestra contabilidad durante {accountsYears} años, como lo exigen las normas fiscales, antes de eliminarse. Una propuesta que usted nunca acepta se elimina después de {orderPersonalYears} años.",
          ],
        },
        {
          heading: "Cómo la usamos",
          paragraphs: [
            "Usamos sus datos para responder a sus preguntas, preparar cotizaciones, organizar consultas e instalaciones y, si se suscribe, enviarle nuestro boletín. Puede cancelar su suscripción en cualquier momento.",
          ],
        },
        {
          heading: "Con quién la compartimos",
          paragraphs: [
            "Nunca vendemos su información. Solo la compartimos con proveedores de servicios que nos ayudan a operar el negocio (por ejemplo, el envío de correos electrónicos), mediante acuerdos que la protegen.",
          ],
        },
        {
          heading: "Sus derechos",
          paragraphs: [
            "En cualquier momento puede pedirnos una copia de la información que tenemos sobre usted, o que la corrijamos o la borremos: use nuestro formulario de solicitud de privacidad, o escriba a {email} desde la dirección que usó con nosotros. Le respondemos en un plazo de {answerWithinDays} días y nunca cobramos por ello.",
            "Una solicitud hecha en nuestro sitio web se confirma con un enlace que primero enviamos por correo electrónico a la dirección indicada, así nadie más puede pedir su información. Conservamos un registro de cada solicitud y de nuestra respuesta durante {requestRecordMonths} meses, como lo exige la ley, y no lo usamos para nada más.",
            "Una copia de su información incluye sus propuestas, pedidos, pagos, opinión y enlace de recomendación. Si nos pide borrarla mientras aún debemos conservar la contabilidad de un pedido, lo retiramos de ella de inmediato: se eliminan su nombre, correo electrónico, teléfono, dirección, firma y opinión, los enlaces que le enviamos dejan de funcionar y solo las cifras del pedido se conservan durante el plazo indicado arriba.",
          ],
          requestLink: "Hacer una solicitud de privacidad",
        },
      ],
    },
    "/terms-of-service": {
      intro:
        "Los términos que se aplican cuando usted usa este sitio web y hace pedidos a {business}. Esta traducción al español se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.",
      sections: [
        {
          heading: "Cotizaciones y pedidos",
          paragraphs: [
            "Las cotizaciones son gratuitas y tienen una validez de 30 días. Un pedido queda confirmado cuando usted aprueba por escrito las medidas finales y la cotización.",
          ],
        },
        {
          heading: "Productos a la medida",
          paragraphs: [
            "Nuestros productos se fabrican con sus medidas. Los productos a la medida no admiten devolución, salvo que estén dañados o tengan defectos.",
          ],
        },
        {
          heading: "Garantía",
          paragraphs: ["Todos los productos tienen una garantía de 5 años contra defectos de fabricación."],
        },
        {
          heading: "Pago",
          paragraphs: [
            "Aceptamos las principales tarjetas de crédito, PayPal y transferencia bancaria. Ofrecemos financiamiento para pedidos grandes.",
          ],
        },
        {
          heading: "Contenido del sitio web",
          paragraphs: [
            "Las imágenes de este sitio son ilustraciones; los colores y las texturas de las telas reales pueden variar ligeramente. Pida muestras antes de hacer su pedido.",
          ],
        },
      ],
    },
    "/shipping-policy": {
      intro: "Cómo y cuándo le llega su pedido a la medida.",
      sections: [
        {
          heading: "Envío gratis",
          paragraphs: ["El envío es gratis en todos los pedidos, sin monto mínimo de compra."],
        },
        {
          heading: "Tiempos de procesamiento y entrega",
          paragraphs: [],
          list: [
            "Los pedidos se procesan en un plazo de 3 a 5 días hábiles.",
            "El envío estándar tarda de 7 a 10 días hábiles después del procesamiento.",
          ],
        },
        {
          heading: "Rastreo de su pedido",
          paragraphs: [
            "Cuando enviamos su pedido, le mandamos un número de rastreo por correo electrónico. Los pedidos solo se pueden rastrear a través de nuestro sitio web.",
          ],
        },
        {
          heading: "Problemas con la entrega",
          paragraphs: [
            "Por favor, infórmenos de cualquier problema con la entrega, como un paquete dañado o extraviado, dentro de las 48 horas siguientes a la entrega, para que podamos resolverlo rápidamente.",
          ],
        },
      ],
    },
  },
} satisfies Widen<typeof enPolicies>;
