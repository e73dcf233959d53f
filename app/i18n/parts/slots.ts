import type { Widen } from "../catalogue.ts";
import { enSlots } from "../en/slots.ts";
import { esSlots } from "../es/slots.ts";
import type { Locale } from "../locales.ts";

/** The day and time picker and the visit's shared words: /book and /book/manage/:token (and the server's labels). */
export type SlotsUi = Widen<typeof enSlots>;

export const slotsUi: Record<Locale, SlotsUi> = { en: enSlots, es: esSlots };
