import { DateTime } from "luxon";
import ical, { type VEvent } from "node-ical";
import type { Consultants } from "../../app/features/admin/consultants.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../../app/content/business.ts";
import { bookingFeature } from "../../server/booking/feature.ts";
import { bookingKind } from "../../server/booking/kind.ts";
import { BOOKING_MAIL_JOBS } from "../../server/booking/mail.ts";
import { consultantsFeature } from "../../server/consultants/feature.ts";
import { createConsultants } from "../../server/consultants/manage.ts";
import { reassignBooking } from "../../server/consultants/reassign.ts";
import { pollCalendars } from "../../server/consultants/calendar-poll.ts";
import { CalendarServer } from "../mocks/calendar-server.ts";
import { createBackOffice } from "../../server/admin/back-office.ts";
import { consultantAgenda } from "../../server/consultants/agenda.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { RunningServer } from "../../server/main.ts";
import { createSigner } from "../../server/secrets.ts";
import { databaseEnv, DIALECTS, post, startApp } from "./harness.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";
import { addConsultants } from "./consultant-fixture.ts";
import { fromUnique, person } from "./booking-fixture.ts";

let pg: TestPostgres;
const calendars = new CalendarServer();
beforeAll(async () => {
  pg = await startPostgres();
  await calendars.start();
});
afterAll(async () => {
  await pg?.stop();
  await calendars.stop();
});

/** One event of a consultant's own calendar, as Google writes it. */
const calendarWith = (uid: string, start: string, end: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    `DTSTART:${start.replace(/[-:]/g, "")}`,
    `DTEND:${end.replace(/[-:]/g, "")}`,
    "DTSTAMP:20261120T120000Z",
    `UID:${uid}`,
    "SUMMARY:Busy",
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const ZONE = "America/New_York";
const ENV = {
  TRUST_PROXY: "1",
  RATE_LIMIT_MAX: "1000",
  BOOKING_MIN_NOTICE_HOURS: "24",
  BOOKING_HORIZON_DAYS: "40",
  BOOKING_CAPACITY: "2",
  BOOKING_BUFFER_MINUTES: "30",
  CALENDAR_TIMEOUT_SECONDS: "2",
  LEADS_TO_EMAIL: "inbox@amberwood.test",
  SITE_URL: "https://amberwood.test",
  SECRET_KEY: "k".repeat(32),
};

/** A local start ("10:00") on the Monday-to-Friday day `weekday` (1-5) of the week `weeks` weeks from now, as UTC. */
function startIn(weeks: number, weekday: number, time: string): string {
  const monday = DateTime.now().setZone(ZONE).startOf("week").plus({ weeks });
  const [hour, minute] = time.split(":").map(Number);
  return monday
    .plus({ days: weekday - 1 })
    .set({ hour, minute })
    .toUTC()
    .toISO({ suppressMilliseconds: true })!;
}

type SlotsBody = { slots: { start: string; remaining: number }[] };

describe.each(DIALECTS)("consultants on %s", (dialect) => {
  let app: RunningServer;
  let db: Db;
  const ids: Record<string, string> = {};
  let consultants: Consultants;

  beforeAll(async () => {
    const env: Record<string, string> = { ...(await databaseEnv(dialect, pg)), ...ENV };
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
    consultants = createConsultants({
      db: db.kysely,
      signer: createSigner(Buffer.from(ENV.SECRET_KEY)),
      siteUrl: ENV.SITE_URL,
      openingHours: business.openingHours,
      timeZone: ZONE,
    });
    Object.assign(ids, await addConsultants(db.kysely, consultants, ["ana", "ben", "cleo"]));
    app = await startApp(env, [bookingFeature, consultantsFeature]);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const book = (start: string) => post(app.url, "/api/bookings", person(start), { headers: fromUnique() });
  const remaining = async (start: string) => {
    const from = DateTime.fromISO(start).setZone(ZONE).toISODate();
    const res = await fetch(`${app.url}/api/booking/slots?from=${from}&days=1`);
    const body = (await res.json()) as SlotsBody;
    return body.slots.find((s) => s.start === start)?.remaining ?? 0;
  };
  const consultantOf = async (bookingId: string) =>
    (
      await db.kysely
        .selectFrom("booking_consultants")
        .select("user_id")
        .where("booking_id", "=", bookingId)
        .executeTakeFirstOrThrow()
    ).user_id;

  it("offers as many visits per slot as consultants are free, instead of BOOKING_CAPACITY", async () => {
    expect(await remaining(startIn(1, 3, "10:00"))).toBe(3);
  });

  it("40 concurrent bookings of one slot with three consultants: exactly three, with three different consultants", async () => {
    const start = startIn(1, 2, "10:00");
    const answers = await Promise.all(Array.from({ length: 40 }, () => book(start)));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(37);
    const names = created.map((a) => a.body.consultant).sort();
    expect(names).toEqual(["Ana", "Ben", "Cleo"]);
    const assigned = await Promise.all(created.map((a) => consultantOf(String(a.body.id))));
    expect(new Set(assigned).size).toBe(3);
    const seats = await db.kysely.selectFrom("booking_seats").selectAll().where("slot_start", "=", start).execute();
    expect(seats).toHaveLength(3);
    expect(await remaining(start)).toBe(0);
  });

  it("keeps the travel buffer: an hour-long visit blocks its consultant for the next slot, not the one after", async () => {
    const start = startIn(2, 1, "10:00");
    const first = await book(start);
    expect(first.status).toBe(201);
    expect(await remaining(startIn(2, 1, "09:00"))).toBe(2);
    expect(await remaining(startIn(2, 1, "11:00"))).toBe(2);
    expect(await remaining(startIn(2, 1, "12:00"))).toBe(3);
    // Two more at 11:00 go to the other two; the first one's consultant is not free until 11:30.
    const second = await book(startIn(2, 1, "11:00"));
    const third = await book(startIn(2, 1, "11:00"));
    expect([second.status, third.status]).toEqual([201, 201]);
    expect((await book(startIn(2, 1, "11:00"))).status).toBe(409);
    const firstConsultant = await consultantOf(String(first.body.id));
    expect(await consultantOf(String(second.body.id))).not.toBe(firstConsultant);
    expect(await consultantOf(String(third.body.id))).not.toBe(firstConsultant);
  });

  it("assigns fairly: the fewest visits that week first", async () => {
    const week = 3;
    const answers = [];
    for (const time of ["09:00", "11:00", "13:00"]) answers.push(await book(startIn(week, 3, time)));
    const assigned = await Promise.all(answers.map((a) => consultantOf(String(a.body.id))));
    expect(new Set(assigned).size).toBe(3);
  });

  it("stops offering a consultant who reached their daily limit", async () => {
    await db.kysely.updateTable("consultants").set({ daily_limit: 1 }).execute();
    try {
      const morning = startIn(4, 2, "09:00");
      for (let i = 0; i < 3; i++) expect((await book(morning)).status).toBe(201);
      expect(await remaining(startIn(4, 2, "14:00"))).toBe(0);
      expect(await remaining(startIn(4, 3, "14:00"))).toBe(3);
    } finally {
      await db.kysely.updateTable("consultants").set({ daily_limit: null }).execute();
    }
  });

  it("a busy time in a consultant's calendar frees the slot only for the others", async () => {
    const start = startIn(4, 4, "13:00");
    await db.kysely
      .insertInto("consultant_busy")
      .values({ user_id: ids.ana!, start_at: startIn(4, 4, "12:30"), end_at: startIn(4, 4, "13:30") })
      .execute();
    expect(await remaining(start)).toBe(2);
    const a = await book(start);
    const b = await book(start);
    expect((await book(start)).status).toBe(409);
    expect([a.body.consultant, b.body.consultant].sort()).toEqual(["Ben", "Cleo"]);
  });

  it("a day off takes the consultant out of that day", async () => {
    const date = DateTime.fromISO(startIn(4, 5, "10:00"))
      .setZone(ZONE)
      .toISODate()!;
    await db.kysely.insertInto("consultant_days_off").values({ user_id: ids.ben!, date }).execute();
    expect(await remaining(startIn(4, 5, "10:00"))).toBe(2);
  });

  it("the confirmation e-mail names the consultant", async () => {
    const res = await book(startIn(3, 5, "15:00"));
    expect(res.status).toBe(201);
    const jobs = await db.kysely
      .selectFrom("outbox")
      .select(["job", "payload"])
      .where("lead_id", "=", String(res.body.id))
      .execute();
    const visitor = jobs.find((j) => j.job === "booking_visitor")!;
    expect(JSON.parse(visitor.payload).consultant).toBe(res.body.consultant);
  });

  it("staff reassign a visit to a free consultant only, and the seat follows", async () => {
    const start = startIn(3, 4, "10:00");
    const first = await book(start);
    const second = await book(start);
    const id = String(first.body.id);
    const other = await consultantOf(String(second.body.id));
    const rules = { timeZone: ZONE, bufferMinutes: 30 };
    expect(await reassignBooking(db, rules, id, other, "staff@amberwood.test", Date.now())).toMatchObject({
      status: "busy",
    });
    const current = await consultantOf(id);
    const target = Object.values(ids).find((u) => u !== other && u !== current)!;
    const moved = await reassignBooking(db, rules, id, target, "staff@amberwood.test", Date.now());
    expect(moved.status).toBe("changed");
    expect(await consultantOf(id)).toBe(target);
    const seat = await db.kysely
      .selectFrom("booking_seats")
      .select("seat")
      .where("booking_id", "=", id)
      .executeTakeFirstOrThrow();
    const targetSeat = await db.kysely
      .selectFrom("consultants")
      .select("seat")
      .where("user_id", "=", target)
      .executeTakeFirstOrThrow();
    expect(seat.seat).toBe(targetSeat.seat);
    // The consultant it left is free again at that time.
    expect(await remaining(start)).toBe(1);
    // The reminder, sent the day before, names the consultant who visits now.
    const reminder = await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", id)
      .where("job", "=", BOOKING_MAIL_JOBS.reminder)
      .executeTakeFirstOrThrow();
    const targetName = (
      await db.kysely.selectFrom("consultants").select("name").where("user_id", "=", target).executeTakeFirstOrThrow()
    ).name;
    const settings = {
      LEADS_TO_EMAIL: "inbox@amberwood.test",
      SITE_URL: ENV.SITE_URL,
      unsubscribeSecret: "x",
      signer: createSigner(Buffer.from(ENV.SECRET_KEY)),
    };
    const mail = await bookingKind.mails[BOOKING_MAIL_JOBS.reminder]!(reminder, {
      db: db.kysely,
      settings,
      reachesVisitors: true,
    });
    expect(mail!.text).toContain(`Your designer: ${targetName}`);
  });

  it("serves each consultant's visits as a private feed a real parser reads back; a new address retires the old", async () => {
    const booked = await book(startIn(2, 4, "14:00"));
    const id = String(booked.body.id);
    const userId = await consultantOf(id);
    const feedOf = async () => {
      const listed = await consultants.list();
      return new URL(listed.consultants.find((c) => c.userId === userId)!.feedUrl).pathname;
    };
    const path = await feedOf();
    const res = await fetch(`${app.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const events = Object.values(ical.sync.parseICS(await res.text())).filter((c): c is VEvent => c?.type === "VEVENT");
    const visit = events.find((e) => e.uid === `visit-${id}@amberwood.test`)!;
    expect(visit).toBeDefined();
    expect(visit.start.toISOString()).toBe(new Date(startIn(2, 4, "14:00")).toISOString());
    expect(String(visit.location)).toBe("742 Evergreen Terrace, Los Angeles, CA");
    expect(String(visit.description)).toContain("(213) 555-0100");
    expect(String(visit.description)).toContain(`https://amberwood.test/admin/leads/booking/${id}`);
    // Every visit of this consultant and only theirs.
    const theirs = await db.kysely
      .selectFrom("booking_consultants")
      .innerJoin("bookings", "bookings.id", "booking_consultants.booking_id")
      .select("bookings.id")
      .where("booking_consultants.user_id", "=", userId)
      .where("bookings.status", "=", "confirmed")
      .execute();
    expect(events.map((e) => e.uid).sort()).toEqual(theirs.map((t) => `visit-${t.id}@amberwood.test`).sort());

    expect((await consultants.rotateFeed(userId, "test")).ok).toBe(true);
    const old = await fetch(`${app.url}${path}`);
    expect(old.headers.get("content-type") ?? "").not.toMatch(/calendar/);
    const fresh = await fetch(`${app.url}${await feedOf()}`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("content-type")).toMatch(/^text\/calendar/);
  });

  const poll = (timeoutMs = 1_000) =>
    pollCalendars({
      db,
      timeZone: ZONE,
      timeoutMs,
      maxBytes: 5 * 1024 * 1024,
      horizonDays: 40,
      siteHost: "amberwood.test",
    });
  const setCalendar = (user: string, url: string | null) =>
    db.kysely.updateTable("consultants").set({ calendar_url: url }).where("user_id", "=", user).execute();

  it("an event appearing in a consultant's calendar blocks that slot for them alone, once the calendar is read", async () => {
    const start = startIn(2, 3, "14:00");
    const end = startIn(2, 3, "15:00");
    calendars.set(`cleo-${dialect}`, calendarWith("empty@google.com", "2020-01-01T10:00:00Z", "2020-01-01T11:00:00Z"));
    await setCalendar(ids.cleo!, calendars.url(`/cal/cleo-${dialect}.ics`));
    try {
      await poll();
      expect(await remaining(start)).toBe(3);
      calendars.set(`cleo-${dialect}`, calendarWith("dentist@google.com", start, end));
      await poll();
      expect(await remaining(start)).toBe(2);
      const row = await db.kysely
        .selectFrom("consultants")
        .selectAll()
        .where("user_id", "=", ids.cleo!)
        .executeTakeFirstOrThrow();
      expect(row.calendar_error).toBeNull();
      expect(row.calendar_checked_at).not.toBeNull();
      const a = await book(start);
      const b = await book(start);
      expect((await book(start)).status).toBe(409);
      expect([a.body.consultant, b.body.consultant].sort()).toEqual(["Ana", "Ben"]);
    } finally {
      await setCalendar(ids.cleo!, null);
    }
  });

  it("a calendar that hangs or sends 50 MB does not stall booking, and keeps the busy times read before", async () => {
    const start = startIn(1, 4, "15:00");
    await db.kysely
      .insertInto("consultant_busy")
      .values({ user_id: ids.ana!, start_at: startIn(1, 4, "09:00"), end_at: startIn(1, 4, "10:00") })
      .execute();
    await setCalendar(ids.ana!, calendars.url("/hang.ics"));
    await setCalendar(ids.ben!, calendars.url("/huge.ics"));
    try {
      let settled = false;
      // Four seconds of patience: far longer than a booking takes, even on a busy machine.
      const reading = poll(4_000).finally(() => (settled = true));
      const booked = await book(start);
      expect(booked.status).toBe(201);
      expect(settled).toBe(false);
      await reading;
      const rows = await db.kysely
        .selectFrom("consultants")
        .select(["user_id", "calendar_error"])
        .where("user_id", "in", [ids.ana!, ids.ben!])
        .execute();
      const errors = Object.fromEntries(rows.map((r) => [r.user_id, r.calendar_error]));
      expect(errors[ids.ana!]).toBe("no answer in time");
      expect(errors[ids.ben!]).toBe("larger than CALENDAR_MAX_BYTES");
      expect(await remaining(startIn(1, 4, "09:00"))).toBe(2);
    } finally {
      await setCalendar(ids.ana!, null);
      await setCalendar(ids.ben!, null);
    }
  });

  it("staff mark a visit a no-show once its time has come; the inbox, its CSV and the weekly count show it", async () => {
    const start = startIn(1, 5, "11:00");
    const booked = await book(start);
    const id = String(booked.body.id);
    const rules = { timeZone: ZONE, bufferMinutes: 30 };
    const before = consultantAgenda({ db, rules });
    expect((await before.attendance(id, "no_show", "staff@amberwood.test")).ok).toBe(false);
    const after = consultantAgenda({ db, rules, now: () => Date.parse(start) + 3_600_000 });
    expect(await after.attendance(id, "no_show", "staff@amberwood.test")).toMatchObject({ ok: true });
    const office = createBackOffice({ db, timeZone: ZONE, retentionDays: 365, photoUrl: () => "" });
    const filter = { q: "", kind: "booking", status: "", locale: "", from: "", to: "", page: 1 } as const;
    const item = (await office.inbox(filter)).items.find((i) => i.id === id)!;
    expect(item.stateBadge).toBe("No-show");
    const csv = (await office.inboxCsv(filter)).split("\r\n");
    expect(csv[0]!.endsWith(",state")).toBe(true);
    expect(csv.find((line) => line.includes(id))!.endsWith(",No-show")).toBe(true);
    const week = DateTime.fromISO(start).setZone(ZONE).toISOWeekDate()!.slice(0, 8);
    const counted = await after.noShows(DateTime.fromISO(start).minus({ weeks: 1 }).toUTC().toISO()!);
    expect(counted).toEqual([{ week, consultant: String(booked.body.consultant), count: 1 }]);
    // Marked again as attended: it counts no more.
    await after.attendance(id, "attended", "staff@amberwood.test");
    expect((await office.inbox(filter)).items.find((i) => i.id === id)!.stateBadge).toBe("Attended");
    expect(await after.noShows(DateTime.fromISO(start).minus({ weeks: 1 }).toUTC().toISO()!)).toEqual([]);
  });
});
