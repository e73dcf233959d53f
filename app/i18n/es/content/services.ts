import type { Widen } from "../../catalogue.ts";
import type { enServices } from "../../en/content/services.ts";

/** The service pages in Spanish (see ../../en/content/services.ts), by path. */
export const esServices = {
  "/services/custom-design": {
    intro: "Cortinas y persianas diseñadas en torno a sus espacios, su luz y su gusto.",
    itemsHeading: "Qué incluye el diseño personalizado",
    items: [
      {
        title: "Selección de telas",
        description: "Cientos de telas que llevamos a su casa para verlas con su propia luz.",
      },
      { title: "Asesoría de estilo", description: "Le recomendamos el producto ideal para cada habitación y ventana." },
      {
        title: "Herrajes a la medida",
        description: "Barras, rieles, remates y motores que combinan con su diseño.",
      },
      { title: "Diseño de estampados", description: "La ubicación y escala del estampado, planeadas en cada panel." },
      { title: "Combinación de colores", description: "Colores que armonizan con sus paredes, pisos y muebles." },
      {
        title: "Diseño técnico",
        description: "Tipo de montaje, espacio de recogido y holguras calculados con precisión.",
      },
    ],
    cta: {
      heading: "Comience su diseño",
      text: "Cuéntenos sobre sus ventanas y juntos planearemos la solución perfecta.",
      action: "Agendar consulta",
    },
  },
  "/services/installation": {
    intro: "Nuestros propios instaladores capacitados dejan cada producto nivelado, firme y listo para usar.",
    itemsHeading: "Nuestro proceso de instalación",
    items: [
      { title: "Evaluación inicial", description: "Revisamos paredes, marcos y anclajes antes de empezar." },
      { title: "Preparación", description: "Protegemos muebles y pisos, y despejamos el área de trabajo." },
      { title: "Instalación", description: "Soportes, rieles y productos colocados nivelados y firmes." },
      { title: "Control de calidad", description: "Probamos cada mecanismo para que funcione suave y seguro." },
      { title: "Limpieza", description: "Retiramos empaques y polvo, y dejamos la habitación en orden." },
      { title: "Revisión final", description: "Le mostramos cómo funciona todo y resolvemos sus dudas." },
    ],
    cta: {
      heading: "¿Busca un ajuste perfecto?",
      text: "Elija una fecha y nuestros instaladores se encargarán de todo.",
      action: "Agendar instalación",
    },
  },
  "/services/consultation": {
    intro: "Una visita gratuita y sin compromiso: medimos, le damos asesoría y le llevamos muestras.",
    itemsHeading: "Cómo funciona una consulta",
    items: [
      { title: "Consulta inicial", description: "Escuchamos cómo usa cada habitación y lo que necesita." },
      {
        title: "Evaluación del espacio",
        description: "Observamos la luz, la vista, la privacidad y el tipo de ventana.",
      },
      { title: "Selección del diseño", description: "Usted elige estilos, telas y colores con nuestra asesoría." },
      { title: "Medidas exactas", description: "Medidas precisas para un ajuste a la medida." },
      {
        title: "Instalación profesional",
        description: "Nuestros instaladores colocan sus nuevas cortinas y persianas.",
      },
      { title: "Inspección final", description: "Revisamos cada ventana con usted antes de irnos." },
    ],
    cta: {
      heading: "Agende su consulta gratuita",
      text: "Elija el horario que más le convenga y nosotros vamos a su domicilio.",
      action: "Agendar consulta",
    },
  },
} satisfies Widen<typeof enServices>;
