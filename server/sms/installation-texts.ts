import type { Kysely } from "kysely";
import { business } from "../../app/content/business.ts";
import { whenLabel } from "../../app/features/booking/format.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { format } from "../../app/i18n/format.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { Database } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { customerPath } from "../proposals/settings.ts";
import type { ProposalRow } from "../proposals/store.ts";
import { textableCustomer, type ProposalTextSettings } from "./proposal-texts.ts";
import { reminderTimes } from "./reminders.ts";
import { SMS_INSTALLATION_REMINDER_JOB, textJob } from "./texts.ts";

/** The changes of an installation the customer is texted about. */
export type InstallationTextEvent = "booked" | "moved" | "cancelled";

const WORDS = {
  booked: "installationBooked",
  moved: "installationMoved",
  cancelled: "installationCancelled",
} as const;

/** What the texts need of the installation: the state a change left it in. */
export type TextedInstallation = { id: string; status: string; start_at: string };

/** The start of every key of one installation's texts: its reminders are dropped by it. */
const keyOf = (installationId: string) => `installation:${installationId}:`;

/**
 * Queues, in the installation's change's transaction, its texts (issue 35; decision 0023), as a consultation's: the
 * change's own (booked once, moved once per new time, cancelled once) and, while it stands, the reminders 24 and 2
 * hours before (quiet hours kept, dropped when they would arrive after the visit) — only when texts are on and the
 * order's lead agreed to them. Filed under that lead, so they join its thread; in the proposal's language.
 */
export async function queueInstallationTexts(
  trx: Kysely<Database>,
  settings: ProposalTextSettings,
  event: InstallationTextEvent,
  installation: TextedInstallation,
  proposal: ProposalRow,
  nowMs: number,
): Promise<void> {
  const customer = await textableCustomer(trx, settings, proposal);
  if (!customer) return;
  const { phone, locale } = customer;
  const sms = mailFor(locale).sms;
  const params = {
    business: business.name,
    number: proposalNumber(proposal.id),
    when: whenLabel(installation.start_at, settings.timeZone, locale),
    link: new URL(customerPath(proposal), settings.siteUrl).href,
  };
  const subject = { leadKind: proposal.lead_kind, leadId: proposal.lead_id, phone };
  const on = { enabled: true, timeZone: settings.timeZone };
  const base = keyOf(installation.id);
  const key = event === "moved" ? `${base}moved:${installation.start_at}` : `${base}${event}`;
  const body = format(sms[WORDS[event]], params, locale);
  await enqueue(trx, textJob(on, { ...subject, body, purpose: `installation_${event}`, key }, nowMs), nowMs);
  if (installation.status !== "confirmed") return;
  const reminder = format(sms.installationReminder, params, locale);
  for (const { hours, dueMs } of reminderTimes(Date.parse(installation.start_at), nowMs, settings.timeZone)) {
    const text = {
      ...subject,
      body: reminder,
      purpose: `installation_reminder_${hours}h`,
      key: `${base}reminder${hours}h:${installation.start_at}`,
    };
    await enqueue(trx, textJob(on, text, dueMs, SMS_INSTALLATION_REMINDER_JOB), nowMs);
  }
}

/**
 * Drops the reminder texts still waiting for one installation (it moved or was cancelled): those of its own key, so an
 * order's other installation, or the lead's consultation, keeps its own.
 */
export async function dropInstallationTextReminders(
  trx: Kysely<Database>,
  proposal: ProposalRow,
  installationId: string,
  reason: string,
): Promise<void> {
  await trx
    .updateTable("outbox")
    .set({ status: "cancelled", locked_until: null, last_error: reason })
    .where("job", "=", SMS_INSTALLATION_REMINDER_JOB)
    .where("lead_kind", "=", proposal.lead_kind)
    .where("lead_id", "=", proposal.lead_id)
    .where("status", "in", ["pending", "failed"])
    // The payload is the text's JSON; an installation's id is a UUID (no LIKE wildcard in it).
    .where("payload", "like", `%"key":"${keyOf(installationId)}%`)
    .execute();
}
