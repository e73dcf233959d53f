import type { Widen } from "../catalogue.ts";
import { enBookingPanel } from "../en/booking-panel.ts";
import { esBookingPanel } from "../es/booking-panel.ts";
import type { Locale } from "../locales.ts";

/** The invitation to book online: /contact (and /services/consultation, not hydrated). */
export type BookingPanelUi = Widen<typeof enBookingPanel>;

export const bookingPanelUi: Record<Locale, BookingPanelUi> = { en: enBookingPanel, es: esBookingPanel };
