import { DateTime } from "luxon";
import type { Db } from "../db/database.ts";
import { audit } from "../auth/audit.ts";
import { takeSeat } from "../booking/seats.ts";
import { lockConsultants } from "./assign.ts";
import { canTakeVisit, windowOf, type AvailabilityRules } from "./availability.ts";
import type { ReassignResult } from "./reassign.ts";
import { PROPOSAL_KIND } from "../proposals/store.ts";
import { recordVisitAssignment, schedulesBetween } from "./store.ts";

class Busy extends Error {}

/**
 * Staff give an installation to another consultant (issue 37 remainder), as they do a consultation
 * (./reassign.ts): one who is active and free through it by the rule every assignment uses (`canTakeVisit`), under
 * the consultants' lock; the installation's seat among the business's people becomes theirs in every booking-grid
 * slot it holds, so the seats' primary key still refuses two visits of one consultant. Its installation place stays.
 */
export async function reassignInstallation(
  db: Db,
  rules: AvailabilityRules,
  installationId: string,
  userId: string,
  by: string,
  nowMs: number,
): Promise<ReassignResult> {
  let proposalId = "";
  try {
    const result = await db.kysely.transaction().execute(async (trx): Promise<ReassignResult> => {
      // The installation's row first (the writer's lock on SQLite; on PostgreSQL the consultants' lock comes next, in
      // the order every assignment takes it).
      const touched = await trx
        .updateTable("installations")
        .set((eb) => ({ sequence: eb.ref("sequence") }))
        .where("id", "=", installationId)
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return { status: "not_found" };
      await lockConsultants(trx, db.dialect);
      const installation = await trx
        .selectFrom("installations")
        .selectAll()
        .where("id", "=", installationId)
        .executeTakeFirstOrThrow();
      proposalId = installation.proposal_id;
      if (installation.status !== "confirmed") return { status: "cancelled" };
      const slot = { start: DateTime.fromISO(installation.start_at), end: DateTime.fromISO(installation.end_at) };
      const window = windowOf([slot], rules);
      const [target] = await schedulesBetween(trx, window.from, window.to, [userId]);
      if (!target) return { status: "unknown_consultant" };
      const current = await trx
        .selectFrom("installation_consultants")
        .select("user_id")
        .where("installation_id", "=", installationId)
        .executeTakeFirst();
      if (current?.user_id === userId) return { status: "unchanged", name: target.name };
      const held = await trx
        .selectFrom("visit_seats")
        .select("slot_start")
        .where("pool", "=", "people")
        .where("visit_kind", "=", "installation")
        .where("visit_id", "=", installationId)
        .execute();
      const grid = held.map((h) => h.slot_start);
      if (!canTakeVisit(target, { slot, grid }, rules, installationId)) return { status: "busy", name: target.name };
      await trx
        .deleteFrom("visit_seats")
        .where("pool", "=", "people")
        .where("visit_kind", "=", "installation")
        .where("visit_id", "=", installationId)
        .execute();
      const visit = { kind: "installation", id: installationId } as const;
      if ((await takeSeat(trx, "people", grid, [target.seat], visit)) === null) throw new Busy(target.name);
      await recordVisitAssignment(trx, { kind: "installation", id: installationId }, userId, by, nowMs);
      return { status: "changed", name: target.name };
    });
    if (result.status === "changed") {
      await audit(
        db.kysely,
        {
          actor: by,
          action: "installation_reassigned",
          // Filed under the order's proposal, as the installation's other changes are.
          subject: { kind: PROPOSAL_KIND, id: proposalId },
          detail: { installation: installationId, to: userId },
        },
        nowMs,
      );
    }
    return result;
  } catch (error) {
    if (error instanceof Busy) return { status: "busy", name: error.message };
    throw error;
  }
}
