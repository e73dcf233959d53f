import type { Widen } from "../catalogue.ts";
import type { enMail } from "../en/mail.ts";

/**
 * Spanish: the e-mails a visitor receives (see ../en/mail.ts). A body is a list of lines joined with
 * line breaks; the empty lines are the blank lines between paragraphs, as in English.
 */
export const esMail = {
  signature: "{business} · {phone}",
  booking: {
    subjects: {
      booked: "Su consulta está agendada: {when}",
      moved: "Su consulta cambió a {when}",
      cancelled: "Su consulta del {when} está cancelada",
      reminder: "Recordatorio: su consulta es mañana, {when}",
    },
    openings: {
      booked: "Gracias, {name}. Su consulta gratuita a domicilio está agendada.",
      moved: "Su consulta gratuita a domicilio cambió de horario.",
      movedFrom: "Su consulta gratuita a domicilio cambió; antes era el {previous}.",
      cancelled: "Su consulta gratuita a domicilio se canceló. Esperamos verle en otra ocasión.",
      reminder: "Le recordamos que su consulta gratuita a domicilio es mañana.",
    },
    labels: { when: "Cuándo", where: "Dónde", reference: "Referencia", consultant: "Su diseñador(a)" },
    whatToExpect: [
      "Qué esperar: una diseñadora o un diseñador le visita durante aproximadamente una hora, lleva muestras de telas",
      "y materiales, mide sus ventanas y revisa con usted las opciones y los precios. No tiene costo.",
    ],
    outsideArea:
      "Su dirección está fuera de nuestra zona de servicio habitual; le llamaremos para confirmar la visita.",
    manage: "Para cambiar el horario o cancelar: {link}",
    bookAgain: "Para agendar otro horario: {link}",
    calendar: {
      name: "Consulta con {business}",
      summary: "Consulta gratuita a domicilio con {business}",
      description: "{business} le visita durante aproximadamente una hora con muestras y toma las medidas.",
      manage: "Cambiar el horario o cancelar: {link}",
    },
  },
  received: {
    contactSubject: "Recibimos su mensaje: {business}",
    quoteSubject: "Recibimos su solicitud de cotización: {business}",
    greeting: "Hola, {name}:",
    contactBody: "Gracias por su mensaje. Le responderemos en un plazo de un día hábil.",
    quoteBody:
      "Gracias por su solicitud de cotización. Nos comunicaremos con usted pronto con una cotización para sus ventanas.",
    estimate: "La estimación que vio: {estimate}. El precio exacto se confirma tras la medición gratuita en su hogar.",
    reference: "Referencia: {id}",
  },
  swatches: {
    receivedSubject: "Estamos preparando sus muestras gratis: {business}",
    shippedSubject: "Sus muestras gratis van en camino: {business}",
    greeting: "Hola, {name}:",
    receivedBody:
      "Gracias por pedir muestras gratis. Le enviaremos el número de rastreo por correo electrónico en cuanto salgan.",
    shippedBody: "Sus muestras gratis salieron hoy con {carrier}.",
    tracking: "Número de rastreo: {number}",
    follow: "Siga su paquete: {link}",
    listHeading: "Sus muestras ({count}):",
    item: "{name}: {style}",
    itemWithOpacity: "{name}: {style}, {opacity}",
    addressHeading: "Se envían a:",
    nextStep: "Cuando haya elegido, agende su consulta gratuita a domicilio: {link}",
    reference: "Referencia: {id}",
    bringing: "Le llevaremos las muestras que eligió:",
  },
  proposal: {
    sentSubject: "Su propuesta de {business}: {number}",
    greeting: "Hola, {name}:",
    sentBody:
      "Gracias por la oportunidad. Su propuesta {number} está lista: {total} en total, con un anticipo de {deposit} al aceptarla.",
    sentLink: "Revísela, descargue el PDF y acéptela en línea: {link}",
    validUntil: "Se puede aceptar hasta el {date}.",
    attached: "Adjuntamos una copia en PDF.",
    pdfLink: "El PDF: {link}",
    acceptedSubject: "Usted aceptó la propuesta {number}: {business}",
    acceptedBody:
      "Gracias: usted aceptó la propuesta {number} (versión {version}) el {when}. La copia firmada está a continuación.",
    acceptedLink: "Su propuesta: {link}",
    depositOnline: "El anticipo de {deposit} se puede pagar con tarjeta en la página de la propuesta.",
    depositOffline:
      "El anticipo de {deposit} se paga con cheque o con tarjeta en la visita; nos comunicaremos con usted.",
    receiptSubject: "Recibo de su anticipo: propuesta {number}",
    receiptBody: "Recibimos su anticipo de {amount} para la propuesta {number} el {date}. Gracias.",
    receiptMethod: "Forma de pago: {method}",
    receiptBalance: "Saldo a pagar el día de la instalación: {balance}",
    methods: {
      card: "tarjeta",
      check: "cheque",
      cash: "efectivo",
      card_in_person: "tarjeta en la visita",
      transfer: "transferencia bancaria",
      other: "otra",
    },
  },
  order: {
    subject: "Su pedido {number}: {stage}",
    greeting: "Hola, {name}:",
    bodies: {
      ordered: "Sus cortinas y persianas del pedido {number} están encargadas y se están fabricando a la medida.",
      arrived:
        "Sus cortinas y persianas del pedido {number} ya llegaron. Nos comunicaremos con usted para agendar la instalación.",
      installed: "Sus cortinas y persianas del pedido {number} están instaladas. Gracias por elegirnos.",
      paid: "El pedido {number} está pagado en su totalidad. Gracias.",
      cancelled: "El pedido {number} se canceló. Si tiene alguna pregunta, llámenos al {phone}.",
    },
    stages: {
      ordered: "encargado",
      arrived: "recibido",
      installed: "instalado",
      paid: "pagado en su totalidad",
      cancelled: "cancelado",
    },
    expectedWeek: "Esperamos recibirlas en la semana del {date}.",
    link: "Siga su pedido: {link}",
  },
  sms: {
    booked: "{business}: su consulta gratuita está agendada: {when}. Para cambiar el horario o cancelar: {link}",
    reminder: "{business}: le recordamos su consulta gratuita, {when}. Para cambiar el horario o cancelar: {link}",
    help: "{business}: mensajes sobre su consulta y su pedido. Llámenos al {phone}. Responda STOP para no recibir más.",
    moved: "{business}: su consulta gratuita cambió de horario: {when}. Para cambiar el horario o cancelar: {link}",
    cancelled: "{business}: su consulta gratuita ({when}) se canceló. Para agendar otro horario: {link}",
    proposal: "{business}: su propuesta {number} está lista. Véala y acéptela aquí: {link}",
    order: "{business}: {news} Siga su pedido: {link}",
    onMyWay: "{business}: su diseñador va en camino y llegará aproximadamente a las {eta}.",
    installationBooked:
      "{business}: la instalación del pedido {number} está agendada: {when}. Para cambiar el horario o cancelar: {link}",
    installationReminder:
      "{business}: le recordamos la instalación del pedido {number}, {when}. Para cambiar el horario o cancelar: {link}",
    installationMoved:
      "{business}: la instalación del pedido {number} cambió de horario: {when}. Para cambiar el horario o cancelar: {link}",
    installationCancelled:
      "{business}: la instalación del pedido {number} ({when}) se canceló. Para elegir otro horario: {link}",
  },
  afterSale: {
    balanceReceiptSubject: "Recibo de su saldo: pedido {number}",
    balanceReceiptBody:
      "Recibimos el saldo de {amount} del pedido {number} el {date}. Su pedido está pagado en su totalidad.",
    balanceReceiptTotal: "Total del pedido: {total}, anticipo {deposit} y saldo {amount}.",
    reviewSubject: "¿Cómo fue su instalación? Pedido {number}",
    reviewBody:
      "Sus cortinas y persianas se instalaron hace dos días. Nos encantaría saber cómo le fue: le tomará un minuto.",
    reviewPrivate: "Cuéntenos en privado (solo nuestro equipo lo lee): {link}",
    reviewPublic: "O comparta su experiencia con otros en una reseña pública: {link}",
  },
  newsletter: {
    confirmSubject: "Confirme su suscripción al boletín de {business}",
    confirmBody: [
      "Alguien (esperamos que usted) pidió recibir el boletín de {business} en esta dirección.",
      "",
      "Para confirmar, abra este enlace en un plazo de {days} días: {link}",
      "",
      "Si no fue usted, ignore este correo: sin confirmación no le enviaremos nada más y borraremos la dirección.",
      "",
    ],
    welcomeSubject: "Le damos la bienvenida al boletín de {business}",
    welcomeBody: [
      "Gracias por suscribirse al boletín de {business}.",
      "Le escribiremos de vez en cuando con nuevas colecciones, ideas de decoración y ofertas.",
      "",
      "Para dejar de recibir estos correos, abra: {link}",
      "",
    ],
  },
  privacyRequest: {
    greeting: "Hola:",
    what: {
      access: "una copia de sus datos",
      erasure: "eliminar sus datos",
    },
    confirmSubject: "Confirme su solicitud de privacidad: {business}",
    confirmBody: [
      "Alguien (esperamos que usted) pidió a {business} {what} con esta dirección de correo electrónico.",
      "",
      "Para confirmar que la solicitud es suya, abra este enlace en un plazo de {days} días y presione el botón de la página: {link}",
      "",
      "Si no fue usted, ignore este correo: sin confirmación no haremos nada y eliminaremos la solicitud después de {days} días.",
    ],
    copySubject: "Una copia de sus datos: {business}",
    copyBody: [
      "Usted pidió una copia de los datos que {business} tiene sobre usted. Ya está lista.",
      "",
      "Abra este enlace en un plazo de {days} días y presione el botón de la página para descargarla como archivo JSON, que se abre con cualquier editor de texto: {link}",
      "",
      "El enlace es solo para usted: no reenvíe este correo.",
    ],
    erasedSubject: "Eliminamos sus datos: {business}",
    erasedBody: [
      "Como lo pidió, eliminamos los datos que {business} tenía sobre usted: sus mensajes, solicitudes de cotización, consultas, su suscripción al boletín y nuestras notas sobre ellos.",
      "",
      "Si nos hizo un pedido, lo retiramos de sus pedidos: se eliminaron su nombre, correo electrónico, teléfono, dirección, firma y opinión, y los enlaces que le enviamos ya no funcionan. Las cifras de los pedidos (importes, impuestos, fechas) se conservan en nuestra contabilidad hasta {years} años, como lo exigen las normas fiscales.",
      "",
      "Solo conservamos, durante {months} meses, un registro de que usted lo pidió y de que respondimos, con su dirección de correo electrónico, como lo exige la ley. No lo usamos para nada más.",
    ],
    declinedSubject: "Sobre su solicitud de privacidad: {business}",
    declined: {
      access: "Lo sentimos: no podemos enviarle una copia de sus datos.",
      erasure: "Lo sentimos: no podemos eliminar sus datos.",
    },
    declineReasons: {
      unverified: "No pudimos verificar que la solicitud viniera de la persona a quien se refieren los datos.",
      exempt:
        "La ley nos exige o nos permite conservar estos datos; por ejemplo, los registros de una venta que debemos guardar por motivos fiscales.",
      repeated: "Ya recibió una copia de sus datos dos veces en los últimos 12 meses, que es lo que establece la ley.",
    },
    staffNote: "Una nota de nuestro equipo: {note}",
    questions: "Si tiene alguna pregunta, responda a este correo.",
  },
  installation: {
    subjects: {
      booked: "Su instalación está agendada: {when}",
      moved: "Su instalación cambió de horario: {when}",
      cancelled: "Su instalación del {when} se canceló",
      reminder: "Recordatorio: su instalación es mañana, {when}",
    },
    openings: {
      booked: "Hola, {name}: la instalación del pedido {number} está agendada.",
      moved: "La instalación del pedido {number} cambió de horario; antes era el {previous}.",
      cancelled: "La instalación del pedido {number} se canceló. Puede elegir otro horario en la página de su pedido.",
      reminder: "Le recordamos que la instalación del pedido {number} es mañana.",
    },
    labels: { when: "Cuándo", where: "Dónde", order: "Pedido" },
    whatToExpect: "Nuestro instalador llega al comienzo del horario y necesita acceso libre a las ventanas.",
    manage: "Para cambiar el horario o cancelarla: {link}",
    calendar: {
      name: "Instalación de {business}",
      summary: "Instalación de sus cortinas y persianas por {business}",
      description: "{business} instala sus cortinas y persianas hechas a la medida.",
      manage: "Cambiar el horario o cancelar: {link}",
    },
  },
} satisfies Widen<typeof enMail>;
