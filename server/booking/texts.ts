import { business } from "../../app/content/business.ts";
import { whenLabel } from "../../app/features/booking/format.ts";
import { format } from "../../app/i18n/format.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { NewJob } from "../jobs/queue.ts";
import { reminderTimes } from "../sms/reminders.ts";
import { SMS_REMINDER_JOB, textJob, type TextSettings } from "../sms/texts.ts";
import { localeOfBooking } from "./mail.ts";
import { LEAD_KIND, type BookingRow } from "./store.ts";

/** What every text of a booking says, in the customer's language, the business's name first. */
function words(settings: TextSettings, row: BookingRow, manageUrl: string, which: TextEvent | "reminder") {
  const locale = localeOfBooking(row);
  const when = whenLabel(row.start_at, settings.timeZone, locale);
  return format(mailFor(locale).sms[which], { business: business.name, when, link: manageUrl }, locale);
}

/** The changes of a booking the customer is texted about. */
export type TextEvent = "booked" | "moved" | "cancelled";

const PURPOSES: Record<TextEvent, string> = {
  booked: "booking_confirmation",
  moved: "booking_moved",
  cancelled: "booking_cancelled",
};

/**
 * The text of a booking's change (issue 35) to the number the customer agreed to be texted at: its confirmation
 * (once per booking), each move (once per new time) and its cancellation (once); held until 8 am when made at night.
 */
export function changeTextJob(
  settings: TextSettings,
  row: BookingRow,
  phone: string,
  manageUrl: string,
  event: TextEvent,
  nowMs: number,
): NewJob {
  const body = words(settings, row, manageUrl, event);
  const key = event === "moved" ? `booking:${row.id}:moved:${row.start_at}` : `booking:${row.id}:${event}`;
  return textJob(settings, { leadKind: LEAD_KIND, leadId: row.id, phone, body, purpose: PURPOSES[event], key }, nowMs);
}

/**
 * The reminder texts 24 and 2 hours before the visit, each once per visit time (a moved visit gets its own). One
 * already due is not sent; one the quiet hours would hold until the visit has begun is dropped.
 */
export function reminderTextJobs(
  settings: TextSettings,
  row: BookingRow,
  phone: string,
  manageUrl: string,
  nowMs: number,
): NewJob[] {
  const body = words(settings, row, manageUrl, "reminder");
  const jobs: NewJob[] = [];
  for (const { hours, dueMs } of reminderTimes(Date.parse(row.start_at), nowMs, settings.timeZone)) {
    const key = `booking:${row.id}:reminder${hours}h:${row.start_at}`;
    const text = { leadKind: LEAD_KIND, leadId: row.id, phone, body, purpose: `booking_reminder_${hours}h`, key };
    jobs.push(textJob(settings, text, dueMs, SMS_REMINDER_JOB));
  }
  return jobs;
}
