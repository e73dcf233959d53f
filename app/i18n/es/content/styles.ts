import type { Widen } from "../../catalogue.ts";
import type { enStyles } from "../../en/content/styles.ts";

/** The style pages in Spanish (see ../../en/content/styles.ts), by path. */
export const esStyles = {
  featuresHeading: "{name}: sus ventajas",
  stylesHeading: "{name}: elija su estilo",
  styleImageAlt: "Ilustración del estilo: {name}",
  /** Below the style cards; {link} is the link to the measuring guide, worded by measureLink. */
  measureNote: "¿Quiere hacer su pedido? {link} y luego solicite su cotización.",
  measureLink: "Vea cómo medir sus ventanas",
  pages: {
    "/collections/blinds/horizontal-blinds": {
      intro: "Sus tablillas orientables controlan con precisión la luz y la privacidad en cualquier habitación.",
      features: [
        {
          title: "Control preciso de la luz",
          description: "Incline las tablillas para dirigir la luz justo adonde la quiere.",
        },
        { title: "Tablillas resistentes", description: "Aluminio, madera e imitación madera para el uso diario." },
        { title: "Fáciles de limpiar", description: "Basta con quitarles el polvo para que luzcan como nuevas." },
        { title: "Muchos acabados", description: "Decenas de colores y tintes de madera." },
        { title: "Opciones sin cordón", description: "Sistemas de elevación más seguros para hogares con niños." },
        { title: "Ajuste exacto", description: "Cortadas a la medida para un montaje interior impecable." },
      ],
      styles: {
        "venetian-blinds": {
          name: "Persianas venecianas",
          description: "Las clásicas tablillas de 50 mm con cintas de escalera o cordones.",
        },
        "aluminum-blinds": {
          name: "Persianas de aluminio",
          description: "Tablillas ligeras y resistentes a la humedad para cocinas y baños.",
        },
        "wood-blinds": {
          name: "Persianas de madera",
          description: "Tablillas de madera maciza con una cálida veta natural.",
        },
      },
    },
    "/collections/blinds/vertical-blinds": {
      intro: "Láminas verticales que se deslizan a lo ancho de ventanales y puertas corredizas.",
      features: [
        { title: "Aberturas amplias", description: "Ideales para puertas de patio y ventanales de piso a techo." },
        { title: "Deslizamiento suave", description: "Rieles silenciosos que se mueven con una varilla." },
        { title: "Láminas giratorias", description: "Gire las láminas para dejar pasar la luz sin perder privacidad." },
        { title: "Láminas reemplazables", description: "Cambie una sola lámina en vez de toda la persiana." },
        { title: "Variedad de telas", description: "Telas texturizadas, estampadas y blackout." },
        {
          title: "Opciones de recogido",
          description: "Recogido a la izquierda, a la derecha, a ambos lados o al centro.",
        },
      ],
      styles: {
        "classic-vertical-blinds": {
          name: "Persianas verticales clásicas",
          description: "Láminas rígidas de PVC en tonos neutros y nítidos.",
        },
        "fabric-vertical-blinds": {
          name: "Persianas verticales de tela",
          description: "Láminas de tela suave que filtran la luz con delicadeza.",
        },
        "vinyl-vertical-blinds": {
          name: "Persianas verticales de vinil",
          description: "Láminas resistentes y fáciles de limpiar para espacios muy transitados.",
        },
      },
    },
    "/collections/blinds/panel-blinds": {
      intro:
        "Amplios paneles de tela sobre un riel deslizante: una solución moderna para grandes superficies de vidrio.",
      features: [
        { title: "Estilo moderno", description: "Paneles anchos y planos de líneas limpias." },
        { title: "Divisores de ambientes", description: "También funcionan como elegantes separadores." },
        { title: "Ventanas grandes", description: "Cubren puertas corredizas y muros de vidrio." },
        { title: "Fácil manejo", description: "Los paneles corren sobre un riel suave de varias vías." },
        { title: "Variedad de telas", description: "Paneles translúcidos, que filtran la luz y blackout." },
        { title: "Medidas personalizadas", description: "El ancho de cada panel, planeado para su abertura." },
      ],
      styles: {
        "classic-panel-blinds": {
          name: "Paneles deslizantes clásicos",
          description: "Paneles lisos en telas neutras atemporales.",
        },
        "fabric-panel-blinds": {
          name: "Paneles deslizantes de tela",
          description: "Tejidos texturizados que suavizan el ambiente.",
        },
        "sheer-panel-blinds": {
          name: "Paneles deslizantes translúcidos",
          description: "Paneles translúcidos que brillan con la luz del día.",
        },
      },
    },
    "/collections/blinds/mini-blinds": {
      intro: "Tablillas delgadas de 25 mm: una opción práctica y económica para ventanas pequeñas y poco profundas.",
      features: [
        { title: "Perfil delgado", description: "Caben en marcos poco profundos y ventanas angostas." },
        { title: "Económicas", description: "Persianas de calidad a un precio accesible." },
        { title: "Resistentes a la humedad", description: "El aluminio y el vinil son ideales para cocinas y baños." },
        { title: "Control fino", description: "Las tablillas angostas ajustan la luz poco a poco." },
        { title: "Gama de colores", description: "Desde blancos brillantes hasta acabados metálicos." },
        { title: "Instalación rápida", description: "Sus rieles superiores ligeros se instalan en minutos." },
      ],
      styles: {
        classic: { name: "Clásicas", description: "Minipersianas para todos los días en blancos y cremas limpios." },
        aluminum: { name: "Aluminio", description: "Resistentes tablillas de metal con acabado cepillado." },
        vinyl: { name: "Vinil", description: "Tablillas fáciles de limpiar para habitaciones húmedas." },
      },
    },
    "/collections/curtains/sheer-curtains": {
      intro: "Cortinas ligeras y translúcidas que dejan entrar la luz del día y conservan su privacidad.",
      features: [
        { title: "Luz natural", description: "Iluminan la habitación y suavizan el deslumbramiento." },
        { title: "Privacidad de día", description: "Difuminan la vista desde el exterior." },
        { title: "Look vaporoso", description: "Flotan y se mueven con la brisa." },
        { title: "Fáciles de combinar", description: "Funcionan debajo de cortinas más gruesas o persianas." },
        { title: "Lavables", description: "Telas de fácil cuidado para el día a día." },
        { title: "Hechas a la medida", description: "Cualquier ancho y cualquier largo." },
      ],
      styles: {
        "voile-sheer": {
          name: "Voile translúcido",
          description: "Voile fino y liso con una caída elegante.",
        },
        "linen-sheer": {
          name: "Lino translúcido",
          description: "La textura irregular natural del lino, con pliegues relajados.",
        },
        "embroidered-sheer": {
          name: "Translúcido bordado",
          description: "Delicados bordados para un toque clásico.",
        },
      },
    },
    "/collections/curtains/blackout-curtains": {
      intro: "Bloquean hasta el 99% de la luz exterior para un sueño reparador y una habitación acogedora.",
      features: [
        {
          title: "Bloquean hasta el 99% de la luz",
          description: "Telas densas y forradas que mantienen la habitación oscura.",
        },
        { title: "Duerma mejor", description: "Perfectas para dormitorios y cuartos de bebé." },
        { title: "Beneficio térmico", description: "Ayudan a mantener una temperatura estable." },
        { title: "Menos ruido", description: "La tela más gruesa amortigua el ruido exterior." },
        { title: "Protección UV", description: "Evitan que pisos y muebles se decoloren." },
        { title: "Muchos colores", description: "De neutros suaves a intensos tonos joya." },
      ],
      styles: {
        "solid-blackout": {
          name: "Blackout liso",
          description: "Cortinas de un solo color con forro blackout.",
        },
        "textured-blackout": {
          name: "Blackout texturizado",
          description: "Frente con aspecto de lino sobre una capa blackout.",
        },
        "velvet-blackout": {
          name: "Blackout de terciopelo",
          description: "Lujoso terciopelo que bloquea la luz por completo.",
        },
      },
    },
    "/collections/curtains/thermal-curtains": {
      intro: "Cortinas aislantes que ayudan a conservar el calor y a bajar su factura de energía.",
      features: [
        { title: "Capas aislantes", description: "El respaldo térmico reduce la pérdida de calor por el vidrio." },
        {
          title: "Facturas más bajas",
          description: "Menos calefacción en invierno y menos aire acondicionado en verano.",
        },
        { title: "Frenan las corrientes", description: "Detienen el aire frío alrededor de ventanas antiguas." },
        { title: "Habitaciones más silenciosas", description: "Las capas adicionales absorben el ruido exterior." },
        { title: "Control de la luz", description: "Oscurecen la habitación sin verse pesadas." },
        { title: "Telas con estilo", description: "Colores y texturas cálidos para cualquier decoración." },
      ],
      styles: {
        "classic-thermal": {
          name: "Térmica clásica",
          description: "Cortinas plisadas con forro aislante.",
        },
        "grommet-thermal": {
          name: "Térmica con ojillos",
          description: "Cabecera de ojillos que se desliza con facilidad, en tela térmica.",
        },
        "quilted-thermal": {
          name: "Térmica acolchada",
          description: "Capas acolchadas para las ventanas más frías.",
        },
      },
    },
    "/collections/curtains/decorative-curtains": {
      intro: "Estampados, texturas y ribetes que dan personalidad a cada ventana.",
      features: [
        { title: "Biblioteca de estampados", description: "Florales, rayas, damascos y geométricos." },
        { title: "Ribetes a la medida", description: "Borlas, galones y bordes en contraste." },
        { title: "Juegos coordinados", description: "Cenefas y abrazaderas a juego." },
        { title: "Texturas ricas", description: "Jacquards, terciopelos y tejidos bordados." },
        { title: "Forradas para dar cuerpo", description: "El forro da una caída amplia y lujosa." },
        { title: "Asesoría de diseño", description: "Le ayudamos a elegir la escala del estampado y el color." },
      ],
      styles: {
        "floral-curtains": {
          name: "Cortinas florales",
          description: "Estampados inspirados en el jardín para salas y dormitorios.",
        },
        "striped-curtains": {
          name: "Cortinas de rayas",
          description: "Rayas verticales que hacen que el techo parezca más alto.",
        },
        "damask-curtains": {
          name: "Cortinas de damasco",
          description: "Motivos tejidos clásicos con un brillo sutil.",
        },
      },
    },
    "/collections/shades/roller": {
      intro: "Líneas limpias y manejo sencillo: un solo panel de tela que se enrolla y desaparece de la vista.",
      features: [
        {
          title: "Control de la luz",
          description: "Desde un filtrado suave hasta blackout total, según la habitación.",
        },
        { title: "Fácil manejo", description: "Elevación suave con resorte, cadena o motor." },
        {
          title: "Poco mantenimiento",
          description: "Telas fáciles de limpiar que resisten la decoloración y el polvo.",
        },
        { title: "Ahorran espacio", description: "Se enrollan en un riel superior delgado, sin bulto arriba." },
        {
          title: "Eficiencia energética",
          description: "Los respaldos reflectantes mantienen la habitación más fresca en verano.",
        },
        { title: "Ajuste a la medida", description: "Fabricadas al milímetro para montaje interior o exterior." },
      ],
      styles: {
        "classic-roller": {
          name: "Enrollable clásica",
          description: "Tela tejida en lino, con aspecto de algodón o con textura.",
        },
        "solar-roller": {
          name: "Enrollable solar",
          description: "Tela screen que reduce el deslumbramiento y los rayos UV sin perder la vista.",
        },
        "blackout-roller": {
          name: "Enrollable blackout",
          description: "Tela opaca para dormitorios, cuartos de bebé y salas de TV.",
        },
      },
    },
    "/collections/shades/roman": {
      intro: "Suaves pliegues de tela que se recogen con elegancia al subir, confeccionados para un look atemporal.",
      features: [
        {
          title: "Pliegues elegantes",
          description: "Pliegues definidos o relajados que dan profundidad a cualquier ventana.",
        },
        { title: "Telas de primera", description: "Linos, sedas y algodones de fábricas de confianza." },
        { title: "Opciones de forro", description: "Forros de privacidad, que filtran la luz o blackout." },
        { title: "Elevación sin cordón", description: "Opciones sin cordón y motorizadas, seguras para niños." },
        { title: "Aislantes", description: "La tela en capas ayuda a conservar el calor en invierno." },
        { title: "Hechas a la medida", description: "Confeccionadas para el tamaño exacto de su ventana." },
      ],
      styles: {
        "classic-roman": {
          name: "Romana clásica",
          description: "Pliegues espaciados de manera uniforme que quedan planos al bajarla.",
        },
        "flat-roman": {
          name: "Romana lisa",
          description: "Un frente liso que luce los estampados llamativos.",
        },
        "hobbled-roman": {
          name: "Romana en cascada",
          description: "Suaves pliegues en cascada, aun cuando está bajada por completo.",
        },
      },
    },
    "/collections/shades/cellular": {
      intro:
        "Sus celdas tipo panal retienen el aire en la ventana para un aislamiento excepcional y habitaciones silenciosas.",
      features: [
        { title: "Ahorro de energía", description: "Las bolsas de aire aíslan del calor y del frío." },
        { title: "Amortiguan el sonido", description: "Las celdas suavizan el ruido exterior." },
        { title: "Apertura superior e inferior", description: "Luz por arriba y privacidad por abajo." },
        { title: "Opciones de luz", description: "Telas translúcidas, que filtran la luz y blackout." },
        { title: "Seguridad sin cordón", description: "Sin cordones colgantes, por los niños y las mascotas." },
        {
          title: "Recogido compacto",
          description: "Se pliegan en un recogido pequeño en la parte superior de la ventana.",
        },
      ],
      styles: {
        "single-cell": {
          name: "Celda sencilla",
          description: "Una capa de celdas: aislamiento ligero y económico.",
        },
        "double-cell": {
          name: "Celda doble",
          description: "Dos capas para más aislamiento y más silencio.",
        },
        "triple-cell": {
          name: "Celda triple",
          description: "Nuestra persiana más aislante, para climas extremos.",
        },
      },
    },
    "/collections/shades/woven-wood": {
      intro: "Bambú, junco y fibras naturales tejidos a mano para una textura cálida y orgánica.",
      features: [
        { title: "Materiales naturales", description: "Bambú, yute y fibras de origen sustentable." },
        { title: "Textura cálida", description: "Luz filtrada con un ambiente relajado y natural." },
        { title: "Forros opcionales", description: "Agregue un forro de privacidad o blackout detrás del tejido." },
      ],
      styles: {
        "classic-woven": {
          name: "Tejido clásico",
          description: "Tejido cerrado de bambú en tonos miel y nogal.",
        },
        "modern-woven": {
          name: "Tejido moderno",
          description: "Juncos delgados y parejos para un look contemporáneo y nítido.",
        },
        "textured-woven": {
          name: "Tejido texturizado",
          description: "Fibras gruesas y yute para una textura rica.",
        },
      },
    },
    "/collections/shades/motorized": {
      intro: "Suba y baje cada persiana con un control remoto, su celular o un horario.",
      features: [
        {
          title: "Listas para su hogar inteligente",
          description: "Funcionan con los asistentes de voz y centrales más populares.",
        },
        { title: "Programación", description: "Se abren al amanecer y se cierran al atardecer, automáticamente." },
        { title: "Motores silenciosos", description: "Funcionamiento casi sin ruido en cada habitación." },
        { title: "Recargables", description: "Los motores de batería no necesitan cableado nuevo." },
        { title: "Seguridad", description: "Totalmente sin cordones, por los niños y las mascotas." },
        { title: "Control por grupos", description: "Mueva todas las persianas de una habitación con un solo toque." },
      ],
      styles: {
        "motorized-roman": {
          name: "Romana motorizada",
          description: "Suaves pliegues romanos que suben con solo tocar un botón.",
        },
        "motorized-cellular": {
          name: "Celular motorizada",
          description: "Persianas aislantes tipo panal que siguen un horario.",
        },
        "motorized-roller": {
          name: "Enrollable motorizada",
          description: "Elegantes persianas enrollables para ventanas grandes o de difícil acceso.",
        },
      },
    },
    "/collections/drapery/sheer": {
      intro:
        "Cortinajes translúcidos y vaporosos hasta el piso que suavizan la luz y mantienen la habitación luminosa.",
      features: [
        { title: "Luz suave", description: "Convierten el sol intenso en un resplandor suave." },
        { title: "Privacidad de día", description: "Ocultan la habitación desde afuera y le dejan ver el exterior." },
        { title: "En capas", description: "Combinan con cortinajes blackout o persianas." },
        { title: "Telas finas", description: "Voiles, linos y tejidos abiertos." },
        { title: "Fácil cuidado", description: "Muchas telas se pueden lavar en lavadora." },
        { title: "Largo completo", description: "Hasta el piso, con caída sobre el piso o hasta la repisa." },
      ],
      styles: {
        "classic-sheer": {
          name: "Translúcido clásico",
          description: "Voile fino con una caída suave y tradicional.",
        },
        "modern-sheer": {
          name: "Translúcido moderno",
          description: "Translúcidos texturizados con aspecto de lino, en rieles de pliegue ondulado.",
        },
      },
    },
    "/collections/drapery/blackout": {
      intro: "Cortinajes forrados que bloquean la luz para un sueño profundo y habitaciones oscuras como un cine.",
      features: [
        { title: "Oscuridad total", description: "Telas de triple tejido y forradas que bloquean la luz exterior." },
        { title: "Mejor descanso", description: "Ideales para dormitorios y para quienes trabajan por turnos." },
        { title: "Menos ruido", description: "La tela densa absorbe el ruido de la calle." },
        { title: "Aislamiento", description: "Mantienen la habitación más cálida en invierno y más fresca en verano." },
        { title: "Protección contra la decoloración", description: "Protegen pisos y muebles de los rayos UV." },
        { title: "Caída elegante", description: "Dobladillos con peso para pliegues rectos y parejos." },
      ],
      styles: {
        classic: {
          name: "Clásico",
          description: "Cortinajes blackout con pliegue francés en colores lisos.",
        },
        modern: {
          name: "Moderno",
          description: "Paneles blackout de pliegue ondulado sobre un riel delgado.",
        },
        premium: {
          name: "Línea premium",
          description: "Frentes de terciopelo y seda con entretela blackout.",
        },
      },
    },
    "/collections/drapery/decorative": {
      intro: "Cortinajes estampados y ornamentados que se convierten en el centro de atención de la habitación.",
      features: [
        { title: "Estampados protagonistas", description: "Damascos, florales y geométricos." },
        { title: "Ribetes y bordes", description: "Bandas, flecos de borlas y orillas en contraste." },
        { title: "Tipos de cabecera", description: "Pliegue francés, pliegue copa, ojillos y más." },
        { title: "Looks coordinados", description: "Cenefas, abrazaderas y cojines a juego." },
        { title: "Forros de calidad", description: "Los forros protegen la tela principal y le dan cuerpo." },
        { title: "Ayuda de diseño", description: "Nuestros diseñadores equilibran el estampado y la escala." },
      ],
      styles: {
        classic: {
          name: "Clásico",
          description: "Cortinajes tradicionales de damasco con cabeceras plisadas.",
        },
        modern: {
          name: "Moderno",
          description: "Estampados geométricos audaces en limpios pliegues ondulados.",
        },
        premium: {
          name: "Línea premium",
          description: "Cortinajes terminados a mano con ribetes a la medida.",
        },
      },
    },
    "/collections/drapery/thermal": {
      intro: "Cortinajes aislantes que conservan el calor en invierno y lo mantienen afuera en verano.",
      features: [
        {
          title: "Ahorro de energía",
          description: "Los forros térmicos reducen los costos de calefacción y aire acondicionado.",
        },
        { title: "Confort todo el año", description: "Menos corrientes de aire y zonas frías junto a las ventanas." },
        { title: "Menos ruido", description: "Las capas gruesas apagan el ruido de las calles transitadas." },
      ],
      styles: {
        classic: {
          name: "Clásico",
          description: "Cortinajes plisados con entretela térmica.",
        },
        modern: {
          name: "Moderno",
          description: "Limpios pliegues ondulados con respaldo aislante.",
        },
        "premium-thermal": {
          name: "Térmico premium",
          description: "Cortinajes de triple capa para las habitaciones más frías.",
        },
      },
    },
    "/collections/drapery/motorized": {
      intro:
        "Cortinajes que se abren y se cierran sobre rieles motorizados silenciosos, con control remoto, aplicación u horario.",
      features: [
        {
          title: "Control inteligente",
          description: "Úselos con un control remoto, su celular o un asistente de voz.",
        },
        { title: "Manejo cómodo", description: "Cortinajes pesados o altos se mueven con un solo toque." },
        { title: "Ajustes personalizables", description: "Programe escenas y horarios para cada habitación." },
      ],
      styles: {
        classic: {
          name: "Clásico",
          description: "Cortinajes con pliegue francés sobre un riel motorizado oculto.",
        },
        modern: {
          name: "Moderno",
          description: "Cortinajes de pliegue ondulado que se deslizan sobre un riel delgado.",
        },
        "premium-motorized": {
          name: "Motorizado premium",
          description: "Motores casi silenciosos con telas de primera calidad.",
        },
      },
    },
    "/collections/drapery/fabric": {
      intro: "Elija entre cientos de telas, confeccionadas en cortinajes hechos para sus ventanas.",
      features: [
        { title: "Enorme variedad de telas", description: "Linos, terciopelos, sedas, algodones y mezclas." },
        { title: "Cabeceras a la medida", description: "Pliegues y dobleces terminados a mano." },
        { title: "Opciones de forro", description: "Sin forro, con forro, con entretela o blackout." },
        {
          title: "El largo perfecto",
          description: "Medidos para quedar justo sobre el piso, rozarlo o caer sobre él.",
        },
        { title: "Herrajes", description: "Barras, rieles y remates a juego." },
        { title: "Instalación experta", description: "Instalados y acomodados por nuestro equipo." },
      ],
      styles: {
        "classic-elegance": {
          name: "Elegancia clásica",
          description: "Pliegue francés tradicional en telas ricas y pesadas.",
        },
        "modern-minimalist": {
          name: "Minimalismo moderno",
          description: "Pliegues ondulados sencillos en linos naturales.",
        },
      },
    },
    "/collections/accessories/finials": {
      intro: "El toque final en cada extremo de su barra para cortinas.",
      features: [
        { title: "Muchas formas", description: "Esferas, puntas de lanza, volutas y tapas modernas." },
        { title: "Barras a juego", description: "Con la medida exacta para nuestras barras." },
        { title: "Acabados de calidad", description: "Latón, bronce, níquel, madera y vidrio." },
        { title: "Fáciles de colocar", description: "Se enroscan y quedan firmes." },
        { title: "Duraderos", description: "Materiales sólidos que no se despostillan ni se decoloran." },
        { title: "Asesoría de estilo", description: "Le ayudamos a combinar los remates con sus herrajes." },
      ],
      styles: {
        "classic-ball": {
          name: "Esfera clásica",
          description: "Una esfera sencilla de madera o metal.",
        },
        crystal: {
          name: "Cristal",
          description: "Vidrio facetado que atrapa la luz.",
        },
        "modern-end-cap": {
          name: "Tapa moderna",
          description: "Tapas minimalistas para una línea limpia y contemporánea.",
        },
      },
    },
    "/collections/accessories/valances": {
      intro: "Una pieza corta en la parte superior que enmarca la ventana y oculta los herrajes.",
      features: [
        { title: "Ocultan los herrajes", description: "Esconden rieles superiores, rieles y barras." },
        { title: "Enmarcan la vista", description: "Dan altura y un acabado final a cualquier ventana." },
        { title: "Tela coordinada", description: "Hechas con la tela de su cortina o persiana." },
        { title: "Muchas formas", description: "De pliegues encontrados, drapeadas, festoneadas y rectas." },
        { title: "Con forro", description: "El forro les da estructura y las protege del sol." },
        { title: "Anchos a la medida", description: "Del tamaño de su ventana y su moldura." },
      ],
      styles: {
        "box-pleat-valance": {
          name: "Cenefa de pliegues encontrados",
          description: "Pliegues a la medida para un look nítido y estructurado.",
        },
        "swag-valance": {
          name: "Cenefa drapeada",
          description: "Tela suavemente drapeada para ambientes tradicionales.",
        },
        "cornice-valance": {
          name: "Cenefa rígida tapizada",
          description: "Una tabla acolchada y forrada de tela.",
        },
      },
    },
    "/collections/accessories/tiebacks": {
      intro: "Mantienen las cortinas abiertas en curvas elegantes y dejan entrar la luz.",
      features: [
        { title: "Forma elegante", description: "Recogen las cortinas en curvas elegantes." },
        { title: "Más luz", description: "Mantienen la ventana despejada durante el día." },
        { title: "Telas a juego", description: "Hechas con la tela de su cortina o en contraste." },
        { title: "Herrajes incluidos", description: "Ganchos de pared y sujetadores a juego." },
        { title: "Muchos estilos", description: "Borlas, bandas, cordones e imanes." },
        { title: "Fáciles de usar", description: "Se sueltan y se abrochan en segundos." },
      ],
      styles: {
        "tassel-tieback": {
          name: "Abrazadera con borla",
          description: "Cordón y borla en hilos con aspecto de seda.",
        },
        "fabric-band": {
          name: "Banda de tela",
          description: "Una banda confeccionada a juego con sus cortinas.",
        },
        "metal-holdback": {
          name: "Sujetador de metal",
          description: "Brazos decorativos que se fijan a la pared.",
        },
      },
    },
    "/collections/accessories/curtain-rods": {
      intro: "Barras y rieles firmes y suaves que sostienen sus cortinas durante años.",
      features: [
        { title: "Construcción resistente", description: "Acero y madera maciza que no se pandean." },
        { title: "Deslizamiento suave", description: "Argollas y deslizadores que corren con facilidad." },
        {
          title: "Largos a la medida",
          description: "Cortadas a la medida, con opciones para ventanas salientes y esquinas.",
        },
        { title: "Acabados", description: "Negro, latón, bronce, níquel y madera natural." },
        { title: "Soportes incluidos", description: "Soportes de pared y de techo para cada tipo de fijación." },
        { title: "Instalación profesional", description: "Nuestros instaladores las dejan niveladas y firmes." },
      ],
      styles: {
        "classic-rod": {
          name: "Barra clásica",
          description: "Una barra redonda con argollas y remates.",
        },
        "double-rod": {
          name: "Barra doble",
          description: "Dos barras: cortinas translúcidas detrás y cortinajes al frente.",
        },
        "track-system": {
          name: "Sistema de riel",
          description: "Un riel de techo discreto para pliegues ondulados.",
        },
      },
    },
  },
} satisfies Widen<typeof enStyles>;
