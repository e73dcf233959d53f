import type { Widen } from "../catalogue.ts";
import { enValidation } from "../en/validation.ts";
import { esValidation } from "../es/validation.ts";
import type { Locale } from "../locales.ts";

/** What the server says about a refused field (the forms' schemas, the booking calendar): never in a page's scripts. */
export type ValidationUi = Widen<typeof enValidation>;

export const validationUi: Record<Locale, ValidationUi> = { en: enValidation, es: esValidation };
