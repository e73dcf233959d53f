import type { Widen } from "../catalogue.ts";
import { enQuote } from "../en/quote.ts";
import { esQuote } from "../es/quote.ts";
import type { Locale } from "../locales.ts";

/** The quote form with its windows, estimate and photos: /quote-request (and the server's checks). */
export type QuoteUi = Widen<typeof enQuote>;

export const quoteUi: Record<Locale, QuoteUi> = { en: enQuote, es: esQuote };
