import type { Kysely } from "kysely";
import { DateTime } from "luxon";
import { endpointHash, type StaffSettings } from "../../app/features/admin/settings.ts";
import { INBOX_PATH } from "../../app/features/admin/paths.ts";
import { parseOpeningHours } from "../../app/content/opening-hours.ts";
import type { Database } from "../db/schema.ts";
import { audit } from "../auth/audit.ts";
import { removeSubscription } from "../push/subscriptions.ts";

/** A phone, by what its browser says of itself ("Mobi" is the word browsers use for it). */
export function isPhone(userAgent: string): boolean {
  return /Mobi|iPhone|Android.*Mobile/.test(userAgent);
}

/** Whether `nowMs` is within the business's opening hours (business.openingHours, in its time zone). */
export function inWorkingHours(nowMs: number, openingHours: readonly string[], timeZone: string): boolean {
  const local = DateTime.fromMillis(nowMs, { zone: timeZone });
  const minute = local.hour * 60 + local.minute;
  return openingHours.map(parseOpeningHours).some((hours) => {
    if (!hours.isoWeekdays.includes(local.weekday)) return false;
    return minute >= hours.opensMinute && minute < hours.closesMinute;
  });
}

/** A staff member's own settings, kept in staff_preferences (one row per user, none until they change one). */
export function createStaffSettings(options: {
  db: Kysely<Database>;
  openingHours: readonly string[];
  timeZone: string;
  now?: () => number;
}): StaffSettings {
  const { db } = options;
  const now = options.now ?? Date.now;
  const agendaOnPhone = async (userId: string) => {
    const row = await db
      .selectFrom("staff_preferences")
      .select("agenda_on_phone")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row?.agenda_on_phone === 1;
  };
  return {
    async devices(userId) {
      const rows = await db
        .selectFrom("push_subscriptions")
        .select(["id", "device", "created_at", "endpoint"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return Promise.all(
        rows.map(async ({ endpoint, ...row }) => ({ ...row, endpointHash: await endpointHash(endpoint) })),
      );
    },
    async removeDevice(userId, id, staff, client) {
      const removed = await removeSubscription(db, userId, { id });
      if (removed) await audit(db, { actor: staff, action: "push_off", clientIp: client.ip }, now());
      return removed;
    },
    agendaOnPhone,
    async setAgendaOnPhone(userId, on, staff, client) {
      const values = { agenda_on_phone: on ? 1 : 0, updated_at: new Date(now()).toISOString() };
      await db
        .insertInto("staff_preferences")
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
        .execute();
      const detail = { agenda_on_phone: on };
      await audit(db, { actor: staff, action: "settings_changed", detail, clientIp: client.ip }, now());
    },
    async startPath(userId, userAgent) {
      const agendaFirst =
        isPhone(userAgent) &&
        inWorkingHours(now(), options.openingHours, options.timeZone) &&
        (await agendaOnPhone(userId));
      return agendaFirst ? "/admin/agenda" : INBOX_PATH;
    },
  };
}
