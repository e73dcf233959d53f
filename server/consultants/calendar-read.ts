import { DateTime } from "luxon";
import ical, { type VEvent } from "node-ical";
import type { Interval } from "./busy.ts";

export class CalendarReadError extends Error {}

/**
 * Reads a consultant's calendar: at most `maxBytes` (a larger one is refused as soon as it is known to be larger,
 * by its Content-Length or by counting what arrives) within `timeoutMs` for the whole answer, headers and body.
 */
export async function fetchCalendar(url: string, options: { timeoutMs: number; maxBytes: number }): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: "text/calendar" }, redirect: "follow" });
  } catch (error) {
    throw new CalendarReadError(signal.aborted ? "no answer in time" : `unreachable (${String(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new CalendarReadError(`answered ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new CalendarReadError("larger than CALENDAR_MAX_BYTES");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > options.maxBytes) {
        await response.body?.cancel().catch(() => {});
        throw new CalendarReadError("larger than CALENDAR_MAX_BYTES");
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof CalendarReadError) throw error;
    throw new CalendarReadError(signal.aborted ? "no answer in time" : `broke off (${String(error)})`);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const isCancelled = (event: Pick<VEvent, "status">) => event.status === "CANCELLED";
const isTransparent = (event: Pick<VEvent, "transparency">) => event.transparency === "TRANSPARENT";

/**
 * A whole-day event's day in the business's zone: node-ical gives a date-only value as midnight of the server's
 * own zone, so its calendar date is read in that zone and laid over the business's.
 */
function wholeDays(start: Date, end: Date, timeZone: string): Interval {
  const day = (d: Date) =>
    DateTime.fromObject({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }, { zone: timeZone });
  const from = day(start);
  const to = end > start ? day(end) : from.plus({ days: 1 });
  return { start: from.toMillis(), end: to.toMillis() };
}

/** An event's instances in the window; an event node-ical cannot expand (a broken rule, no start) counts as none. */
function expandOrSkip(event: VEvent, window: { from: Date; to: Date }) {
  if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) return [];
  try {
    return ical.expandRecurringEvent(event, { from: window.from, to: window.to, expandOngoing: true });
  } catch {
    return [];
  }
}

/**
 * The busy times of an iCalendar text within [from, to]: every event that keeps its owner busy, recurring ones
 * expanded by node-ical (RRULE, EXDATE, RECURRENCE-ID overrides); cancelled and transparent ("free") events and
 * instances are left out, and so are the business's own visits (`skipUid`), which the consultant's calendar may
 * show through the subscription feed.
 */
export function busyFromIcs(
  text: string,
  window: { from: Date; to: Date; timeZone: string; skipUid?: (uid: string) => boolean },
): Interval[] {
  // A login page or an error page served with 200 is not a calendar that says "free all week".
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarReadError("not an iCalendar file");
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (error) {
    throw new CalendarReadError(`not an iCalendar file (${String(error)})`);
  }
  const busy: Interval[] = [];
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== "VEVENT") continue;
    const event = component as VEvent;
    if (event.recurrenceid) continue;
    if (window.skipUid?.(event.uid)) continue;
    const instances = expandOrSkip(event, window);
    for (const instance of instances) {
      if (isCancelled(instance.event) || isTransparent(instance.event)) continue;
      if (instance.isFullDay) {
        busy.push(wholeDays(instance.start, instance.end, window.timeZone));
        continue;
      }
      const start = instance.start.getTime();
      const end = instance.end.getTime();
      if (end > start) busy.push({ start, end });
    }
  }
  return busy.sort((a, b) => a.start - b.start);
}
