import type { Widen } from "../catalogue.ts";
import type { enProposal } from "../en/proposal.ts";

/** Spanish: la propuesta del cliente (issue 33), su página, su PDF y sus formularios (see ../en/proposal.ts). */
export const esProposal = {
  proposal: {
    title: "Propuesta {number}",
    version: "Versión {version}",
    sentOn: "Enviada el {date}",
    validUntil: "Válida hasta el {date}",
    from: "De",
    preparedFor: "Preparada para",
    columns: {
      item: "Concepto",
      details: "Detalles",
      quantity: "Cant.",
      unitPrice: "Precio unitario",
      amount: "Importe",
    },
    tableLabel: "Lo que incluye la propuesta",
    size: "{width} × {height} pulg.",
    totals: {
      goods: "Productos",
      discount: "Descuento",
      installation: "Instalación",
      tax: "Impuesto sobre las ventas ({rate}%)",
      total: "Total",
      deposit: "Anticipo al aceptar ({percent}%)",
      balance: "Saldo a pagar el día de la instalación",
    },
    totalsLabel: "Totales",
    notes: "Notas",
    terms: "Condiciones",
    termsList: [
      "Los precios están en dólares estadounidenses e incluyen los productos, las opciones y el trabajo indicados arriba; el impuesto sobre las ventas se muestra por separado.",
      "Al aceptar esta propuesta se paga un anticipo del {depositPercent}% del total. El saldo se paga el día de la instalación.",
      "Sus cortinas y persianas se fabrican a la medida después de la aceptación. Una vez iniciada la fabricación, el pedido no se puede cancelar ni cambiar; el anticipo cubre los materiales ya pedidos.",
      "La instalación se agenda con usted cuando llegan sus productos, normalmente dentro de {leadTimeWeeks} semanas a partir de la aceptación.",
      "Los productos tienen la garantía del fabricante; garantizamos la mano de obra de la instalación durante un año.",
      // The glossary's legal notice closes the last term (the list has the English one's length).
      "Esta propuesta se puede aceptar hasta la fecha indicada arriba. Después, los precios pueden cambiar y con gusto le prepararemos una propuesta actualizada. Esta traducción se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.",
    ],
    print: "Imprimir",
    downloadPdf: "Descargar el PDF",
    acceptance: {
      heading: "Aceptación",
      signedBy: "Aceptada y firmada por {name}",
      signedAt: "El {when}",
      ofVersion: "Versión {version} de la propuesta",
      fingerprint: "SHA-256 de la propuesta: {hash}",
    },
    status: {
      accepted: "Usted aceptó esta propuesta. Gracias: nos comunicaremos con usted para agendar el trabajo.",
      declined:
        "Usted rechazó esta propuesta el {date}. Si cambia de opinión, comuníquese con nosotros y le prepararemos una nueva.",
      expired:
        "Esta propuesta venció el {date}. Los precios pueden haber cambiado: comuníquese con nosotros al {phone} o a {email} y le prepararemos una propuesta actualizada.",
    },
    accept: {
      heading: "Aceptar esta propuesta",
      intro:
        "Para aceptarla, escriba su nombre completo como firma y confirme. Tiene el mismo efecto que firmar en papel.",
      name: "Su nombre completo",
      agree: "Acepto las condiciones y autorizo el trabajo descrito",
      submit: "Aceptar y firmar",
      sending: "Firmando...",
      done: "Gracias. La propuesta quedó aceptada; le enviamos una copia por correo electrónico.",
    },
    decline: {
      heading: "¿Prefiere no continuar?",
      reason: "Motivo (opcional)",
      reasonHint: "Nos ayuda a mejorar; puede dejarlo vacío.",
      submit: "Rechazar la propuesta",
      sending: "Enviando...",
      done: "Usted rechazó la propuesta. Gracias por avisarnos.",
    },
    errors: {
      superseded:
        "Esta propuesta se actualizó después de que usted la abrió. Revise la nueva versión más abajo antes de aceptarla.",
      expired:
        "Esta propuesta venció y ya no se puede aceptar. Comuníquese con nosotros y le prepararemos una propuesta actualizada.",
      invalid: "Revise los campos marcados.",
      failed: "Algo salió mal y no se registró nada. Inténtelo de nuevo en un momento.",
      accepted: "Esta propuesta ya está aceptada.",
    },
    deposit: {
      heading: "Anticipo",
      due: "Anticipo a pagar: {amount}",
      pay: "Pagar el anticipo con tarjeta",
      paid: "Anticipo recibido: {amount}. Gracias.",
      offline:
        "Para pagar el anticipo de {amount}, entréguenos un cheque o pague con tarjeta en la visita de medición o de instalación, o llámenos al {phone}.",
      thanks: "Gracias. Su pago se está confirmando; recibirá un recibo por correo electrónico en cuanto se acredite.",
      cancelled: "El pago no se completó. Puede intentarlo de nuevo cuando lo desee.",
      unavailable:
        "El pago con tarjeta no está disponible en este momento. Inténtelo de nuevo en breve o llámenos al {phone}.",
      stripe: "Se le llevará a nuestro proveedor de pagos, Stripe, para pagar de forma segura.",
    },
    order: {
      heading: "Su pedido",
      intro: "El estado de su pedido. Le enviamos un correo electrónico en cada paso.",
      stages: {
        signed: "Firmado",
        deposit_paid: "Anticipo pagado",
        ordered: "Encargado",
        arrived: "Recibido",
        installation_booked: "Instalación agendada",
        installed: "Instalado",
        paid: "Pagado en su totalidad",
        cancelled: "Cancelado",
      },
      notYet: "Todavía no",
      current: "(etapa actual)",
      expectedWeek: "Se espera en la semana del {date}.",
      cancelled: "Este pedido se canceló. Si tiene alguna pregunta, llámenos al {phone}.",
    },
    pdf: {
      page: "Página {page} de {pages}",
      fileName: "propuesta-{number}.pdf",
    },
  },
} satisfies Widen<typeof enProposal>;
