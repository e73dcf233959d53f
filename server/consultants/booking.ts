import type { Db } from "../db/database.ts";
import type { ConsultantSeating } from "../booking/seat-policy.ts";
import { isoUtc } from "../booking/slots.ts";
import { consultantSeatTaker } from "./assign.ts";
import { canTakeVisit, windowOf, type AvailabilityRules } from "./availability.ts";
import { consultantOfBooking, hasActiveConsultants, schedulesBetween } from "./store.ts";

/** The booking service's view of consultants: free ones per slot, and a fair assignment with each booking. */
export function consultantSeating(options: {
  db: Db;
  rules: AvailabilityRules;
  now?: () => number;
}): ConsultantSeating {
  const { db, rules } = options;
  const now = options.now ?? Date.now;
  return {
    async remaining(slots) {
      if (!(await hasActiveConsultants(db.kysely))) return null;
      const counts = new Map<string, number>();
      if (slots.length === 0) return counts;
      const window = windowOf(slots, rules);
      const schedules = await schedulesBetween(db.kysely, window.from, window.to);
      for (const slot of slots) {
        // The rule the booking's transaction takes a consultant by (server/consultants/assign.ts), so every time
        // offered can be booked: a consultation holds its consultant's seat in its one grid slot.
        const visit = { slot, grid: [isoUtc(slot.start)] };
        counts.set(isoUtc(slot.start), schedules.filter((s) => canTakeVisit(s, visit, rules)).length);
      }
      return counts;
    },
    async seats(by) {
      if (!(await hasActiveConsultants(db.kysely))) return null;
      return consultantSeatTaker({ dialect: db.dialect, rules, by, nowMs: now() });
    },
    async nameOf(bookingId) {
      return (await consultantOfBooking(db.kysely, bookingId))?.name ?? null;
    },
  };
}
