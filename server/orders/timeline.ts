import type { OrderTimeline, TimelineStep } from "../../app/features/orders/service.ts";
import { mondayOfWeek, ORDER_STAGES, type ProgressStage } from "../../app/features/orders/stages.ts";
import { dateIn, longDate } from "../../app/features/proposals/document.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import type { Db, ProposalRow } from "../proposals/store.ts";
import { orderStateOf, standingChanges } from "./store.ts";

/**
 * The customer's timeline of their order (issue 34): each stage reached with its day in the business's time zone,
 * the stages still ahead, and the week the goods are expected while they are on their way. Installation booked
 * appears only when it happened (an installation arranged by phone goes from Arrived to Installed). Undone moves
 * are not shown: the page always tells where the order stands now.
 */
export async function orderTimeline(
  db: Db,
  proposal: Pick<ProposalRow, "id" | "status">,
  locale: Locale,
  timeZone: string,
): Promise<OrderTimeline | null> {
  const state = await orderStateOf(db, proposal);
  if (!state) return null;
  const day = (iso: string) => longDate(dateIn(iso, timeZone), locale);
  const reachedOn = new Map<string, string>();
  reachedOn.set("signed", state.acceptance.accepted_at);
  if (state.depositPaidAt) reachedOn.set("deposit_paid", state.depositPaidAt);
  // The latest standing move to each stage gives its day.
  for (const change of await standingChanges(db, proposal.id)) reachedOn.set(change.stage, change.changed_at);

  const cancelled = state.stage === "cancelled";
  const current = cancelled ? -1 : ORDER_STAGES.indexOf(state.stage as ProgressStage);
  const steps: TimelineStep[] = [];
  for (const [index, stage] of ORDER_STAGES.entries()) {
    const at = reachedOn.get(stage);
    if (stage === "installation_booked" && !at) continue;
    const reached = cancelled ? at !== undefined : index <= current;
    // A cancelled order shows what it reached and then its cancellation, not the stages it will never reach.
    if (cancelled && !reached) continue;
    steps.push({ stage, date: reached && at ? day(at) : null, reached });
  }
  if (cancelled) {
    const at = reachedOn.get("cancelled");
    steps.push({ stage: "cancelled", date: at ? day(at) : null, reached: true });
  }
  const week = state.stage === "ordered" ? state.row?.expected_week : null;
  const monday = week ? mondayOfWeek(week) : null;
  return { stage: state.stage, steps, expectedWeekOf: monday ? longDate(monday, locale) : null };
}
