import type { Selectable } from "kysely";
import type { OrderStage } from "../../app/features/orders/stages.ts";
import type { OrderStageChangeTable, OrderTable } from "../db/schema.ts";
import { acceptanceOf, paidDeposit, type Db, type ProposalRow } from "../proposals/store.ts";

/** An order's rows and where it stands (issue 34; migration 016). */
export type OrderRow = Selectable<OrderTable>;
export type StageChangeRow = Selectable<OrderStageChangeTable>;

export type OrderState = {
  stage: OrderStage;
  row: OrderRow | undefined;
  acceptance: NonNullable<Awaited<ReturnType<typeof acceptanceOf>>>;
  /** When the deposit was recorded paid, if it was. */
  depositPaidAt: string | null;
};

/**
 * Where an accepted proposal's order stands: its row once staff have moved it, else Signed or Deposit paid from the
 * proposal's own records. Null for a proposal that is not accepted (no order).
 */
export async function orderStateOf(db: Db, proposal: Pick<ProposalRow, "id" | "status">): Promise<OrderState | null> {
  if (proposal.status !== "accepted") return null;
  const acceptance = await acceptanceOf(db, proposal.id);
  if (!acceptance) return null;
  const row = await db.selectFrom("orders").selectAll().where("proposal_id", "=", proposal.id).executeTakeFirst();
  const paid = await paidDeposit(db, proposal.id, acceptance.version);
  const depositPaidAt = paid?.created_at ?? null;
  let stage: OrderStage = depositPaidAt ? "deposit_paid" : "signed";
  // A move undone back to Signed stays behind a deposit paid since.
  if (row && !(row.stage === "signed" && depositPaidAt)) stage = row.stage as OrderStage;
  return { stage, row, acceptance, depositPaidAt };
}

/** Every move of an order that stands (not undone), oldest first. */
export async function standingChanges(db: Db, proposalId: string): Promise<StageChangeRow[]> {
  return db
    .selectFrom("order_stage_changes")
    .selectAll()
    .where("proposal_id", "=", proposalId)
    .where("undone_at", "is", null)
    .orderBy("seq")
    .execute();
}

export async function latestChange(db: Db, proposalId: string): Promise<StageChangeRow | undefined> {
  return db
    .selectFrom("order_stage_changes")
    .selectAll()
    .where("proposal_id", "=", proposalId)
    .where("undone_at", "is", null)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
}
