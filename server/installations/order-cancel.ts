import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { releaseSeats } from "../booking/seats.ts";
import { cancelJobs, enqueue, type NewJob } from "../jobs/queue.ts";
import { proposalEvent } from "../proposals/jobs.ts";
import { dropInstallationTextReminders } from "../sms/installation-texts.ts";
import { PROPOSAL_KIND, type ProposalRow, type VersionRow } from "../proposals/store.ts";
import type { WebhookEventType } from "../webhook/events.ts";
import { INSTALLATION_MAIL_JOBS, type InstallationEvent } from "./mail.ts";
import { liveInstallation, type InstallationRow } from "./store.ts";

type Trx = Transaction<Database>;

const CRM_EVENTS: Record<Exclude<InstallationEvent, "reminder">, WebhookEventType> = {
  booked: "installation.booked",
  moved: "installation.changed",
  cancelled: "installation.changed",
};

/** The CRM's event of an installation's change (`installation.booked` / `installation.changed`, docs/api.md). */
export function installationCrmEvent(
  event: Exclude<InstallationEvent, "reminder">,
  row: InstallationRow,
  proposal: ProposalRow,
  version: VersionRow,
  nowMs: number,
  previousStart?: string,
): NewJob {
  const data = {
    installation_id: row.id,
    change: event,
    status: row.status,
    start: row.start_at,
    end: row.end_at,
    previous_start: previousStart ?? null,
    by: row.cancelled_by ?? row.booked_by,
  };
  return proposalEvent(CRM_EVENTS[event], proposal, version, data, nowMs);
}

/**
 * Drops the installation's reminders waiting in the outbox: its e-mail (under the order's proposal) and its texts
 * (under the order's lead, issue 35).
 */
export async function dropInstallationReminder(
  trx: Trx,
  proposal: ProposalRow,
  installationId: string,
  reason: string,
): Promise<void> {
  await cancelJobs(
    trx,
    { leadKind: PROPOSAL_KIND, leadId: proposal.id, jobs: [INSTALLATION_MAIL_JOBS.reminder] },
    reason,
  );
  await dropInstallationTextReminders(trx, proposal, installationId, reason);
}

/** Marks a live installation cancelled, frees every seat it holds and drops its reminders; answers it as it is now. */
export async function cancelInstallation(
  trx: Trx,
  proposal: ProposalRow,
  live: InstallationRow,
  by: string,
  nowMs: number,
  reason: string,
): Promise<InstallationRow> {
  const at = new Date(nowMs).toISOString();
  const cancelled = {
    status: "cancelled" as const,
    cancelled_at: at,
    cancelled_by: by,
    sequence: live.sequence + 1,
    updated_at: at,
  };
  await trx.updateTable("installations").set(cancelled).where("id", "=", live.id).execute();
  await releaseSeats(trx, { kind: "installation", id: live.id });
  await dropInstallationReminder(trx, proposal, live.id, reason);
  return { ...live, ...cancelled };
}

/**
 * When staff cancel an order, its booked installation is cancelled in the same transaction (issue 37 remainder;
 * decision 0023): its seats (a consultant's or a person's, and the installation place) are freed, its reminder
 * dropped, and the CRM told (`installation.changed`). The customer is told by the order's own cancellation e-mail
 * (and text), which names the reason: no second e-mail about the installation. Answers the cancelled row, or null
 * when the order had no live installation.
 */
export async function cancelInstallationOfOrder(
  trx: Trx,
  proposal: ProposalRow,
  by: string,
  version: VersionRow | undefined,
  nowMs: number,
): Promise<InstallationRow | null> {
  const live = await liveInstallation(trx, proposal.id);
  if (!live) return null;
  const row = await cancelInstallation(trx, proposal, live, by, nowMs, "order cancelled");
  if (version) await enqueue(trx, installationCrmEvent("cancelled", row, proposal, version, nowMs), nowMs);
  return row;
}
