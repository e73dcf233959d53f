import type { Widen } from "../../catalogue.ts";
import type { enBusiness } from "../../en/content/business.ts";

/** The business's own words in Spanish (see ../../en/content/business.ts). */
export const esBusiness = {
  tagline: "Persianas, cortinas y cortinajes a la medida, hechos para sus ventanas.",
  /** The second part of the site's title: "Amberwood Blinds | Persianas y cortinas a la medida de alta calidad". */
  claim: "Persianas y cortinas a la medida de alta calidad",
  hours: {
    weekdays: { days: "Lunes a viernes", time: "9 a. m. - 5 p. m. EST" },
    weekend: { days: "Sábado y domingo", time: "Cerrado" },
  },
  /** One line of the hours in a sentence; the lines are joined with "; ". Same as in English. */
  hoursLine: "{days}: {time}",
  /** How policies and answers say how to reach the business. */
  contactSentence:
    "Llámenos al {phones}, escríbanos a {email} o use nuestra página de contacto. Nuestro horario de atención: {hours}.",
} satisfies Widen<typeof enBusiness>;
