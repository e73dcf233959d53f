import type { Widen } from "../../catalogue.ts";
import type { enCategories } from "../../en/content/categories.ts";

/** The category pages in Spanish (see ../../en/content/categories.ts), by path. */
export const esCategories = {
  "/collections/blinds": {
    intro: "Control preciso de la luz en madera, aluminio y tela, a la medida de cada ventana.",
    cardsHeading: "Elija sus persianas",
    cards: {
      "vertical-blinds": {
        title: "Persianas verticales",
        description: "Láminas que se deslizan en puertas de patio y ventanales.",
        alt: "Ilustración de persianas verticales",
      },
      "horizontal-blinds": {
        title: "Persianas horizontales",
        description: "Las clásicas tablillas orientables en madera, imitación madera y aluminio.",
        alt: "Ilustración de persianas horizontales",
      },
      "mini-blinds": {
        title: "Minipersianas",
        description: "Tablillas delgadas para ventanas pequeñas y poco profundas.",
        alt: "Ilustración de minipersianas",
      },
      "panel-blinds": {
        title: "Paneles deslizantes",
        description: "Amplios paneles corredizos para grandes superficies de vidrio.",
        alt: "Ilustración de paneles deslizantes",
      },
    },
  },
  "/collections/curtains": {
    intro: "Cortinas translúcidas, blackout, térmicas y decorativas, confeccionadas a sus medidas.",
    cardsHeading: "Elija sus cortinas",
    cards: {
      "sheer-curtains": {
        title: "Cortinas translúcidas",
        description: "Luz suave y privacidad durante el día.",
        alt: "Ilustración de cortinas translúcidas",
      },
      "blackout-curtains": {
        title: "Cortinas blackout",
        description: "Bloquean hasta el 99% de la luz para un sueño reparador.",
        alt: "Ilustración de cortinas blackout",
      },
      "thermal-curtains": {
        title: "Cortinas térmicas",
        description: "Capas aislantes que mantienen la habitación confortable.",
        alt: "Ilustración de cortinas térmicas",
      },
      "decorative-curtains": {
        title: "Cortinas decorativas",
        description: "Estampados, texturas y ribetes con personalidad.",
        alt: "Ilustración de cortinas decorativas",
      },
    },
  },
  "/collections/shades": {
    intro: "Persianas enrollables, romanas, celulares y de madera tejida, con telas elegidas para cada habitación.",
    cardsHeading: "Elija sus persianas de tela",
    cards: {
      roller: {
        title: "Persianas enrollables",
        description: "Limpias, sencillas y fáciles de usar.",
        alt: "Ilustración de una persiana enrollable",
      },
      roman: {
        title: "Persianas romanas",
        description: "Suaves pliegues de tela con un acabado a la medida.",
        alt: "Ilustración de una persiana romana",
      },
      cellular: {
        title: "Persianas celulares",
        description: "Aislamiento tipo panal para ahorrar energía.",
        alt: "Ilustración de una persiana celular",
      },
      motorized: {
        title: "Persianas motorizadas",
        description: "Control inteligente con control remoto, aplicación u horario.",
        alt: "Ilustración de una persiana motorizada con control remoto",
      },
    },
    moreHeading: "Más persianas de tela",
  },
  "/collections/drapery": {
    intro: "Cortinajes hasta el piso en telas finas, plisados y terminados a mano.",
    cardsHeading: "Elija sus cortinajes",
    cards: {
      sheer: {
        title: "Cortinajes translúcidos",
        description: "Paneles vaporosos que suavizan la luz.",
        alt: "Ilustración de cortinajes translúcidos",
      },
      blackout: {
        title: "Cortinajes blackout",
        description: "Paneles forrados para una oscuridad total.",
        alt: "Ilustración de cortinajes blackout",
      },
      fabric: {
        title: "Cortinajes de tela",
        description: "Elija entre cientos de telas.",
        alt: "Ilustración de cortinajes de tela",
      },
    },
    moreHeading: "Más estilos de cortinajes",
  },
  "/collections/accessories": {
    intro: "Barras, remates, cenefas y abrazaderas que completan cada ventana.",
    cardsHeading: "Toques finales",
    cards: {
      "curtain-rods": {
        title: "Barras para cortinas",
        description: "Barras y rieles resistentes en muchos acabados.",
        alt: "Ilustración de barras para cortinas",
      },
      finials: {
        title: "Remates",
        description: "Terminaciones decorativas para sus barras de cortinas.",
        alt: "Ilustración de remates",
      },
      valances: {
        title: "Cenefas",
        description: "Piezas superiores que enmarcan la ventana.",
        alt: "Ilustración de cenefas",
      },
      tiebacks: {
        title: "Abrazaderas",
        description: "Mantienen las cortinas abiertas en curvas elegantes.",
        alt: "Ilustración de abrazaderas",
      },
    },
  },
} satisfies Widen<typeof enCategories>;
