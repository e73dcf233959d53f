import type { Widen } from "../catalogue.ts";
import type { enForms } from "../en/forms.ts";

/** Spanish: what every lead form shares (see ../en/forms.ts). */
export const esForms = {
  forms: {
    sending: "Enviando...",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    optional: "Opcional",
    /** The honeypot's label: hidden from people, read by bots. */
    honeypot: "Deje este campo vacío",
    closeNotice: "Cerrar aviso",
    smsConsent:
      "Envíenme mensajes de texto sobre mi consulta y mi pedido (pueden aplicarse tarifas de mensajes y datos; responda STOP para no recibir más)",
  },
} satisfies Widen<typeof enForms>;
