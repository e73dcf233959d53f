/**
 * An order's stages and the rules of moving between them (issue 34; docs/decisions/0021). Browser-safe: the back
 * office's buttons and the server's checks read the same rules.
 */
export const ORDER_STAGES = [
  "signed",
  "deposit_paid",
  "ordered",
  "arrived",
  "installation_booked",
  "installed",
  "paid",
] as const;

export type ProgressStage = (typeof ORDER_STAGES)[number];
export type OrderStage = ProgressStage | "cancelled";

/** The stages staff set by hand (the CLI's `--stage`); Signed and Deposit paid are the customer's own acts. */
export const STAFF_STAGES = ["ordered", "arrived", "installed", "paid", "cancelled"] as const;
export type StaffStage = (typeof STAFF_STAGES)[number];

export const isStaffStage = (value: unknown): value is StaffStage =>
  typeof value === "string" && (STAFF_STAGES as readonly string[]).includes(value);

export const isOrderStage = (value: unknown): value is OrderStage =>
  value === "cancelled" || (typeof value === "string" && (ORDER_STAGES as readonly string[]).includes(value));

/** The back office's names of the stages (its words are English, as the rest of the back office's are). */
export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  signed: "Signed",
  deposit_paid: "Deposit paid",
  ordered: "Ordered",
  arrived: "Arrived",
  installation_booked: "Installation booked",
  installed: "Installed",
  paid: "Paid in full",
  cancelled: "Cancelled",
};

/**
 * The stage staff move an order on to from `current`, or null at the end. Installation booked is reached by booking
 * the installation; an order whose installation was arranged by phone goes from Arrived straight to Installed.
 */
export function nextStage(current: OrderStage): StaffStage | null {
  switch (current) {
    case "deposit_paid":
      return "ordered";
    case "ordered":
      return "arrived";
    case "arrived":
    case "installation_booked":
      return "installed";
    case "installed":
      return "paid";
    default:
      // Signed waits for the deposit; Paid in full and Cancelled are ends.
      return null;
  }
}

/** An order can be cancelled at any stage before Installed. */
export function canCancel(current: OrderStage): boolean {
  return current !== "installed" && current !== "paid" && current !== "cancelled";
}

/** Whether `to` follows `current`: the next stage, or Cancelled while that is possible. */
export function follows(current: OrderStage, to: StaffStage): boolean {
  if (to === "cancelled") return canCancel(current);
  return nextStage(current) === to;
}

/** Why a move does not follow, as staff and the CLI read it. */
export function refusalOf(current: OrderStage, to: StaffStage): string {
  const from = ORDER_STAGE_LABELS[current];
  if (to === "cancelled") return `An order that is ${from} can no longer be cancelled.`;
  if (current === "signed")
    return `The deposit is not paid yet: record it before the order moves to ${ORDER_STAGE_LABELS[to]}.`;
  const next = nextStage(current);
  if (next === null) return `The order is ${from}: it moves no further.`;
  return `${ORDER_STAGE_LABELS[to]} does not follow ${from}; the next stage is ${ORDER_STAGE_LABELS[next]}.`;
}

/**
 * The moves booking an installation makes (issue 34 item 2; decision 0023), never chosen by staff: Arrived →
 * Installation booked when it is booked, and back to Arrived when it is cancelled.
 */
export type InstallationMove = "installation_booked" | "arrived";

export function installationFollows(current: OrderStage, to: InstallationMove): boolean {
  if (to === "installation_booked") return current === "arrived";
  return current === "installation_booked";
}

const WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday (YYYY-MM-DD) of an ISO week "YYYY-Www", or null when there is no such week. */
export function mondayOfWeek(week: string): string | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // ISO 8601: week 1 holds 4 January; a year has 53 weeks when its last week holds 28 December.
  const weeksInYear = isoWeekOf(Date.UTC(year, 11, 28));
  if (number < 1 || number > weeksInYear) return null;
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = Date.UTC(year, 0, 4 - ((jan4.getUTCDay() + 6) % 7));
  return new Date(mondayOfWeek1 + (number - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO week number of a UTC day. */
function isoWeekOf(utcMs: number): number {
  const day = new Date(utcMs);
  const thursday = utcMs + (3 - ((day.getUTCDay() + 6) % 7)) * 86_400_000;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / (7 * 86_400_000)) + 1;
}
