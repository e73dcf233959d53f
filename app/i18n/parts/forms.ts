import type { Widen } from "../catalogue.ts";
import { enForms } from "../en/forms.ts";
import { esForms } from "../es/forms.ts";
import type { Locale } from "../locales.ts";

/** What every lead form shares: the home page, /contact, /quote-request, /book, /book/manage/:token and /newsletter. */
export type FormsUi = Widen<typeof enForms>;

export const formsUi: Record<Locale, FormsUi> = { en: enForms, es: esForms };
