import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { isInboxKind } from "../../app/features/leads/kinds.ts";
import type { ClientInfo } from "../../app/features/leads/service.ts";
import type {
  MoveInput,
  MoveResult,
  OrderOffice,
  OrderSummary,
  UndoResult,
} from "../../app/features/orders/service.ts";
import {
  canCancel,
  follows,
  installationFollows,
  isOrderStage,
  isStaffStage,
  mondayOfWeek,
  nextStage,
  ORDER_STAGE_LABELS,
  refusalOf,
  STAFF_STAGES,
  type InstallationMove,
  type OrderStage,
} from "../../app/features/orders/stages.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { dateIn } from "../../app/features/proposals/document.ts";
import { audit } from "../auth/audit.ts";
import type { Database } from "../db/schema.ts";
import { enqueue, type NewJob } from "../jobs/queue.ts";
import { logger } from "../logger.ts";
import { queueProposalText } from "../sms/proposal-texts.ts";
import { proposalEvent } from "../proposals/jobs.ts";
import { todayIn, type ProposalDeps } from "../proposals/settings.ts";
import {
  contentOf,
  proposalById,
  proposalForChange,
  PROPOSAL_KIND,
  versionOf,
  type ProposalRow,
} from "../proposals/store.ts";
import { dropReviewRequest, scheduleReviewRequest } from "./review.ts";
import { cancelInstallationOfOrder } from "../installations/order-cancel.ts";
import { latestChange, orderStateOf, type StageChangeRow } from "./store.ts";

/** The customer's e-mail about a move; filed under the proposal, rendered when the outbox sends it. */
export const ORDER_STAGE_JOB = "order_stage_customer";
export type OrderStageJobPayload = { proposalId: string; changeId: string };

const MAX_NOTE = 1000;

/** A move made on the business's calendar day of `nowMs` (only those can be undone). */
const sameDay = (iso: string, timeZone: string, nowMs: number) => dateIn(iso, timeZone) === todayIn(timeZone, nowMs);

/** A move the installation made (decision 0023) is changed through the installation, not undone by staff. */
const madeByInstallation = (change: StageChangeRow) =>
  change.stage === "installation_booked" ||
  (change.stage === "arrived" && change.previous_stage === "installation_booked");

type Checked = {
  stage: (typeof STAFF_STAGES)[number] | InstallationMove;
  note: string;
  expectedWeek: string | null;
  /** Made by booking or cancelling the installation (decision 0023): its own e-mails tell the customer. */
  byInstallation?: boolean;
};

/** Moves an order within the caller's transaction (the installation's booking: server/installations/). */
export type OrderStageMover = (
  trx: Transaction<Database>,
  proposalId: string,
  stage: InstallationMove,
  by: string,
  nowMs: number,
) => Promise<MoveResult>;

/** The move's input as staff typed it, or the sentence that says what is wrong. */
function check(input: MoveInput): Checked | string {
  if (!isStaffStage(input.stage)) return `--stage is one of ${STAFF_STAGES.join(", ")}.`;
  const note = (input.note ?? "").trim();
  if (note.length > MAX_NOTE) return `The note is ${MAX_NOTE} characters at most.`;
  if (input.stage === "cancelled" && note === "") return "Say why the order is cancelled (the note is its reason).";
  const week = (input.expectedWeek ?? "").trim();
  if (week === "") return { stage: input.stage, note, expectedWeek: null };
  if (input.stage !== "ordered") return "The expected week is given when the goods are ordered.";
  if (mondayOfWeek(week) === null) return "The expected week is an ISO week such as 2026-W50.";
  return { stage: input.stage, note, expectedWeek: week };
}

/**
 * The back office's side of orders (issue 34; decision 0021): one move at a time along the stages, each with its
 * author and time, the customer's e-mail and the CRM's event queued in the move's transaction; the day's latest move
 * undone without a second e-mail. Moves of one order are serialised by the proposal's row lock (PostgreSQL) or the
 * single writer (SQLite), and a move's place in the order's history is a unique key besides.
 */
export function createOrderOffice(deps: ProposalDeps): OrderOffice & { moveForInstallation: OrderStageMover } {
  const { db } = deps;
  const kysely = db.kysely;
  const now = deps.now ?? Date.now;

  async function summaryOf(proposal: ProposalRow, nowMs: number): Promise<OrderSummary | null> {
    const state = await orderStateOf(kysely, proposal);
    if (!state || !isInboxKind(proposal.lead_kind)) return null;
    const version = await versionOf(kysely, proposal.id, state.acceptance.version);
    const latest = state.row ? await latestChange(kysely, proposal.id) : undefined;
    const undoable =
      latest && sameDay(latest.changed_at, deps.timeZone, nowMs) && !madeByInstallation(latest)
        ? { stage: latest.stage as OrderStage, previous: latest.previous_stage as OrderStage }
        : null;
    return {
      proposalId: proposal.id,
      number: proposalNumber(proposal.id),
      customer: version ? contentOf(version).customer.name : "",
      lead: { kind: proposal.lead_kind, id: proposal.lead_id },
      stage: state.stage,
      next: nextStage(state.stage),
      canCancel: canCancel(state.stage),
      expectedWeek: state.stage === "ordered" ? (state.row?.expected_week ?? null) : null,
      cancelReason: state.stage === "cancelled" ? (state.row?.cancel_reason ?? null) : null,
      undoable,
      updatedAt: state.row?.updated_at ?? state.depositPaidAt ?? state.acceptance.accepted_at,
    };
  }

  /** The CRM's event of a move or an undo, in its transaction. */
  function stageEvent(
    proposal: ProposalRow,
    version: Awaited<ReturnType<typeof versionOf>>,
    data: Record<string, unknown>,
    nowMs: number,
  ): NewJob | null {
    if (!deps.crm || !version) return null;
    return proposalEvent("order.stage_changed", proposal, version, data, nowMs);
  }

  async function moveInTransaction(
    trx: Transaction<Database>,
    proposalId: string,
    checked: Checked,
    staff: string,
    client: ClientInfo,
    nowMs: number,
  ): Promise<MoveResult> {
    const at = new Date(nowMs).toISOString();
    const proposal = await proposalForChange(trx, db.dialect, proposalId);
    if (!proposal) return { status: "not_found" };
    const state = await orderStateOf(trx, proposal);
    if (!state) return { status: "refused", message: "The proposal is not accepted: there is no order to move." };
    if (checked.byInstallation || checked.stage === "installation_booked") {
      if (checked.stage !== "installation_booked" && checked.stage !== "arrived") {
        return { status: "refused", message: "An installation moves an order to Installation booked or Arrived only." };
      }
      if (!installationFollows(state.stage, checked.stage)) {
        return { status: "refused", message: `The order is ${ORDER_STAGE_LABELS[state.stage]}.` };
      }
    } else if (!follows(state.stage, checked.stage)) {
      return { status: "refused", message: refusalOf(state.stage, checked.stage) };
    }

    const last = await trx
      .selectFrom("order_stage_changes")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .where("proposal_id", "=", proposalId)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    // The same move made again the day it was undone: the customer already has its e-mail.
    const mailedToday = await trx
      .selectFrom("order_stage_changes")
      .select("changed_at")
      .where("proposal_id", "=", proposalId)
      .where("stage", "=", checked.stage)
      .where("mailed", "=", 1)
      .where("undone_at", "is not", null)
      .execute();
    const mail = !checked.byInstallation && !mailedToday.some((row) => sameDay(row.changed_at, deps.timeZone, nowMs));
    const expectedWeek = checked.stage === "ordered" ? checked.expectedWeek : (state.row?.expected_week ?? null);
    const cancelReason = checked.stage === "cancelled" ? checked.note : null;

    if (state.row) {
      const updated = await trx
        .updateTable("orders")
        .set({ stage: checked.stage, expected_week: expectedWeek, cancel_reason: cancelReason, updated_at: at })
        .where("proposal_id", "=", proposalId)
        .where("stage", "=", state.row.stage)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        return { status: "refused", message: "The order changed meanwhile: reload it and try again." };
      }
    } else {
      await trx
        .insertInto("orders")
        .values({
          proposal_id: proposalId,
          created_at: at,
          updated_at: at,
          stage: checked.stage,
          expected_week: expectedWeek,
          cancel_reason: cancelReason,
        })
        .execute();
    }
    const change: StageChangeRow = {
      id: randomUUID(),
      proposal_id: proposalId,
      seq,
      stage: checked.stage,
      previous_stage: state.stage,
      previous_expected_week: state.row?.expected_week ?? null,
      expected_week: expectedWeek,
      note: checked.note,
      changed_at: at,
      changed_by: staff,
      mailed: mail ? 1 : 0,
      undone_at: null,
      undone_by: null,
    };
    await trx.insertInto("order_stage_changes").values(change).execute();
    // Two days after Installed the customer is asked how it went; a cancelled order is never asked (issue 34).
    if (checked.stage === "installed") await scheduleReviewRequest(trx, proposalId, change.id, nowMs);
    if (checked.stage === "cancelled") await dropReviewRequest(trx, proposalId, "the order was cancelled");
    // A cancelled order is not installed: its booked installation is cancelled with it (decision 0023).
    if (checked.stage === "cancelled") {
      const version = deps.crm ? await versionOf(trx, proposalId, state.acceptance.version) : undefined;
      await cancelInstallationOfOrder(trx, proposal, staff, version, nowMs);
    }
    if (mail) {
      const payload: OrderStageJobPayload = { proposalId, changeId: change.id };
      await enqueue(trx, { job: ORDER_STAGE_JOB, leadKind: PROPOSAL_KIND, leadId: proposalId, payload }, nowMs);
      // Only a staff move is mailed (an installation's own moves send the installation's e-mail instead), so only
      // a staff move is texted too.
      if (isStaffStage(checked.stage)) {
        const moved = { what: "order_stage" as const, stage: checked.stage, changeId: change.id };
        await queueProposalText(trx, deps, proposal, moved, nowMs);
      }
    }
    const version = await versionOf(trx, proposalId, state.acceptance.version);
    const event = stageEvent(
      proposal,
      version,
      { stage: checked.stage, previous_stage: state.stage, changed_at: at, expected_week: expectedWeek, undone: false },
      nowMs,
    );
    if (event) await enqueue(trx, event, nowMs);
    await audit(
      trx,
      {
        actor: staff,
        action: "order_stage",
        subject: { kind: PROPOSAL_KIND, id: proposalId },
        detail: { from: state.stage, to: checked.stage, note: checked.note, expected_week: expectedWeek, mailed: mail },
        clientIp: client.ip,
      },
      nowMs,
    );
    return { status: "moved", id: proposalId, stage: checked.stage, changedAt: at };
  }

  return {
    moveForInstallation(trx, proposalId, stage, by, nowMs) {
      const checked: Checked = { stage, note: "", expectedWeek: null, byInstallation: true };
      return moveInTransaction(trx, proposalId, checked, by, { ip: "" }, nowMs);
    },

    async summary(proposalId) {
      const proposal = await proposalById(kysely, proposalId);
      return proposal ? summaryOf(proposal, now()) : null;
    },

    async list(stage) {
      const nowMs = now();
      const accepted = await kysely
        .selectFrom("proposals")
        .selectAll()
        .where("status", "=", "accepted")
        .orderBy("updated_at", "desc")
        .execute();
      const orders: OrderSummary[] = [];
      for (const proposal of accepted) {
        const summary = await summaryOf(proposal, nowMs);
        if (summary && (stage === null || summary.stage === stage)) orders.push(summary);
      }
      return orders.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },

    async move(proposalId, input, staff, client) {
      const checked = check(input);
      if (typeof checked === "string") return { status: "refused", message: checked };
      if (!(await proposalById(kysely, proposalId))) return { status: "not_found" };
      const nowMs = now();
      const result = await kysely
        .transaction()
        .execute((trx) => moveInTransaction(trx, proposalId, checked, staff, client, nowMs));
      if (result.status === "moved") {
        logger.info("order moved", { id: proposalId, stage: result.stage });
        deps.onQueued?.();
      }
      return result;
    },

    async undo(proposalId, staff, client): Promise<UndoResult> {
      if (!(await proposalById(kysely, proposalId))) return { status: "not_found" };
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const result = await kysely.transaction().execute(async (trx): Promise<UndoResult> => {
        const proposal = await proposalForChange(trx, db.dialect, proposalId);
        if (!proposal) return { status: "not_found" };
        const latest = await latestChange(trx, proposalId);
        if (!latest) return { status: "refused", message: "There is no move to undo." };
        if (madeByInstallation(latest)) {
          return { status: "refused", message: "The installation made this move: move or cancel the installation." };
        }
        if (!sameDay(latest.changed_at, deps.timeZone, nowMs)) {
          return { status: "refused", message: "Only a move made today can be undone." };
        }
        const previous = latest.previous_stage;
        if (!isOrderStage(previous)) return { status: "refused", message: "There is no move to undo." };
        const reverted = await trx
          .updateTable("orders")
          .set({
            stage: previous,
            expected_week: latest.previous_expected_week,
            cancel_reason: null,
            updated_at: at,
          })
          .where("proposal_id", "=", proposalId)
          .where("stage", "=", latest.stage)
          .executeTakeFirst();
        if (Number(reverted.numUpdatedRows) !== 1) {
          return { status: "refused", message: "The order changed meanwhile: reload it and try again." };
        }
        await trx
          .updateTable("order_stage_changes")
          .set({ undone_at: at, undone_by: staff })
          .where("id", "=", latest.id)
          .execute();
        if (latest.stage === "installed") await dropReviewRequest(trx, proposalId, "the move to Installed was undone");
        const acceptance = await orderStateOf(trx, proposal);
        const version = acceptance ? await versionOf(trx, proposalId, acceptance.acceptance.version) : undefined;
        const event = stageEvent(
          proposal,
          version,
          {
            stage: previous,
            previous_stage: latest.stage,
            changed_at: at,
            expected_week: latest.previous_expected_week,
            undone: true,
          },
          nowMs,
        );
        if (event) await enqueue(trx, event, nowMs);
        await audit(
          trx,
          {
            actor: staff,
            action: "order_stage_undone",
            subject: { kind: PROPOSAL_KIND, id: proposalId },
            detail: { undone: latest.stage, back_to: previous },
            clientIp: client.ip,
          },
          nowMs,
        );
        return { status: "undone", id: proposalId, stage: previous, undoneAt: at };
      });
      if (result.status === "undone") {
        logger.info("order move undone", {
          id: proposalId,
          stage: result.stage,
          label: ORDER_STAGE_LABELS[result.stage],
        });
        deps.onQueued?.();
      }
      return result;
    },
  };
}
