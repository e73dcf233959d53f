import type { Transaction } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { takeSeat, type Visit } from "../booking/seats.ts";
import { isoUtc } from "../booking/slots.ts";
import { assignFairly, type Assigned } from "./assign.ts";
import { canTakeVisit, windowOf, type AvailabilityRules, type VisitTime } from "./availability.ts";
import { consultantOfVisit, hasActiveConsultants, recordVisitAssignment, schedulesBetween } from "./store.ts";

type Trx = Transaction<Database>;

/**
 * What consultants mean for installations (issue 37; docs/decisions/0019 and 0023): when at least one is active, an
 * installation is one consultant's in-home visit — given to a free one by the consultations' fairness rule, in the
 * installation's transaction, holding that consultant's seat among the business's people in every booking-grid slot
 * it overlaps — and the installation times offered count the consultants free by that same rule. With none active,
 * every answer says so and BOOKING_CAPACITY's interchangeable people apply as before.
 */
export type InstallationSeating = {
  /** How many consultants could take each visit (by its start, ISO), or null when no consultant is active. */
  free(visits: readonly VisitTime[]): Promise<Map<string, number> | null>;
  /**
   * Inside the installation's transaction: gives it a consultant and holds their seat through `visit.grid`.
   * "no_consultants" when none is active (the caller seats it among BOOKING_CAPACITY people), null when none is free.
   */
  take(
    trx: Trx,
    visit: VisitTime & { id: string },
    by: string,
    nowMs: number,
  ): Promise<Assigned | "no_consultants" | null>;
  /** The consultant an installation has (their user id and first name), or null. */
  consultantOf(installationId: string): Promise<{ id: string; name: string } | null>;
};

export function installationSeating(options: { db: Db; rules: AvailabilityRules }): InstallationSeating {
  const { db, rules } = options;
  return {
    async free(visits) {
      if (!(await hasActiveConsultants(db.kysely))) return null;
      const counts = new Map<string, number>();
      if (visits.length === 0) return counts;
      const window = windowOf(
        visits.map((v) => v.slot),
        rules,
      );
      const schedules = await schedulesBetween(db.kysely, window.from, window.to);
      for (const visit of visits) {
        counts.set(isoUtc(visit.slot.start), schedules.filter((s) => canTakeVisit(s, visit, rules)).length);
      }
      return counts;
    },

    async take(trx, visit, by, nowMs) {
      if (!(await hasActiveConsultants(trx))) return "no_consultants";
      const seatOf: Visit = { kind: "installation", id: visit.id };
      const given = await assignFairly(trx, { dialect: db.dialect, rules }, visit, async (candidate) => {
        return (await takeSeat(trx, "people", visit.grid, [candidate.seat], seatOf)) !== null;
      });
      if (!given) return null;
      await recordVisitAssignment(trx, { kind: "installation", id: visit.id }, given.userId, by, nowMs);
      return { userId: given.userId, name: given.name };
    },

    async consultantOf(installationId) {
      const found = await consultantOfVisit(db.kysely, { kind: "installation", id: installationId });
      return found ? { id: found.userId, name: found.name } : null;
    },
  };
}
