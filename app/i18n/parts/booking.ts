import type { Widen } from "../catalogue.ts";
import { enBooking } from "../en/booking.ts";
import { esBooking } from "../es/booking.ts";
import type { Locale } from "../locales.ts";

/** The booking form and its page's heading: /book. */
export type BookingUi = Widen<typeof enBooking>;

export const bookingUi: Record<Locale, BookingUi> = { en: enBooking, es: esBooking };
