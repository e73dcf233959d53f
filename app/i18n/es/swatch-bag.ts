import type { Widen } from "../catalogue.ts";
import type { enSwatchBag } from "../en/swatch-bag.ts";

/** Spanish: the swatch bag's page and its answers (see ../en/swatch-bag.ts; swatch = muestra, docs/glossary-es.md). */
export const esSwatchBag = {
  swatchBag: {
    intro:
      "Hasta {max} muestras gratis: se las enviamos por correo a su domicilio o se las llevamos a su consulta gratuita a domicilio.",
    listHeading: "En su bolsa",
    count: {
      one: "{count} muestra de las {max} que puede elegir",
      other: "{count} muestras de las {max} que puede elegir",
    },
    empty: "Su bolsa está vacía.",
    browse:
      "Oprima “Agregar muestra gratis” junto a los colores y materiales que le gusten en cualquier página de estilo.",
    browseLink: "Ver nuestras colecciones",
    remove: "Quitar",
    removeName: "Quitar {name}",
    chooseHeading: "¿Cómo las quiere recibir?",
    mailHeading: "Envíenmelas por correo",
    mailIntro: "Gratis, a cualquier dirección de EE. UU. Un envío por hogar cada 30 días.",
    bringHeading: "Tráiganlas a mi consulta",
    bringIntro:
      "Un diseñador le lleva estas muestras, junto con el resto de nuestras muestras, a su consulta gratuita a domicilio y le ayuda a elegir con la luz de su casa.",
    bringAction: "Agendar una consulta con estas muestras",
    orderedHeading: "Estamos preparando sus muestras",
    orderedText:
      "Gracias. Le enviamos una confirmación por correo electrónico y le enviaremos el número de rastreo en cuanto salgan.",
    orderedAgain: "Seguir viendo nuestras colecciones",
    form: {
      name: "Nombre completo",
      addressLine1: "Dirección",
      addressLine2: "Apartamento, suite o unidad",
      city: "Ciudad",
      state: "Estado",
      stateHint: "Dos letras, p. ej., CA",
      zip: "Código postal",
      zipHint: "5 dígitos, o ZIP+4",
      submit: "Enviarme mis muestras gratis",
      unanswered:
        "No se pudo conectar con el servidor, así que no se hizo ningún pedido. Revise su conexión e inténtelo de nuevo.",
    },
    answers: {
      unknownSwatch: "Esa muestra ya no está en nuestro catálogo. Elija otra.",
      unknownAction: "No entendimos esa solicitud. Inténtelo de nuevo desde su bolsa de muestras.",
      recentlySent:
        "Ya enviamos muestras a esta dirección o a este correo electrónico en los últimos 30 días. Con gusto se las llevamos a una consulta gratuita, o llámenos si nunca llegaron.",
      emptyBag: "Su bolsa está vacía: agregue primero las muestras que quiera.",
      unavailable:
        "No podemos recibir pedidos de muestras en este momento. Inténtelo de nuevo en unos minutos o llámenos.",
    },
  },
} satisfies Widen<typeof enSwatchBag>;
