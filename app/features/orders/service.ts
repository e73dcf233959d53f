/**
 * What the order pages ask of the server (issue 34; server/orders/): the back office's moves and list, and the
 * customer's timeline. Browser-safe types and the service context.
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { InboxKind } from "../leads/kinds.ts";
import type { ClientInfo } from "../leads/service.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { InstallationMove, OrderStage, ProgressStage, StaffStage } from "./stages.ts";

/** An order as the back office lists it and offers its moves. */
export type OrderSummary = {
  proposalId: string;
  number: string;
  customer: string;
  lead: { kind: InboxKind; id: string };
  stage: OrderStage;
  /** The one-tap move on, or null at the end. */
  next: StaffStage | null;
  canCancel: boolean;
  expectedWeek: string | null;
  cancelReason: string | null;
  /** The latest move, when it was made today and so can be undone. */
  undoable: { stage: OrderStage; previous: OrderStage } | null;
  updatedAt: string;
};

/** A move's outcome; `changedAt` is the move's time (the CLI prints `{ id, stage, changedAt }`). */
export type MoveResult =
  | { status: "moved"; id: string; stage: StaffStage | InstallationMove; changedAt: string }
  | { status: "not_found" }
  | { status: "refused"; message: string };

export type UndoResult =
  | { status: "undone"; id: string; stage: OrderStage; undoneAt: string }
  | { status: "not_found" }
  | { status: "refused"; message: string };

export type MoveInput = { stage: string; note?: string; expectedWeek?: string };

export type OrderOffice = {
  /** The order of an accepted proposal, or null when the proposal is not (or no longer) one. */
  summary(proposalId: string): Promise<OrderSummary | null>;
  /** Every order, newest change first, optionally at one stage. */
  list(stage: OrderStage | null): Promise<OrderSummary[]>;
  move(proposalId: string, input: MoveInput, staff: string, client: ClientInfo): Promise<MoveResult>;
  undo(proposalId: string, staff: string, client: ClientInfo): Promise<UndoResult>;
};

export const orderOfficeContext = serviceContext<OrderOffice>("order-office");

/** One step of the customer's timeline: reached (with its day, written out in the page's language) or not yet. */
export type TimelineStep = { stage: ProgressStage | "cancelled"; date: string | null; reached: boolean };

/** The customer's view of their order on /proposal/<token>. */
export type OrderTimeline = {
  stage: OrderStage;
  steps: TimelineStep[];
  /** The Monday of the week the goods are expected, written out, while they are on their way. */
  expectedWeekOf: string | null;
};

export type TimelineOf = (proposalId: string, locale: Locale) => Promise<OrderTimeline | null>;
