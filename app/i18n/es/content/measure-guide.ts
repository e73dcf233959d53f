import type { Widen } from "../../catalogue.ts";
import type { enMeasureGuide } from "../../en/content/measure-guide.ts";

/**
 * The measuring guide in Spanish (see ../../en/content/measure-guide.ts). Sizes stay in inches to the
 * nearest 1/8, as the quote form takes them ("pulgadas", "pulg.").
 */
export const esMeasureGuide = {
  intro:
    "Solo necesita diez minutos y una cinta métrica de metal. Mida cada ventana, aunque se vean iguales: los marcos antiguos rara vez están a escuadra. Anote las medidas con una precisión de 1/8 de pulgada, primero el ancho y luego el alto. En nuestra medición gratuita a domicilio confirmamos cada medida antes de fabricar nada.",
  toolsHeading: "Qué necesita",
  tools: [
    "Una cinta métrica de metal (las de tela se estiran)",
    "Lápiz y papel, o las notas de su celular",
    "Una escalera de tijera para las ventanas altas",
  ],
  mounts: {
    inside: {
      heading: "Montaje interior: dentro del vano de la ventana",
      intro:
        "El producto va dentro del marco, para un look limpio y empotrado. Necesita al menos 3/4 de pulgada de profundidad plana en la parte superior del vano (2 pulgadas para que las persianas celulares y romanas queden al ras).",
      steps: [
        {
          title: "El ancho, tres veces",
          text: "Mida el ancho interior del vano arriba, al centro y abajo. Anote la menor de las tres medidas; nosotros hacemos el pequeño descuento necesario para que corra con suavidad.",
        },
        {
          title: "El alto, tres veces",
          text: "Mida desde la parte superior del vano hasta la repisa a la izquierda, al centro y a la derecha. Anote la mayor de las tres medidas.",
        },
        {
          title: "La profundidad",
          text: "Mida la profundidad del vano, desde el vidrio o las manijas de la ventana hasta el borde frontal del marco, para comprobar que el producto cabe adentro.",
        },
      ],
      drawing: {
        title: "Cómo medir para un montaje interior",
        description:
          "Una ventana en su vano. Tres flechas a lo ancho del interior del vano, arriba, al centro y abajo, indican dónde medir el ancho; tres flechas desde la parte superior del vano hasta la repisa, a la izquierda, al centro y a la derecha, indican dónde medir el alto.",
        width: "Ancho: el menor de 3",
        height: "Alto: el mayor de 3",
      },
    },
    outside: {
      heading: "Montaje exterior: sobre el vano de la ventana",
      intro:
        "El producto se fija en la pared o en el marco alrededor del vano. Cubre mejor las entradas de luz, disimula un marco irregular y hace que la ventana se vea más grande.",
      steps: [
        {
          title: "El ancho, con traslape",
          text: "Mida el ancho del área que desea cubrir y agregue al menos 2 pulgadas de cada lado (4 pulgadas en total) para que no se cuele la luz por los bordes.",
        },
        {
          title: "El alto, con traslape",
          text: "Mida desde donde irá fijada la parte superior (al menos 2 pulgadas por encima del vano) hasta la repisa o, si no hay repisa, hasta 2 pulgadas por debajo del vano.",
        },
        {
          title: "Espacio para fijarlo",
          text: "Compruebe que haya al menos 2 pulgadas de pared o marco planos por encima del vano para los soportes.",
        },
      ],
      drawing: {
        title: "Cómo medir para un montaje exterior",
        description:
          "Una ventana en su vano con un contorno punteado alrededor, 2 pulgadas más grande de cada lado y por arriba: el área que cubre el producto. Una flecha a lo ancho del contorno punteado indica el ancho con su traslape; otra, desde su parte superior hasta la repisa, indica el alto.",
        width: "Ancho: vano + 2 pulg. por lado",
        height: "Alto: desde 2 pulg. arriba",
      },
    },
  },
  productsHeading: "Producto por producto",
  /** By product type. */
  products: {
    blinds: {
      product: "Persianas",
      text: "El montaje interior requiere al menos 2 pulgadas de profundidad para tablillas de 2 pulgadas. Para persianas verticales en una puerta corrediza, mida el ancho y agregue 4 pulgadas de cada lado para el recogido cuando estén abiertas.",
    },
    shades: {
      product: "Persianas de tela",
      text: "Las persianas enrollables y solares caben en vanos poco profundos; las celulares y romanas lucen mejor con 2 pulgadas de profundidad. Para persianas motorizadas, anote dónde está el enchufe más cercano.",
    },
    curtains: {
      product: "Cortinas",
      text: "Las cortinas llevan montaje exterior: mida el ancho de la barra (la ventana más 8 a 12 pulgadas de cada lado) y la caída, desde la barra hasta donde debe terminar la cortina: la repisa, justo debajo de ella o el piso.",
    },
    drapery: {
      product: "Cortinajes",
      text: "Mida desde la parte superior de la barra o del riel hasta el piso y reste 1/2 pulgada para que el cortinaje no lo roce, o agregue de 2 a 6 pulgadas para que caiga suavemente sobre el piso. Los cortinajes de altura completa hacen que el techo parezca más alto.",
    },
    accessories: {
      product: "Accesorios",
      text: "Para una barra para cortinas o una cenefa, mida el ancho del marco de la ventana y agregue el traslape que desee de cada lado; para las abrazaderas, anote la altura a la que debe recogerse la cortina.",
    },
  },
  tipsHeading: "Conviene saber",
  tips: [
    "Mida cada ventana, aunque esté en una hilera de ventanas que parezcan iguales.",
    "Dé las medidas en pulgadas con una precisión de 1/8 de pulgada: 36 3/8, no 36.4.",
    "Anote las manijas, manivelas, sensores de alarma o contraventanas que puedan estorbar.",
    "¿Tiene dudas? Agende una consulta gratuita y nosotros medimos todo por usted.",
  ],
  actions: {
    quote: "Solicitar cotización",
    measurement: "Agendar medición gratuita",
  },
} satisfies Widen<typeof enMeasureGuide>;
