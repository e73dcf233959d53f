import type { Db } from "../db/database.ts";
import { takeSeat } from "../booking/seats.ts";
import { PROPOSAL_KIND } from "../proposals/store.ts";
import type { AvailabilityRules } from "./availability.ts";
import { reassignVisit, type ReassignResult } from "./reassign.ts";

/**
 * Staff give an installation to another consultant (issue 37 remainder), as they do a consultation
 * (./reassign.ts `reassignVisit`): the installation's seat among the business's people becomes theirs in every
 * booking-grid slot it holds; its installation place stays. The audit files it under the order's proposal, as the
 * installation's other changes are.
 */
export function reassignInstallation(
  db: Db,
  rules: AvailabilityRules,
  installationId: string,
  userId: string,
  by: string,
  nowMs: number,
): Promise<ReassignResult> {
  const seatVisit = { kind: "installation", id: installationId } as const;
  return reassignVisit(
    db,
    rules,
    {
      visit: seatVisit,
      action: "installation_reassigned",
      async touch(trx) {
        const touched = await trx
          .updateTable("installations")
          .set((eb) => ({ sequence: eb.ref("sequence") }))
          .where("id", "=", installationId)
          .executeTakeFirst();
        return Number(touched.numUpdatedRows) > 0;
      },
      async load(trx) {
        const installation = await trx
          .selectFrom("installations")
          .selectAll()
          .where("id", "=", installationId)
          .executeTakeFirstOrThrow();
        const held = await trx
          .selectFrom("visit_seats")
          .select("slot_start")
          .where("pool", "=", "people")
          .where("visit_kind", "=", "installation")
          .where("visit_id", "=", installationId)
          .execute();
        return {
          confirmed: installation.status === "confirmed",
          start_at: installation.start_at,
          end_at: installation.end_at,
          grid: held.map((h) => h.slot_start),
          subject: { kind: PROPOSAL_KIND, id: installation.proposal_id },
        };
      },
      async moveSeat(trx, seat, grid) {
        await trx
          .deleteFrom("visit_seats")
          .where("pool", "=", "people")
          .where("visit_kind", "=", "installation")
          .where("visit_id", "=", installationId)
          .execute();
        return (await takeSeat(trx, "people", grid, [seat], seatVisit)) !== null;
      },
    },
    userId,
    by,
    nowMs,
  );
}
