import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { bookingUi } from "../../i18n/parts/booking.ts";

/**
 * The booking form's limits and messages, apart from its zod schema (schema.ts) so the form's
 * browser code carries no validation library: the server checks, the form only shows.
 */
export const ROOMS = { min: 1, max: 50 } as const;
/** The schema's message, in English (the form shows the catalogue's in the page's language). */
export const CHOOSE_TIME = bookingUi[DEFAULT_LOCALE].booking.chooseTime;
