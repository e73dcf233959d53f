import { business } from "../../app/content/business.ts";
import { whenLabel } from "../../app/features/booking/format.ts";
import { format } from "../../app/i18n/format.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { NewJob } from "../jobs/queue.ts";
import { textJob, type TextSettings } from "../sms/texts.ts";
import { localeOfBooking } from "./mail.ts";
import { LEAD_KIND, type BookingRow } from "./store.ts";

/**
 * The booking's confirmation text (issue 35), to the number the customer agreed to be texted at, in their language,
 * the business's name first; sent once per booking (its idempotency key), held until 8 am when booked at night.
 */
export function bookedTextJob(
  settings: TextSettings,
  row: BookingRow,
  phone: string,
  manageUrl: string,
  nowMs: number,
): NewJob {
  const locale = localeOfBooking(row);
  const when = whenLabel(row.start_at, settings.timeZone, locale);
  const body = format(mailFor(locale).sms.booked, { business: business.name, when, link: manageUrl }, locale);
  return textJob(
    settings,
    {
      leadKind: LEAD_KIND,
      leadId: row.id,
      phone,
      body,
      purpose: "booking_confirmation",
      key: `booking:${row.id}:booked`,
    },
    nowMs,
  );
}
