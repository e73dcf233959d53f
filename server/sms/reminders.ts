import { sendableAt } from "./quiet-hours.ts";

const HOUR_MS = 3_600_000;
/** Reminder texts, hours before a visit (a consultation or an installation, issue 35). */
export const TEXT_REMINDER_HOURS = [24, 2] as const;

/**
 * When each reminder text of a visit starting at `startMs` is due: 24 and 2 hours before. One already due is not sent;
 * one the quiet hours would hold until the visit has begun is dropped (it would arrive after the visit).
 */
export function reminderTimes(
  startMs: number,
  nowMs: number,
  timeZone: string,
): { hours: (typeof TEXT_REMINDER_HOURS)[number]; dueMs: number }[] {
  const due = [];
  for (const hours of TEXT_REMINDER_HOURS) {
    const dueMs = startMs - hours * HOUR_MS;
    if (dueMs <= nowMs || sendableAt(dueMs, timeZone) >= startMs) continue;
    due.push({ hours, dueMs });
  }
  return due;
}
