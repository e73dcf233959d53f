import type { Kysely } from "kysely";
import { DateTime } from "luxon";
import type {
  Consultants,
  ConsultantInput,
  ConsultantsAnswer,
  ConsultantView,
  WeekdayHours,
} from "../../app/features/admin/consultants.ts";
import type { Database } from "../db/schema.ts";
import { audit } from "../auth/audit.ts";
import { findUserByEmail } from "../auth/users.ts";
import type { Signer } from "../secrets.ts";
import { feedToken, feedUrl } from "./feed-token.ts";
import {
  formatWeeklyHours,
  hoursFromJson,
  hoursToJson,
  HoursError,
  outsideOpeningHours,
  parseWeeklyHours,
  type WeeklyHours,
} from "./hours.ts";
import { daysOffOf, findConsultant, listConsultants, type ConsultantRow } from "./store.ts";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MAX_DAILY_LIMIT = 20;
const MAX_NAME = 40;
const MAX_URL = 2000;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** "maria.lopez@…" → "Maria": the first name a consultant is given until staff write one. */
export function nameFromEmail(email: string): string {
  const word = email.split("@")[0]!.split(/[._+-]/)[0] ?? "";
  return word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : email;
}

/** The form's seven rows → WeeklyHours; a row with only one time, or from after to, is refused. */
function weekFromForm(week: readonly WeekdayHours[]): WeeklyHours {
  const hours: Record<number, readonly [number, number]> = {};
  for (const row of week) {
    if (!row.from && !row.to) continue;
    const from = TIME.exec(row.from);
    const to = TIME.exec(row.to);
    if (!from || !to) throw new HoursError("Give both times of a working day (such as 09:00 and 17:00), or neither.");
    const span = [Number(from[1]) * 60 + Number(from[2]), Number(to[1]) * 60 + Number(to[2])] as const;
    if (span[1] <= span[0]) throw new HoursError("A working day ends after it starts.");
    hours[row.day] = span;
  }
  return hours;
}

/**
 * A calendar address as it may be read: http(s) only; webcal:// (what Apple and Google show) is the same address
 * over https.
 */
export function calendarAddress(value: string | null): { ok: true; url: string | null } | { ok: false } {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return { ok: true, url: null };
  const written = trimmed.replace(/^webcals?:\/\//i, "https://");
  if (written.length > MAX_URL || !URL.canParse(written)) return { ok: false };
  const url = new URL(written);
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false };
  return { ok: true, url: url.href };
}

/** Consultants as the back office and the CLI set them up (issue 37). */
export function createConsultants(options: {
  db: Kysely<Database>;
  signer: Signer;
  siteUrl: string;
  openingHours: readonly string[];
  timeZone: string;
  now?: () => number;
}): Consultants {
  const { db } = options;
  const now = options.now ?? Date.now;
  const today = () => DateTime.fromMillis(now(), { zone: options.timeZone }).toISODate()!;

  async function view(row: ConsultantRow): Promise<ConsultantView> {
    const hours = hoursFromJson(row.hours);
    return {
      userId: row.user_id,
      email: row.email,
      name: row.name,
      hours: formatWeeklyHours(hours),
      week: [1, 2, 3, 4, 5, 6, 7].map((day) => {
        const span = hours[day];
        return { day, from: span ? hhmm(span[0]) : "", to: span ? hhmm(span[1]) : "" };
      }),
      dailyLimit: row.daily_limit,
      active: row.active === 1,
      calendarUrl: row.calendar_url,
      calendarCheckedAt: row.calendar_checked_at,
      calendarError: row.calendar_error,
      feedUrl: feedUrl(options.siteUrl, feedToken(options.signer, row.user_id, row.feed_version)),
      daysOff: await daysOffOf(db, row.user_id, today()),
    };
  }

  async function answer(userId: string, message: string): Promise<ConsultantsAnswer> {
    const row = await findConsultant(db, userId);
    if (!row) return { ok: false, message: "There is no such consultant." };
    return { ok: true, message, consultant: await view(row) };
  }

  /** A new consultant's seat: one more than the highest; two created at once are settled by the unique seat. */
  async function insertWithSeat(values: Omit<Database["consultants"], "seat">): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const top = await db
        .selectFrom("consultants")
        .select((eb) => eb.fn.max("seat").as("seat"))
        .executeTakeFirst();
      const seat = Number(top?.seat ?? 0) + 1;
      const inserted = await db
        .insertInto("consultants")
        .values({ ...values, seat })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 || attempt >= 5) return;
    }
  }

  return {
    async list() {
      const rows = await listConsultants(db);
      const staff = await db
        .selectFrom("staff_users")
        .select(["id", "email"])
        .where("disabled_at", "is", null)
        .orderBy("email")
        .execute();
      const taken = new Set(rows.map((r) => r.user_id));
      return {
        consultants: await Promise.all(rows.map(view)),
        staff: staff.filter((s) => !taken.has(s.id)),
      };
    },

    async save(input: ConsultantInput, by, clientIp) {
      const user = await findUserByEmail(db, input.email);
      if (!user) return { ok: false, message: `${input.email} is not a staff member's e-mail.`, field: "email" };
      let hours: WeeklyHours;
      try {
        hours = typeof input.hours === "string" ? parseWeeklyHours(input.hours) : weekFromForm(input.hours);
      } catch (error) {
        if (error instanceof HoursError) return { ok: false, message: error.message, field: "hours" };
        throw error;
      }
      if (Object.keys(hours).length === 0) {
        return { ok: false, message: "Give at least one working day.", field: "hours" };
      }
      const outside = outsideOpeningHours(hours, options.openingHours);
      if (outside.length > 0) {
        return {
          ok: false,
          message: `The hours of ${outside.join(", ")} reach outside the business's opening hours (${options.openingHours.join(", ")}).`,
          field: "hours",
        };
      }
      const limit = input.dailyLimit;
      if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_DAILY_LIMIT)) {
        return {
          ok: false,
          message: `The daily limit is a whole number from 1 to ${MAX_DAILY_LIMIT}.`,
          field: "limit",
        };
      }
      const calendar = calendarAddress(input.calendarUrl);
      if (!calendar.ok) {
        return { ok: false, message: "The calendar address is an https:// (or webcal://) link.", field: "calendar" };
      }
      const existing = await findConsultant(db, user.id);
      const name = (input.name ?? "").trim().replace(/\s+/g, " ") || existing?.name || nameFromEmail(user.email);
      if (name.length > MAX_NAME) return { ok: false, message: "The first name is too long.", field: "name" };
      const at = new Date(now()).toISOString();
      const values = {
        name,
        hours: hoursToJson(hours),
        daily_limit: limit,
        active: input.active ? 1 : 0,
        calendar_url: calendar.url,
        updated_at: at,
      };
      if (existing) {
        // A new address is read afresh: what the old one said no longer holds.
        const calendarChanged = existing.calendar_url !== calendar.url;
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("consultants")
            .set(calendarChanged ? { ...values, calendar_checked_at: null, calendar_error: null } : values)
            .where("user_id", "=", user.id)
            .execute();
          if (calendarChanged) await trx.deleteFrom("consultant_busy").where("user_id", "=", user.id).execute();
        });
      } else {
        await insertWithSeat({
          user_id: user.id,
          ...values,
          calendar_checked_at: null,
          calendar_error: null,
          feed_version: 1,
          created_at: at,
        });
      }
      const detail = { email: user.email, hours: formatWeeklyHours(hours), daily_limit: limit, active: input.active };
      await audit(
        db,
        { actor: by, action: "consultant_saved", subject: { kind: "consultant", id: user.id }, detail, clientIp },
        now(),
      );
      return answer(user.id, `Saved ${name}'s hours.`);
    },

    async dayOff(userId, date, off, by, clientIp) {
      const row = await findConsultant(db, userId);
      if (!row) return { ok: false, message: "There is no such consultant." };
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !DateTime.fromISO(date).isValid) {
        return { ok: false, message: "Enter a date such as 2026-12-24.", field: "date" };
      }
      if (off) {
        if (date < today()) return { ok: false, message: "That day has passed.", field: "date" };
        await db
          .insertInto("consultant_days_off")
          .values({ user_id: userId, date })
          .onConflict((oc) => oc.columns(["user_id", "date"]).doNothing())
          .execute();
      } else {
        await db.deleteFrom("consultant_days_off").where("user_id", "=", userId).where("date", "=", date).execute();
      }
      await audit(
        db,
        {
          actor: by,
          action: off ? "consultant_day_off_added" : "consultant_day_off_removed",
          subject: { kind: "consultant", id: userId },
          detail: { date },
          clientIp,
        },
        now(),
      );
      return answer(userId, off ? `${row.name} is off on ${date}.` : `${row.name} works on ${date} again.`);
    },

    async rotateFeed(userId, by, clientIp) {
      const result = await db
        .updateTable("consultants")
        .set((eb) => ({ feed_version: eb("feed_version", "+", 1), updated_at: new Date(now()).toISOString() }))
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return { ok: false, message: "There is no such consultant." };
      await audit(
        db,
        { actor: by, action: "consultant_feed_rotated", subject: { kind: "consultant", id: userId }, clientIp },
        now(),
      );
      return answer(userId, "The calendar address has changed; the old one no longer works.");
    },
  };
}
