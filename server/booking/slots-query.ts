import { DAYS } from "../../app/features/booking/service.ts";
import { isCalendarDate, todayIn } from "./slots.ts";

/**
 * The `from` and `days` of a slots request (GET /api/booking/slots and an order's install-slots), checked: `from`
 * defaults to today where the business is, `days` to two weeks.
 */
export function readSlotsQuery(
  query: { from?: unknown; days?: unknown },
  timeZone: string,
  nowMs: number,
): { ok: true; from: string; days: number } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const from = query.from === undefined || query.from === "" ? todayIn(timeZone, nowMs) : query.from;
  if (typeof from !== "string" || !isCalendarDate(from)) fields.from = "from must be a date written YYYY-MM-DD";
  let days: number = DAYS.default;
  if (query.days !== undefined && query.days !== "") {
    days = typeof query.days === "string" && /^[0-9]{1,3}$/.test(query.days) ? Number(query.days) : Number.NaN;
    if (!(days >= 1 && days <= DAYS.max)) fields.days = `days must be a whole number from 1 to ${DAYS.max}`;
  }
  if (Object.keys(fields).length > 0 || typeof from !== "string") return { ok: false, fields };
  return { ok: true, from, days };
}
