import type { Widen } from "../catalogue.ts";
import type { enSiteScript } from "../en/site-script.ts";

/** Spanish: the words the site script writes into the server's HTML (see ../en/site-script.ts). */
export const esSiteScript = {
  siteScript: {
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
  },
} satisfies Widen<typeof enSiteScript>;
