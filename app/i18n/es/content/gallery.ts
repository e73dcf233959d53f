import type { Widen } from "../../catalogue.ts";
import type { enGallery } from "../../en/content/gallery.ts";

/**
 * The gallery and its product pages in Spanish (see ../../en/content/gallery.ts): the page's words,
 * the categories, and each item's title, description, features and picture descriptions by item id.
 */
export const esGallery = {
  heading: "Nuestra galería",
  intro:
    "Vea nuestras persianas, cortinas y cortinajes a la medida, instalaciones recientes y espacios que le inspirarán. Abra cualquier imagen para ver detalles y precios.",
  empty: {
    heading: "Ningún producto coincide con su búsqueda",
    text: "Pruebe con otra palabra o vuelva a mostrar todos los estilos y habitaciones.",
    clear: "Borrar filtros",
  },
  cta: {
    heading: "¿Le gusta lo que ve?",
    text: "Nuestros diseñadores le llevan muestras a su casa y miden cada ventana, sin costo alguno.",
    action: "Agendar consulta gratuita",
  },
  categories: {
    residential: "Residencial",
    commercial: "Comercial",
    installation: "Instalación",
    inspiration: "Inspiración",
  },
  /** The price texts of items without a dollar price. */
  prices: {
    contactForQuote: "Pida una cotización",
    viewOnly: "Solo para inspirarse",
  },
  card: {
    tags: "Estilo y habitación",
  },
  product: {
    /** Read before a dollar price by screen readers only. */
    price: "Precio:",
    features: "Características",
    style: "Estilo",
    room: "Habitación",
    pictures: "Imágenes de este producto",
    quote: "Solicitar una cotización de este producto",
  },
  items: {
    1: {
      title: "Persiana enrollable moderna",
      description:
        "Una persiana enrollable de líneas limpias, en una tela que filtra la luz: suaviza el deslumbramiento y mantiene la habitación luminosa. Cortada al ancho exacto de su ventana.",
      features: ["Tela que filtra la luz", "Elevación sin cordón", "Hecha a la medida", "Acabado fácil de limpiar"],
      pictures: {
        main: "Persiana enrollable bajada hasta la mitad de una ventana en una sala moderna",
        detail: "Detalle de la tela tejida y lisa de la persiana enrollable",
        open: "Persiana enrollable subida para dejar entrar la luz del día",
        room: "Vista amplia de la sala moderna con su persiana enrollable",
      },
    },
    2: {
      title: "Persiana romana clásica",
      description:
        "Pliegues suaves y bien definidos que se recogen con orden al subirla. Una opción atemporal en tela con aspecto de lino que da calidez a los ambientes formales.",
      features: [
        "Pliegues lisos o en cascada",
        "Con forro para mayor privacidad",
        "Tela con aspecto de lino",
        "Bloqueo de cordón suave",
      ],
      pictures: {
        main: "Persiana romana con suaves pliegues horizontales en la ventana de un comedor tradicional",
        detail: "Detalle de la tela plegada de la persiana romana",
        open: "Persiana romana recogida en pliegues ordenados",
        room: "Vista amplia del comedor tradicional con su persiana romana",
      },
    },
    3: {
      title: "Persiana celular de eficiencia energética",
      description:
        "Sus celdas tipo panal retienen el aire y mantienen la habitación más cálida en invierno y más fresca en verano, lo que reduce los costos de calefacción y aire acondicionado.",
      features: [
        "Celdas aislantes tipo panal",
        "Opción que oscurece la habitación",
        "Apertura superior e inferior",
        "Elevación segura sin cordón",
      ],
      pictures: {
        main: "Persiana celular tipo panal bajada en la ventana de un dormitorio contemporáneo",
        detail: "Detalle de las celdas tipo panal de la persiana celular",
        open: "Persiana celular subida para mostrar la vista exterior",
        room: "Vista amplia del dormitorio contemporáneo con su persiana celular",
      },
    },
    4: {
      title: "Persiana motorizada inteligente",
      description:
        "Suba y baje sus persianas con un control remoto, su celular o un asistente de voz, o deje que un horario las abra al amanecer.",
      features: [
        "Motor casi silencioso",
        "Control por aplicación y por voz",
        "Batería recargable",
        "Horarios al amanecer",
      ],
      pictures: {
        main: "Persiana motorizada bajada en la ventana de un dormitorio moderno, con su control de pared al lado",
        detail: "Detalle de la tela y el riel superior de la persiana motorizada",
        open: "Persiana motorizada subida por su motor silencioso",
        room: "Vista amplia del dormitorio moderno con su persiana motorizada",
      },
    },
    5: {
      title: "Persiana de madera tejida natural",
      description:
        "Bambú, juncos y fibras naturales tejidos a mano aportan textura natural y una luz cálida y filtrada. Agregue un forro para mayor privacidad.",
      features: [
        "Fibras naturales tejidas a mano",
        "Forro de privacidad opcional",
        "Cada persiana es única",
        "Luz suave y filtrada",
      ],
      pictures: {
        main: "Persiana de madera tejida en tonos naturales en la ventana de un comedor contemporáneo",
        detail: "Detalle de los juncos naturales de la persiana de madera tejida",
        open: "Persiana de madera tejida enrollada por encima de la ventana",
        room: "Vista amplia del comedor contemporáneo con su persiana de madera tejida",
      },
    },
    6: {
      title: "Persianas de imitación madera premium",
      description:
        "El aspecto cálido de la madera natural en un material resistente a la humedad que no se deforma ni se decolora, ideal sobre el fregadero de la cocina.",
      features: [
        "Resistentes a la humedad",
        "Tablillas de 2 pulgadas",
        "Cintas de escalera decorativas",
        "Inclinación para un control preciso de la luz",
      ],
      pictures: {
        main: "Persianas de imitación madera con las tablillas entreabiertas en una cocina tradicional",
        detail: "Detalle de las tablillas de imitación madera y sus cintas de escalera",
        open: "Persianas de imitación madera subidas para despejar la ventana",
        room: "Vista amplia de la cocina tradicional con sus persianas de imitación madera",
      },
    },
    7: {
      title: "Cortinas translúcidas de lino",
      description:
        "Cortinas translúcidas y vaporosas de mezcla de lino que dejan entrar la luz del día y difuminan la vista desde la calle. Fáciles de combinar con cortinajes más gruesos.",
      features: [
        "Translúcido de mezcla de lino",
        "Dobladillos con peso",
        "Lavables en lavadora",
        "Se combinan con cortinajes",
      ],
      pictures: {
        main: "Cortinas translúcidas que filtran la luz del día en la ventana de una sala minimalista",
        detail: "Detalle de la tela vaporosa de las cortinas translúcidas",
        open: "Cortinas translúcidas recogidas a los lados para enmarcar la ventana",
        room: "Vista amplia de la sala minimalista con sus cortinas translúcidas",
      },
    },
    8: {
      title: "Minipersianas de aluminio",
      description:
        "Delgadas tablillas de aluminio de una pulgada que resisten el vapor y las salpicaduras: privacidad sencilla y duradera para baños y cuartos de lavado.",
      features: [
        "Tablillas de aluminio de 1 pulgada",
        "Resistentes al vapor y a las salpicaduras",
        "Herrajes que no se oxidan",
        "Privacidad total al cerrarlas",
      ],
      pictures: {
        main: "Minipersianas de aluminio cerradas para dar privacidad en un baño minimalista",
        detail: "Detalle de las delgadas tablillas de aluminio",
        open: "Minipersianas de aluminio inclinadas para dejar pasar la luz",
        room: "Vista amplia del baño minimalista con sus minipersianas de aluminio",
      },
    },
    9: {
      title: "Cortinas blackout para oscurecer la habitación",
      description:
        "Cortinas blackout de triple tejido que bloquean el 100% de la luz, para dormir profundamente, tomar una siesta de día o disfrutar del cine en casa.",
      features: [
        "Bloquean el 100% de la luz",
        "Respaldo térmico",
        "Amortiguan el ruido",
        "Laterales envolventes hasta la pared",
      ],
      pictures: {
        main: "Gruesas cortinas blackout cerradas sobre la ventana de un dormitorio contemporáneo",
        detail: "Detalle de la tela densa de las cortinas blackout",
        open: "Cortinas blackout abiertas sobre su barra",
        room: "Vista amplia del dormitorio contemporáneo con sus cortinas blackout",
      },
    },
    10: {
      title: "Persianas solares para restaurante",
      description:
        "Las persianas solares reducen el deslumbramiento y el calor en las mesas junto a la ventana sin tapar la vista a la calle. Hechas para espacios comerciales con mucho movimiento.",
      features: [
        "Bloquean hasta el 95% de los rayos UV",
        "Conservan la vista al exterior",
        "Tela de grado comercial",
        "Poco mantenimiento",
      ],
      pictures: {
        main: "Persiana solar que suaviza la luz a través de un gran ventanal en un comedor moderno",
        detail: "Detalle de la malla de tejido abierto de la persiana solar",
        open: "Persiana solar subida sobre una ventana soleada",
        room: "Vista amplia del comedor moderno con su persiana solar",
      },
    },
    11: {
      title: "Cortinajes blackout para hotel",
      description:
        "Cortinajes blackout con tela ignífuga para habitaciones y suites de hotel, para que los huéspedes duerman en completa oscuridad a cualquier hora.",
      features: ["Tela ignífuga", "Forro blackout completo", "Traslape al centro", "Resistencia para uso hotelero"],
      pictures: {
        main: "Cortinajes de pliegue francés hasta el piso que enmarcan la ventana de un dormitorio contemporáneo",
        detail: "Detalle de los pliegues franceses y la caída del cortinaje",
        open: "Paneles de cortinaje recogidos a los lados de la ventana",
        room: "Vista amplia del dormitorio contemporáneo con sus cortinajes de pliegue francés",
      },
    },
    12: {
      title: "Cortinajes de terciopelo con pliegue francés",
      description:
        "Paneles de terciopelo intenso con pliegues franceses terminados a mano que caen en pliegues profundos y parejos del techo al piso.",
      features: [
        "Terciopelo de algodón afelpado",
        "Pliegues terminados a mano",
        "Con entretela para dar cuerpo",
        "Paneles hasta el piso",
      ],
      pictures: {
        main: "Cortinajes de pliegue francés hasta el piso que enmarcan la ventana de una sala tradicional",
        detail: "Detalle de los pliegues franceses y la caída del cortinaje",
        open: "Paneles de cortinaje recogidos a los lados de la ventana",
        room: "Vista amplia de la sala tradicional con sus cortinajes de pliegue francés",
      },
    },
    13: {
      title: "Sistema de cortinajes motorizados",
      description:
        "Rieles motorizados montados en el techo que abren y cierran cortinajes anchos con solo tocar un botón, para vestíbulos, salones y grandes espacios de estar.",
      features: [
        "Riel de techo silencioso",
        "Cubre hasta 30 pies",
        "Compatible con sistemas del edificio",
        "Cortinajes de pliegue ondulado",
      ],
      pictures: {
        main: "Cortinajes motorizados cerrándose frente a un ventanal en una sala moderna",
        detail: "Detalle de los pliegues ondulados de los cortinajes motorizados",
        open: "Cortinajes motorizados abiertos hacia los lados sobre su riel",
        room: "Vista amplia de la sala moderna con sus cortinajes motorizados",
      },
    },
    14: {
      title: "Instalación de persianas verticales en puerta corrediza",
      description:
        "Instalación completa de persianas verticales en una puerta de patio de doce pies: nuestro equipo las midió, instaló y alineó en una sola visita.",
      features: [
        "Medición en sitio",
        "Instaladas en una sola visita",
        "Láminas alineadas y probadas",
        "Retiro de los herrajes viejos",
      ],
      pictures: {
        main: "Persianas verticales en una amplia puerta corrediza de una sala contemporánea",
        detail: "Detalle de las láminas verticales y su riel superior",
        open: "Persianas verticales recogidas a un lado de la puerta corrediza",
        room: "Vista amplia de la sala contemporánea con sus persianas verticales",
      },
    },
    15: {
      title: "Instalación de cortinajes en ventana saliente",
      description:
        "Una barra curvada a la medida sigue los ángulos de la ventana saliente para que el cortinaje corra por las tres ventanas sin dejar huecos.",
      features: [
        "Barra curvada a la medida",
        "Cubre las tres ventanas",
        "Montaje nivelado y firme",
        "Planchado al vapor y acomodo final",
      ],
      pictures: {
        main: "Cortinajes de pliegue francés hasta el piso que enmarcan la ventana de un comedor tradicional",
        detail: "Detalle de los pliegues franceses y la caída del cortinaje",
        open: "Paneles de cortinaje recogidos a los lados de la ventana",
        room: "Vista amplia del comedor tradicional con sus cortinajes de pliegue francés",
      },
    },
    16: {
      title: "Instalación de persianas celulares en tragaluz",
      description:
        "Persianas tipo panal instaladas en el tragaluz de una cocina sobre guías laterales y manejadas con control remoto, para que el sol del mediodía nunca sobrecaliente la habitación.",
      features: [
        "Montaje con guías laterales",
        "Manejo con control remoto",
        "Celdas que reducen el calor",
        "Cableado oculto y ordenado",
      ],
      pictures: {
        main: "Persiana celular tipo panal bajada en la ventana de una cocina moderna",
        detail: "Detalle de las celdas tipo panal de la persiana celular",
        open: "Persiana celular subida para mostrar la vista exterior",
        room: "Vista amplia de la cocina moderna con su persiana celular",
      },
    },
    17: {
      title: "Instalación de persiana de privacidad en baño",
      description:
        "Una persiana plisada de apertura superior cubre el vidrio inferior para dar privacidad, mientras la luz del día sigue entrando por arriba.",
      features: [
        "Apertura desde arriba",
        "Tela resistente a la humedad",
        "Montaje interior",
        "Instalada en menos de una hora",
      ],
      pictures: {
        main: "Persiana plisada de apertura superior que cubre la mitad inferior de la ventana en un baño minimalista",
        detail: "Detalle de los pliegues definidos de la persiana de privacidad",
        open: "Persiana plisada recogida con orden en la parte superior de la ventana",
        room: "Vista amplia del baño minimalista con su persiana plisada de privacidad",
      },
    },
    18: {
      title: "Sala costera con translúcidos en capas",
      description:
        "Cortinas translúcidas color marfil bajo paneles color arena mantienen fresca y luminosa una habitación junto al mar, desde la mañana hasta el atardecer.",
      features: [
        "Ventana vestida en capas",
        "Paleta arena y marfil",
        "Luz natural suave",
        "Ambiente costero y relajado",
      ],
      pictures: {
        main: "Cortinas translúcidas que filtran la luz del día en la ventana de una sala contemporánea",
        detail: "Detalle de la tela vaporosa de las cortinas translúcidas",
        open: "Cortinas translúcidas recogidas a los lados para enmarcar la ventana",
        room: "Vista amplia de la sala contemporánea con sus cortinas translúcidas",
      },
    },
    19: {
      title: "Dormitorio escandinavo en neutros suaves",
      description:
        "Roble claro, paredes blancas y una persiana enrollable blackout en un cálido tono avena: un espacio sereno, despejado y lo bastante oscuro para dormir hasta tarde.",
      features: [
        "Enrollable blackout color avena",
        "Detalles en roble claro",
        "Líneas despejadas",
        "Paleta neutra y serena",
      ],
      pictures: {
        main: "Persiana enrollable bajada hasta la mitad de una ventana en un dormitorio minimalista",
        detail: "Detalle de la tela tejida y lisa de la persiana enrollable",
        open: "Persiana enrollable subida para dejar entrar la luz del día",
        room: "Vista amplia del dormitorio minimalista con su persiana enrollable",
      },
    },
    20: {
      title: "Cocina campestre con cortinas de café",
      description:
        "Cortinas de café de cuadros vichy en una barra de tensión de latón dan privacidad abajo y dejan pasar el sol arriba del fregadero en una cocina campestre.",
      features: [
        "Algodón de cuadros vichy",
        "Barra de tensión de latón",
        "Privacidad abajo, luz arriba",
        "Encanto campestre",
      ],
      pictures: {
        main: "Cortinas de café que cubren la mitad inferior de la ventana en una cocina tradicional",
        detail: "Detalle de la tela de algodón de las cortinas de café",
        open: "Cortinas de café abiertas sobre su barra de tensión",
        room: "Vista amplia de la cocina tradicional con sus cortinas de café",
      },
    },
    21: {
      title: "Comedor formal con cortinajes de seda",
      description:
        "Cortinajes de seda de piso a techo en un intenso tono ámbar enmarcan ventanas altas y convierten cada cena en una ocasión especial.",
      features: [
        "Paneles de cortinaje de seda",
        "Barras a la altura del techo",
        "Intenso tono ámbar",
        "Abrazaderas con borla",
      ],
      pictures: {
        main: "Cortinajes de pliegue francés hasta el piso que enmarcan la ventana de un comedor tradicional",
        detail: "Detalle de los pliegues franceses y la caída del cortinaje",
        open: "Paneles de cortinaje recogidos a los lados de la ventana",
        room: "Vista amplia del comedor tradicional con sus cortinajes de pliegue francés",
      },
    },
    22: {
      title: "Loft urbano con persianas motorizadas",
      description:
        "Altos ventanales industriales con persianas motorizadas que suben todas juntas con solo presionar un botón.",
      features: [
        "Control de motores por grupos",
        "Altos ventanales industriales",
        "Concreto y madera",
        "Escenas con un solo toque",
      ],
      pictures: {
        main: "Persiana motorizada bajada en la ventana de una sala moderna, con su control de pared al lado",
        detail: "Detalle de la tela y el riel superior de la persiana motorizada",
        open: "Persiana motorizada subida por su motor silencioso",
        room: "Vista amplia de la sala moderna con su persiana motorizada",
      },
    },
    23: {
      title: "Baño de inspiración spa",
      description:
        "Una persiana de bambú sobre la tina, azulejos de piedra y plantas verdes convierten un baño cotidiano en un rincón tranquilo para relajarse.",
      features: ["Persiana de bambú", "Piedra natural", "Plantas de interior", "Luz suave y difusa"],
      pictures: {
        main: "Persiana de madera tejida en tonos naturales en la ventana de un baño minimalista",
        detail: "Detalle de los juncos naturales de la persiana de madera tejida",
        open: "Persiana de madera tejida enrollada por encima de la ventana",
        room: "Vista amplia del baño minimalista con su persiana de madera tejida",
      },
    },
    24: {
      title: "Acogedor rincón de lectura con persianas romanas",
      description:
        "Un asiento junto a la ventana lleno de cojines bajo una persiana plegable estampada: el rincón más cálido de la casa para disfrutar de un buen libro.",
      features: [
        "Tela estampada",
        "Rincón con asiento junto a la ventana",
        "Cojines en capas",
        "Cálida luz de lectura",
      ],
      pictures: {
        main: "Persiana romana con suaves pliegues horizontales en la ventana de un dormitorio contemporáneo",
        detail: "Detalle de la tela plegada de la persiana romana",
        open: "Persiana romana recogida en pliegues ordenados",
        room: "Vista amplia del dormitorio contemporáneo con su persiana romana",
      },
    },
  },
} satisfies Widen<typeof enGallery>;
