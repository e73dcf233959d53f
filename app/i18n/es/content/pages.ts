import type { Widen } from "../../catalogue.ts";
import type { enPages } from "../../en/content/pages.ts";

/**
 * The name and description of every page in Spanish (see ../../en/content/pages.ts), by canonical path.
 * The descriptions are search-result snippets written for Spanish searchers: about 120–160 characters.
 */
export const esPages = {
  "/": {
    name: "Inicio",
    description:
      "Persianas, cortinas y cortinajes a la medida en Los Ángeles, con instalación profesional. Agende su consulta gratuita a domicilio o pida una cotización.",
  },
  "/about": {
    name: "Quiénes somos",
    description:
      "Conozca a Amberwood Blinds: el equipo detrás de nuestras cortinas y persianas a la medida, cómo trabajamos y por qué familias y diseñadores confían en nosotros.",
  },
  "/swatches": {
    name: "Sus muestras gratis",
    description:
      "Hasta 10 muestras gratis de nuestras telas y acabados: se las enviamos por correo o se las llevamos a su consulta gratuita a domicilio.",
  },
  "/book": {
    name: "Agende una consulta gratuita",
    description:
      "Elija la hora de su consulta gratuita a domicilio: un diseñador le lleva muestras, mide sus ventanas y le da asesoría en cerca de una hora. Agende en línea.",
  },
  "/book/manage/:token": {
    name: "Su consulta",
    description:
      "Consulte, cambie la fecha o cancele su consulta gratuita a domicilio con Amberwood Blinds, en cualquier momento y desde cualquier dispositivo.",
  },
  "/proposal/:token": {
    name: "Su propuesta",
    description: "Revise, descargue, firme y pague el anticipo de su propuesta de Amberwood Blinds.",
  },
  "/proposal/:token/feedback": {
    name: "¿Cómo le fue?",
    description: "Cuéntele a Amberwood Blinds en privado cómo fue su instalación.",
  },
  "/contact": {
    name: "Contáctenos",
    description:
      "Llame, escriba o envíe un mensaje a Amberwood Blinds. Resolvemos sus dudas sobre persianas y cortinas a la medida de lunes a viernes, de 9 a. m. a 5 p. m. EST.",
  },
  "/newsletter": {
    name: "Boletín",
    description:
      "Suscríbase al boletín de Amberwood Blinds: ideas para sus ventanas, telas nuevas y ofertas de temporada en su correo. Cancele la suscripción cuando quiera.",
  },
  "/newsletter/confirm": {
    name: "Confirmar suscripción",
    description:
      "Confirme su suscripción al boletín de Amberwood Blinds con el enlace del correo que le enviamos. Sin confirmación, no le enviaremos ningún boletín.",
  },
  "/newsletter/unsubscribe": {
    name: "Cancelar suscripción",
    description:
      "Deje de recibir el boletín de Amberwood Blinds con el enlace que aparece en cualquiera de sus correos. Puede volver a suscribirse cuando lo desee.",
  },
  "/projects": {
    name: "Galería",
    description:
      "Vea proyectos terminados: persianas, cortinas y cortinajes a la medida en hogares y negocios, trabajos de instalación e ideas de diseño de Amberwood Blinds.",
  },
  "/products": {
    name: "Nuestros productos",
    description:
      "Descubra todas las líneas de Amberwood Blinds: persianas, cortinas, persianas de tela, cortinajes, sistemas motorizados y accesorios, todo a la medida.",
  },
  "/collections": {
    name: "Colecciones",
    description:
      "Nuestras colecciones a la medida para sus ventanas: persianas, cortinas, persianas de tela, cortinajes, sistemas motorizados y accesorios para el acabado.",
  },
  "/collections/blinds": {
    name: "Persianas a la medida",
    description:
      "Persianas a la medida: horizontales, verticales, minipersianas y paneles deslizantes en madera, imitación madera, aluminio y tela, con control preciso de luz.",
  },
  "/collections/blinds/horizontal-blinds": {
    name: "Persianas horizontales",
    description:
      "Persianas horizontales a la medida con tablillas que se inclinan para controlar la luz y la privacidad, en madera, imitación madera y aluminio.",
  },
  "/collections/blinds/vertical-blinds": {
    name: "Persianas verticales",
    description:
      "Persianas verticales a la medida para puertas corredizas y ventanales: láminas que se deslizan con suavidad, giran para regular la luz y se recogen a un lado.",
  },
  "/collections/blinds/panel-blinds": {
    name: "Paneles deslizantes",
    description:
      "Paneles deslizantes a la medida: amplios paneles de tela que corren sobre un riel, ideales para puertas corredizas, ventanales y para dividir espacios.",
  },
  "/collections/blinds/mini-blinds": {
    name: "Minipersianas",
    description:
      "Minipersianas de tablillas delgadas hechas a la medida de su ventana: un look limpio que ahorra espacio en cocinas, baños y oficinas, fáciles de orientar.",
  },
  "/collections/curtains": {
    name: "Cortinas a la medida",
    description:
      "Cortinas a la medida para sus ventanas: translúcidas, blackout, decorativas y térmicas, en las telas y los tipos de cabecera que usted elija.",
  },
  "/collections/curtains/sheer-curtains": {
    name: "Cortinas translúcidas",
    description:
      "Cortinas translúcidas a la medida, ligeras y vaporosas: suavizan la luz del día, dan privacidad de día y se combinan con cortinas blackout o decorativas.",
  },
  "/collections/curtains/blackout-curtains": {
    name: "Cortinas blackout",
    description:
      "Cortinas blackout a la medida con telas forradas que bloquean hasta el 99% de la luz: mejor descanso, más frescura y privacidad en dormitorios y cines en casa.",
  },
  "/collections/curtains/decorative-curtains": {
    name: "Cortinas decorativas",
    description:
      "Cortinas decorativas a la medida en telas estampadas, texturizadas y bordadas que convierten sus ventanas en el punto focal de la habitación.",
  },
  "/collections/curtains/thermal-curtains": {
    name: "Cortinas térmicas",
    description:
      "Cortinas térmicas aislantes a la medida: conservan el calor en invierno, lo bloquean en verano, frenan las corrientes de aire y reducen su factura de energía.",
  },
  "/collections/shades": {
    name: "Persianas de tela a la medida",
    description:
      "Persianas de tela a la medida: enrollables, romanas, celulares, de madera tejida y motorizadas, para un look limpio y un control de luz sin esfuerzo.",
  },
  "/collections/shades/roller": {
    name: "Persianas enrollables",
    description:
      "Persianas enrollables a la medida con telas que filtran la luz, solares o blackout: un estilo minimalista y moderno para cualquier ventana de su casa u oficina.",
  },
  "/collections/shades/roman": {
    name: "Persianas romanas",
    description:
      "Persianas romanas a la medida que se recogen en pliegues suaves y elegantes, con la tela, el forro y el tipo de pliegue que usted elija: un acabado clásico.",
  },
  "/collections/shades/cellular": {
    name: "Persianas celulares",
    description:
      "Persianas celulares a la medida que ahorran energía: sus celdas tipo panal retienen el aire y aíslan la ventana. Con telas que filtran la luz o blackout.",
  },
  "/collections/shades/woven-wood": {
    name: "Persianas de madera tejida",
    description:
      "Persianas de madera tejida en bambú, junco y fibras naturales, a la medida: textura cálida y luz filtrada, con forro opcional para mayor privacidad.",
  },
  "/collections/shades/motorized": {
    name: "Persianas motorizadas",
    description:
      "Persianas motorizadas a la medida: súbalas y bájelas con control remoto, aplicación, voz u horario, con motores silenciosos y conexión a su hogar inteligente.",
  },
  "/collections/drapery": {
    name: "Cortinajes a la medida",
    description:
      "Cortinajes a la medida para cada habitación: translúcidos, blackout, decorativos, térmicos, motorizados y de tela a elegir, con instalación profesional.",
  },
  "/collections/drapery/sheer": {
    name: "Cortinajes translúcidos",
    description:
      "Cortinajes translúcidos hasta el piso, hechos a la medida: difuminan el sol, conservan la vista y dan un movimiento elegante a salas y comedores.",
  },
  "/collections/drapery/blackout": {
    name: "Cortinajes blackout",
    description:
      "Cortinajes blackout a la medida, con forro completo para oscuridad total y privacidad: pliegues y telas para dormitorios, cuartos de bebé y cines en casa.",
  },
  "/collections/drapery/decorative": {
    name: "Cortinajes decorativos",
    description:
      "Cortinajes decorativos a la medida en telas lujosas, estampados y ribetes: ventanas con personalidad, confeccionadas a la medida de su interior.",
  },
  "/collections/drapery/thermal": {
    name: "Cortinajes térmicos",
    description:
      "Cortinajes térmicos a la medida con forros aislantes: una casa más cálida en invierno, más fresca en verano y habitaciones más silenciosas todo el año.",
  },
  "/collections/drapery/motorized": {
    name: "Cortinajes motorizados",
    description:
      "Cortinajes motorizados sobre rieles silenciosos: abra y cierre cortinas pesadas o muy anchas con solo tocar un botón, con la voz o según un horario.",
  },
  "/collections/drapery/fabric": {
    name: "Cortinajes de tela",
    description:
      "Elija la tela de sus cortinajes a la medida: linos, terciopelos, sedas y tejidos de alto rendimiento, con muestras para comparar colores y texturas.",
  },
  "/collections/accessories": {
    name: "Accesorios para cortinas y persianas",
    description:
      "El toque final para sus ventanas: remates, cenefas, abrazaderas y barras para cortinas que combinan con sus cortinas y cortinajes a la medida.",
  },
  "/collections/accessories/finials": {
    name: "Remates",
    description:
      "Remates decorativos para barras de cortinas en metal, madera y vidrio: el detalle que completa su ventana, a juego con el resto de sus herrajes.",
  },
  "/collections/accessories/valances": {
    name: "Cenefas",
    description:
      "Cenefas a la medida que coronan sus ventanas: ocultan los herrajes, añaden color y estampado, y combinan con persianas, persianas de tela o cortinas.",
  },
  "/collections/accessories/tiebacks": {
    name: "Abrazaderas",
    description:
      "Abrazaderas y sujetadores para cortinas con borlas, de tela o de metal: mantienen las cortinas abiertas con elegancia y dejan entrar más luz natural.",
  },
  "/collections/accessories/curtain-rods": {
    name: "Barras para cortinas",
    description:
      "Barras y rieles para cortinas cortados al ancho de su ventana, en acabados a juego con sus remates: resistentes, suaves e instalados por profesionales.",
  },
  "/collections/motorized": {
    name: "Colección motorizada",
    description:
      "Persianas y cortinajes motorizados: controle cada ventana con control remoto, aplicación o voz, prográmelos con el sol y conéctelos a su hogar inteligente.",
  },
  "/services/custom-design": {
    name: "Diseño personalizado",
    description:
      "Servicio de diseño personalizado: le ayudamos a elegir estilos, telas, colores y mecanismos para cortinas y persianas pensadas para su espacio.",
  },
  "/services/installation": {
    name: "Instalación profesional",
    description:
      "Instalación profesional en seis pasos, de la evaluación inicial a la revisión final: sus cortinas y persianas quedan niveladas, firmes y sin desorden.",
  },
  "/services/consultation": {
    name: "Consulta de diseño",
    description:
      "Agende una consulta de diseño gratuita: evaluamos su espacio, tomamos medidas exactas y le ayudamos a elegir las cortinas y persianas ideales.",
  },
  "/quote-request": {
    name: "Solicite una cotización",
    description:
      "Pida una cotización gratuita y sin compromiso para persianas, cortinas o cortinajes a la medida: cuéntenos de sus ventanas y le responderemos pronto.",
  },
  "/privacy-policy": {
    name: "Política de privacidad",
    description:
      "Cómo Amberwood Blinds recopila, usa y protege los datos personales que usted comparte al contactarnos, pedir una cotización o suscribirse al boletín.",
  },
  "/privacy-request": {
    name: "Solicitud de privacidad",
    description:
      "Pida a Amberwood Blinds una copia de los datos personales que tiene sobre usted, o que los elimine. Confírmelo desde su correo; respondemos en 30 días.",
  },
  "/privacy-request/confirm": {
    name: "Confirmar solicitud de privacidad",
    description:
      "Confirme su solicitud de privacidad a Amberwood Blinds con el enlace del correo que le enviamos. No hacemos nada hasta que la confirme.",
  },
  "/privacy-request/download": {
    name: "Descargar sus datos",
    description:
      "Descargue la copia de sus datos personales que Amberwood Blinds le envió, con el enlace del correo que recibió.",
  },
  "/terms-of-service": {
    name: "Términos del servicio",
    description:
      "Los términos que se aplican cuando usted usa el sitio web de Amberwood Blinds y nos encarga cortinas y persianas a la medida: cotizaciones, pedidos y garantía.",
  },
  "/shipping-policy": {
    name: "Política de envío",
    description:
      "Envío gratis en todos los pedidos, sin monto mínimo: procesamiento en 3-5 días hábiles y entrega estándar en 7-10 días hábiles, con rastreo por correo.",
  },
  "/product/:id": {
    name: "Producto",
    // The head of each product page is written from its gallery item; this is the description of an item without one.
    description:
      "Un proyecto de cortinas o persianas a la medida de Amberwood Blinds: diseñado, fabricado e instalado por nuestro propio equipo en Los Ángeles.",
  },
  "/measure-guide": {
    name: "Cómo medir sus ventanas",
    description:
      "Mida sus ventanas para persianas, cortinas y cortinajes a la medida: montaje interior y exterior paso a paso, con dibujos. Guía lista para imprimir.",
  },
  "/faq": {
    name: "Preguntas frecuentes",
    description:
      "Respuestas sobre cortinas y persianas a la medida: plazos de 2 a 4 semanas, garantía de 5 años, muestras, devoluciones, formas de pago y horario de atención.",
  },
  "/admin": {
    name: "Bandeja de entrada de la oficina administrativa",
    description:
      "La primera dirección de la oficina administrativa: todos los mensajes, solicitudes de cotización y consultas, los más recientes primero.",
  },
  "/admin/inbox": {
    name: "Bandeja de entrada",
    description:
      "Todos los mensajes de contacto, solicitudes de cotización y consultas agendadas, los más recientes primero.",
  },
  "/admin/login": {
    name: "Acceso del personal",
    description:
      "Acceso del personal a la oficina administrativa de Amberwood Blinds, donde se atienden los prospectos.",
  },
  "/admin/logout": {
    name: "Cerrar sesión",
    description: "Cierre la sesión de la oficina administrativa de Amberwood Blinds en este dispositivo o en todos.",
  },
  "/admin/leads/:kind/:id": {
    name: "Prospecto",
    description: "Un prospecto: todos sus datos, sus correos, su etapa en el proceso de venta y sus notas.",
  },
  "/admin/proposals/:id": {
    name: "Propuesta",
    description: "Una propuesta: sus conceptos y totales, sus versiones, su envío, su firma y su anticipo.",
  },
  "/admin/agenda": {
    name: "Agenda",
    description: "Las consultas de los próximos 14 días y los días en que el negocio está cerrado.",
  },
  "/admin/orders": {
    name: "Pedidos",
    description: "Los pedidos de las propuestas firmadas: el estado de cada uno, filtrados por etapa, y su avance.",
  },
  "/admin/referrals": {
    name: "Recomendaciones",
    description: "Los enlaces de recomendación de los clientes, los contactos que trajeron y las recompensas dadas.",
  },
  "/admin/subscribers": {
    name: "Suscriptores",
    description: "Los suscriptores del boletín: cantidad, lista, exportación y baja a petición.",
  },
  "/admin/start": {
    name: "Oficina administrativa",
    description:
      "Donde se abre la oficina administrativa instalada: la bandeja de entrada, o la agenda en el teléfono en horario de trabajo.",
  },
  "/admin/settings": {
    name: "Configuración",
    description:
      "Las notificaciones de este miembro del personal en cada dispositivo y dónde se abre la oficina administrativa en el teléfono.",
  },
  "/admin/consultants": {
    name: "Diseñadores",
    description:
      "Quién visita los hogares: el horario semanal de cada diseñador(a), sus días libres, su límite diario y sus calendarios.",
  },
  "/blog": {
    name: "Blog",
    description:
      "Noticias e ideas de Amberwood Blinds para vestir sus ventanas: tendencias en cortinas y persianas a la medida, consejos de diseño y de cuidado.",
  },
} satisfies Widen<typeof enPages>;
