import { DateTime } from "luxon";

/** Texts go out from 8 am to 9 pm in the business's time zone (issue 35): people are not woken by a reminder. */
export const QUIET_ENDS_HOUR = 8;
export const QUIET_STARTS_HOUR = 21;

/**
 * When a text due at `dueMs` may go out: then, unless that falls in the quiet hours (21:00 to 08:00 in `timeZone`),
 * in which case 08:00 that morning (or the next morning, when it is due in the evening). Computed on the wall clock,
 * so 08:00 stays 08:00 across a daylight-saving change.
 */
export function sendableAt(dueMs: number, timeZone: string): number {
  const local = DateTime.fromMillis(dueMs, { zone: timeZone });
  if (local.hour >= QUIET_ENDS_HOUR && local.hour < QUIET_STARTS_HOUR) return dueMs;
  const morning = local.startOf("day").set({ hour: QUIET_ENDS_HOUR });
  const next = local.hour >= QUIET_STARTS_HOUR ? morning.plus({ days: 1 }) : morning;
  return next.toMillis();
}
