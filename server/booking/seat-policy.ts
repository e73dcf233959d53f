import type { SlotTime } from "./slots.ts";
import type { SeatTaker } from "./store.ts";

/**
 * How bookings are seated when the business works with consultants (issue 37; server/consultants/booking.ts): each
 * answer is null when no consultant is active, and BOOKING_CAPACITY's interchangeable seats apply as before.
 */
export type ConsultantSeating = {
  /** How many consultants are free for each of `slots` (by start, as the API writes it). */
  remaining(slots: readonly SlotTime[]): Promise<Map<string, number> | null>;
  /** A seat taker for one booking change by `by` ("customer" or a staff e-mail), and who it assigned. */
  seats(by: string): Promise<{ take: SeatTaker; assigned: () => { name: string } | null } | null>;
  /** The first name of the consultant a booking has, or null. */
  nameOf(bookingId: string): Promise<string | null>;
};
