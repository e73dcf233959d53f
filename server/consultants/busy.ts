/**
 * When a consultant is busy, as one list of intervals (milliseconds since the epoch, [start, end)): their in-home
 * visits widened by the travel buffer on both sides, and the busy times of their own calendar. Their visits are
 * consultations and installations alike (./store.ts `schedulesBetween`); every check of "is X free then" goes through
 * `busyIntervals` and `isFree`.
 */
export type Interval = { start: number; end: number };

export type BusySources = {
  /** In-home visits (consultations and installations): widened by the buffer. */
  visits: readonly Interval[];
  /** Busy times read from the consultant's own calendar: taken as they are. */
  calendar: readonly Interval[];
  bufferMinutes: number;
};

export function busyIntervals(sources: BusySources): Interval[] {
  const buffer = sources.bufferMinutes * 60_000;
  const widened = sources.visits.map((v) => ({ start: v.start - buffer, end: v.end + buffer }));
  return [...widened, ...sources.calendar].sort((a, b) => a.start - b.start);
}

/** Free for the whole of `slot`: no busy interval overlaps it (touching ends do not overlap). */
export function isFree(busy: readonly Interval[], slot: Interval): boolean {
  return !busy.some((b) => b.start < slot.end && slot.start < b.end);
}

/** What fairness weighs for one free consultant. */
export type FairnessFacts = {
  userId: string;
  seat: number;
  /** Their confirmed visits in the week (Monday to Sunday, business zone) of the slot being booked. */
  weekVisits: number;
  /** When they were last given a visit (ISO), or null for never. */
  lastAssignedAt: string | null;
};

/**
 * Round-robin with fairness: the fewest visits that week first; among equals, the one who waited longest since
 * their last assignment (never assigned before anyone); then the lower seat, so the order is total and repeatable.
 */
export function fairOrder<T extends FairnessFacts>(candidates: readonly T[]): T[] {
  return [...candidates].sort((a, b) => {
    if (a.weekVisits !== b.weekVisits) return a.weekVisits - b.weekVisits;
    const aLast = a.lastAssignedAt ?? "";
    const bLast = b.lastAssignedAt ?? "";
    if (aLast !== bLast) return aLast < bLast ? -1 : 1;
    return a.seat - b.seat;
  });
}
