import { proposalNumber, type ProposalCustomer } from "../../app/features/proposals/content.ts";
import type { Db } from "../db/database.ts";
import { loadInstallation } from "../installations/mail.ts";

export type FeedInstallation = {
  id: string;
  start_at: string;
  end_at: string;
  updated_at: string;
  sequence: number;
  customer: ProposalCustomer;
  /** The order's number ("P-1A2B3C"). */
  number: string;
  leadKind: string;
  leadId: string;
};

/**
 * A consultant's confirmed installations starting from `fromIso` on, with the customer as their order names them,
 * for their calendar feed (./feed.ts).
 */
export async function installationsOf(db: Db, userId: string, fromIso: string): Promise<FeedInstallation[]> {
  const rows = await db.kysely
    .selectFrom("installation_consultants")
    .innerJoin("installations", "installations.id", "installation_consultants.installation_id")
    .select("installations.id")
    .where("installation_consultants.user_id", "=", userId)
    .where("installations.status", "=", "confirmed")
    .where("installations.start_at", ">=", fromIso)
    .orderBy("installations.start_at")
    .execute();
  const found: FeedInstallation[] = [];
  for (const { id } of rows) {
    const loaded = await loadInstallation(db.kysely, id);
    if (!loaded) continue;
    const { row, proposal, customer } = loaded;
    found.push({
      id: row.id,
      start_at: row.start_at,
      end_at: row.end_at,
      updated_at: row.updated_at,
      sequence: row.sequence,
      customer,
      number: proposalNumber(proposal.id),
      leadKind: proposal.lead_kind,
      leadId: proposal.lead_id,
    });
  }
  return found;
}
