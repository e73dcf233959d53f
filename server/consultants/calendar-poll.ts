import type { Db } from "../db/database.ts";
import { logger } from "../logger.ts";
import { busyFromIcs, CalendarReadError, fetchCalendar } from "./calendar-read.ts";

export type CalendarPollOptions = {
  db: Db;
  timeZone: string;
  timeoutMs: number;
  maxBytes: number;
  /** How far ahead busy times matter: the booking horizon, and a day more. */
  horizonDays: number;
  /** Our own visits' UIDs end with "@<site host>": the consultant's calendar may show them through the feed. */
  siteHost: string;
  now?: () => number;
};

/**
 * Reads every active consultant's own calendar (those that gave one), all at once, and replaces their stored busy
 * times with what it says. A calendar that hangs, is too large or unreadable leaves its consultant's busy times as
 * they were and records why; booking never waits for this: it reads the stored busy times.
 */
export async function pollCalendars(options: CalendarPollOptions): Promise<void> {
  const { db } = options;
  const now = options.now ?? Date.now;
  const consultants = await db.kysely
    .selectFrom("consultants")
    .select(["user_id", "calendar_url"])
    .where("active", "=", 1)
    .where("calendar_url", "is not", null)
    .execute();
  await Promise.all(consultants.map((c) => pollOne(options, c.user_id, c.calendar_url!, now())));
}

async function pollOne(options: CalendarPollOptions, userId: string, url: string, nowMs: number): Promise<void> {
  const { db } = options;
  const at = new Date(nowMs).toISOString();
  let busy;
  try {
    const text = await fetchCalendar(url, { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes });
    busy = busyFromIcs(text, {
      from: new Date(nowMs - 86_400_000),
      to: new Date(nowMs + (options.horizonDays + 1) * 86_400_000),
      timeZone: options.timeZone,
      skipUid: (uid) => uid.endsWith(`@${options.siteHost}`),
    });
  } catch (error) {
    const reason = error instanceof CalendarReadError ? error.message : String(error);
    logger.warn("consultant calendar not read", { consultant: userId, reason });
    await db.kysely
      .updateTable("consultants")
      .set({ calendar_error: reason.slice(0, 200) })
      .where("user_id", "=", userId)
      .execute();
    return;
  }
  await db.kysely.transaction().execute(async (trx) => {
    // The consultant's row first: two instances reading at once replace the busy times one after the other.
    const current = await trx
      .updateTable("consultants")
      .set({ calendar_checked_at: at, calendar_error: null })
      .where("user_id", "=", userId)
      .where("calendar_url", "=", url)
      .executeTakeFirst();
    // Staff changed the address meanwhile: what the old one said no longer holds.
    if (Number(current.numUpdatedRows) === 0) return;
    await trx.deleteFrom("consultant_busy").where("user_id", "=", userId).execute();
    const rows = busy.map((b) => ({
      user_id: userId,
      start_at: new Date(b.start).toISOString(),
      end_at: new Date(b.end).toISOString(),
    }));
    // In batches: a busy calendar has hundreds of events, and a statement has a limit of bound values.
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto("consultant_busy")
        .values(rows.slice(i, i + 500))
        .execute();
  });
}
