import type { Widen } from "../catalogue.ts";
import { enServer } from "../en/server.ts";
import { esServer } from "../es/server.ts";
import type { Locale } from "../locales.ts";

/** What only the server writes: never imported by a page's scripts. */
export type ServerUi = Widen<typeof enServer>;

export const serverUi: Record<Locale, ServerUi> = { en: enServer, es: esServer };
