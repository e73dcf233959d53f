import type { Widen } from "../catalogue.ts";
import { enMap } from "../en/map.ts";
import { esMap } from "../es/map.ts";
import type { Locale } from "../locales.ts";

/** The map picker: the home page, /contact and /book. */
export type MapUi = Widen<typeof enMap>;

export const mapUi: Record<Locale, MapUi> = { en: enMap, es: esMap };
