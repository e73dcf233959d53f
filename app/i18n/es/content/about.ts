import type { Widen } from "../../catalogue.ts";
import type { enAbout } from "../../en/content/about.ts";

/** The about page in Spanish (see ../../en/content/about.ts). */
export const esAbout = {
  intro: "{business} diseña, fabrica e instala cortinas y persianas a la medida para hogares y negocios.",
  storyHeading: "Nuestra historia",
  story: [
    "{business} comenzó como un pequeño taller de cortinas, con una sola mesa de costura y una idea sencilla: cada ventana merece un producto hecho para ella, no adaptado a ella.",
    "Hoy nuestros diseñadores, nuestro taller y nuestro equipo de instalación trabajan lado a lado. Vamos a su casa, medimos cada ventana, le ayudamos a elegir entre cientos de telas y acabados, fabricamos cada pieza a la medida y la instalamos nosotros mismos.",
    "Propietarios de vivienda, diseñadores de interiores y dueños de negocios vuelven con nosotros porque cumplimos lo que prometemos: asesoría honesta, cotizaciones claras, trabajo cuidadoso y una garantía de 5 años en todo lo que fabricamos.",
  ],
  factsHeading: "Lo que nos distingue",
  facts: [
    {
      title: "Hecho a la medida",
      description: "Cada persiana, cortina y cortinaje se fabrica para la medida exacta de su ventana.",
    },
    {
      title: "Un solo equipo",
      description: "Diseño, fabricación e instalación bajo un mismo techo, de principio a fin.",
    },
    {
      title: "Consulta gratuita",
      description: "Medición y asesoría de diseño en su hogar, sin compromiso.",
    },
  ],
  cta: {
    heading: "Venga a conocernos",
    text: "Agende una consulta gratuita a domicilio o visite nuestra sala de exhibición.",
  },
} satisfies Widen<typeof enAbout>;
