import type { Widen } from "../catalogue.ts";
import type { enContactInfo } from "../en/contact-info.ts";

/** Spanish: the contact information panel (see ../en/contact-info.ts). */
export const esContactInfo = {
  contactInfo: {
    heading: "Información de contacto",
    phone: "Teléfono",
    email: "Correo electrónico",
    hours: "Horario de atención",
    /** One line of opening hours: "Lunes a viernes: 9 a. m. - 5 p. m. EST". Same as in English. */
    hoursLine: "{days}: {time}",
  },
} satisfies Widen<typeof enContactInfo>;
