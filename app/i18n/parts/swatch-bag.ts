import type { Widen } from "../catalogue.ts";
import { enSwatchBag } from "../en/swatch-bag.ts";
import { esSwatchBag } from "../es/swatch-bag.ts";
import type { Locale } from "../locales.ts";

/** The swatch bag's page (/swatches), its mailing form and what its action and the swatch API answer. */
export type SwatchBagUi = Widen<typeof enSwatchBag>;

export const swatchBagUi: Record<Locale, SwatchBagUi> = { en: enSwatchBag, es: esSwatchBag };
