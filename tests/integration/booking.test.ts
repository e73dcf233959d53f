import type { ChildProcess } from "node:child_process";
import { DateTime } from "luxon";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFeature } from "../../server/booking/feature.ts";
import { gridForDate, isoUtc } from "../../server/booking/slots.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { RunningServer } from "../../server/main.ts";
import { mimePart, SmtpSink } from "../mocks/smtp-sink.ts";
import {
  databaseEnv,
  DIALECTS,
  eventually,
  fakeBuild,
  post,
  refuseWrites,
  startApp,
  startServerProcess,
  type Posted,
} from "./harness.ts";
import { freePort, postgresForFile } from "./postgres.ts";
import { fromUnique, person } from "./booking-fixture.ts";

const pg = postgresForFile();

const ZONE = "America/New_York";
const HOURS = [{ isoWeekdays: [1, 2, 3, 4, 5], opensMinute: 540, closesMinute: 1020 }] as const;
const RULES = { timeZone: ZONE, slotMinutes: 60, hours: HOURS } as never;

/** Grid slots (9:00 … 16:00 on weekdays) on local dates from `fromDays` to `toDays` days ahead. */
function gridStarts(fromDays: number, toDays: number): string[] {
  const today = DateTime.now().setZone(ZONE).startOf("day");
  const out: string[] = [];
  for (let d = fromDays; d <= toDays; d++) {
    for (const slot of gridForDate(today.plus({ days: d }).toISODate()!, RULES)) out.push(isoUtc(slot.start));
  }
  return out;
}

/** A weekday at least `days` days ahead, as YYYY-MM-DD in the business's zone. */
function weekdayAhead(days: number): string {
  let day = DateTime.now().setZone(ZONE).startOf("day").plus({ days });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day.toISODate()!;
}

const CLOSED = weekdayAhead(10);
const BOOKING_ENV = {
  TRUST_PROXY: "1",
  RATE_LIMIT_MAX: "5",
  RATE_LIMIT_WINDOW_S: "600",
  // Three days' notice: every 72-hour window holds a weekday slot, so a "too soon" one always exists.
  BOOKING_MIN_NOTICE_HOURS: "72",
  BOOKING_HORIZON_DAYS: "30",
  BOOKING_CAPACITY: "2",
  BOOKING_CLOSED_DATES: CLOSED,
  LEADS_TO_EMAIL: "inbox@amberwood.test",
  SITE_URL: "https://amberwood.test",
};

async function slots(base: string, query = "") {
  const res = await fetch(`${base}/api/booking/slots${query}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type SlotsBody = { timeZone: string; slotMinutes: number; slots: { start: string; end: string; remaining: number }[] };

const tokenOf = (res: Posted) => String(res.body.manageUrl).replace("/book/manage/", "");

describe.each(DIALECTS)("booking API on %s", (dialect) => {
  let env: Record<string, string>;
  let app: RunningServer;
  let db: Db;
  /** Offered starts not yet used by a test: each test takes its own. */
  let free: string[];

  beforeAll(async () => {
    env = { ...(await databaseEnv(dialect, pg())), ...BOOKING_ENV };
    app = await startApp(env, [bookingFeature]);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
    const answer = (await slots(app.url, "?days=31")).body as SlotsBody;
    free = answer.slots.map((s) => s.start);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const take = () => {
    const start = free.shift();
    if (!start) throw new Error("the test ran out of offered slots");
    return start;
  };
  const book = (body: Record<string, unknown>) => post(app.url, "/api/bookings", body, { headers: fromUnique() });
  const seats = async (start: string) =>
    (await db.kysely.selectFrom("booking_seats").selectAll().where("slot_start", "=", start).execute()).length;
  const remaining = async (start: string) => {
    const answer = (await slots(app.url, "?days=31")).body as SlotsBody;
    return answer.slots.find((s) => s.start === start)?.remaining ?? 0;
  };
  const jobs = (bookingId: string) =>
    db.kysely.selectFrom("outbox").selectAll().where("lead_id", "=", bookingId).orderBy("created_at").execute();

  it("lists the bookable slots in the exact contract: business zone, slot length, UTC starts, seats left", async () => {
    const { status, body } = await slots(app.url, "?days=31");
    expect(status).toBe(200);
    const answer = body as SlotsBody;
    expect(answer.timeZone).toBe(ZONE);
    expect(answer.slotMinutes).toBe(60);
    expect(Object.keys(answer).sort()).toEqual(["slotMinutes", "slots", "timeZone"]);
    const starts = answer.slots.map((s) => s.start);
    expect(starts).toEqual([...starts].sort());
    const now = Date.now();
    for (const slot of answer.slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
      expect(slot.remaining).toBeGreaterThanOrEqual(1);
      expect(slot.remaining).toBeLessThanOrEqual(2);
      const local = DateTime.fromISO(slot.start).setZone(ZONE);
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(local.hour).toBeLessThanOrEqual(16);
      expect(local.minute).toBe(0);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(now + 72 * 3_600_000 - 60_000);
      expect(Date.parse(slot.start)).toBeLessThanOrEqual(now + 30 * 86_400_000);
      expect(local.toISODate()).not.toBe(CLOSED);
    }
    // Default window: 14 days from today in the business's zone.
    const defaults = (await slots(app.url)).body as SlotsBody;
    const last = DateTime.now().setZone(ZONE).startOf("day").plus({ days: 14 });
    expect(defaults.slots.length).toBeGreaterThan(0);
    for (const slot of defaults.slots) expect(Date.parse(slot.start)).toBeLessThan(last.toMillis());
  });

  it.each([
    ["?from=2026-02-30", "from"],
    ["?from=12/01/2026", "from"],
    ["?days=0", "days"],
    ["?days=63", "days"],
    ["?days=1e1", "days"],
    ["?days=abc", "days"],
    ["?days=2&days=3", "days"],
  ])("answers 400 JSON for slots%s", async (query, field) => {
    const { status, body } = await slots(app.url, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, error: "invalid", fields: { [field]: expect.any(String) } });
  });

  it("books a slot: 201 with the booking, one seat held, the e-mails and the reminder queued", async () => {
    const start = take();
    const res = await book(person(start));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ok: true,
      id: expect.any(String),
      start,
      end: isoUtc(DateTime.fromISO(start).plus({ hours: 1 })),
      manageUrl: expect.stringMatching(/^\/book\/manage\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/),
    });
    expect(await seats(start)).toBe(1);
    expect(await remaining(start)).toBe(1);
    const queued = await jobs(String(res.body.id));
    expect(queued.map((j) => j.job).sort()).toEqual(["booking_business", "booking_reminder", "booking_visitor"]);
    const reminder = queued.find((j) => j.job === "booking_reminder")!;
    expect(Date.parse(reminder.next_attempt_at)).toBe(Date.parse(start) - 24 * 3_600_000);
  });

  it("gives the same person booking the same start again their first booking, without a second seat", async () => {
    const start = take();
    const body = person(start);
    const first = await book(body);
    const again = await book({ ...body, user_email: body.user_email.toUpperCase() });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await seats(start)).toBe(1);
    expect((await jobs(String(first.body.id))).length).toBe(3);
  });

  it("never double-books: 40 concurrent requests for one slot of capacity 2 → two 201, thirty-eight 409, two rows", async () => {
    const start = take();
    const answers = await Promise.all(Array.from({ length: 40 }, () => book(person(start))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(38);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({
        ok: false,
        error: "slot_taken",
        message: "That time was just taken. Please choose another.",
      });
    }
    expect(await seats(start)).toBe(2);
    const rows = await db.kysely.selectFrom("bookings").selectAll().where("start_at", "=", start).execute();
    expect(rows).toHaveLength(2);
    expect(await remaining(start)).toBe(0);
    // The full slot is no longer offered.
    const answer = (await slots(app.url, "?days=31")).body as SlotsBody;
    expect(answer.slots.some((s) => s.start === start)).toBe(false);
  });

  it("refuses a start that is not offered with 400 and a message for start", async () => {
    const lastWeek = DateTime.fromISO(`${weekdayAhead(-9)}T10:00`, { zone: ZONE });
    const tooSoon = gridStarts(0, 4).find((s) => Date.parse(s) > Date.now() + 3_600_000)!;
    const beyond = DateTime.fromISO(`${weekdayAhead(40)}T10:00`, { zone: ZONE });
    const closed = DateTime.fromISO(`${CLOSED}T10:00`, { zone: ZONE });
    const offGrid = DateTime.fromISO(`${weekdayAhead(8)}T10:30`, { zone: ZONE });
    const cases: [string, string][] = [
      [isoUtc(lastWeek), "That time has passed. Please choose another."],
      [tooSoon, "Bookings need at least 72 hours' notice. Please choose a later time."],
      [isoUtc(beyond), "We take bookings up to 30 days ahead. Please choose an earlier time."],
      [isoUtc(closed), "We are closed that day. Please choose another day."],
      [isoUtc(offGrid), "Please choose one of the offered times."],
      [`${weekdayAhead(8)}T10:00`, "Please choose one of the offered times."],
      ["next tuesday", "Please choose one of the offered times."],
      ["", "Please choose a time"],
    ];
    for (const [start, message] of cases) {
      const res = await book(person(start));
      expect(res.status, start).toBe(400);
      expect(res.body, start).toEqual({ ok: false, error: "invalid", fields: { start: message } });
    }
    // The same slot written with the business's offset is the same start.
    const slot = take();
    const local = DateTime.fromISO(slot).setZone(ZONE).toISO({ suppressMilliseconds: true })!;
    const res = await book(person(local));
    expect(res.status).toBe(201);
    expect(res.body.start).toBe(slot);
    const count = await db.kysely
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it("answers 400 per field, 415, 413 and 405 like the other lead endpoints, storing nothing", async () => {
    const before = await db.kysely
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const start = free[0]!;
    const bad = await book({ ...person(start), user_name: "", user_email: "jane@", rooms: "0", location_lat: "0x10" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ok: false,
      error: "invalid",
      fields: {
        user_name: "Please enter your name",
        user_email: "Please enter a valid email address",
        rooms: "Please enter at least 1 room",
        location_lat: "Please pick the location on the map again",
      },
    });
    const noAddress = await book({ ...person(start), address: " " });
    expect(noAddress.body).toMatchObject({ fields: { address: "Please enter the address of the visit" } });
    const text = await post(app.url, "/api/bookings", "start=x", { type: "text/plain", headers: fromUnique() });
    expect(text.status).toBe(415);
    const big = await post(
      app.url,
      "/api/bookings",
      { ...person(start), message: "x".repeat(20_000) },
      { headers: fromUnique() },
    );
    expect(big.status).toBe(413);
    const get = await fetch(`${app.url}/api/bookings`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const after = await db.kysely
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("accepts a native urlencoded form post, and the honeypot looks accepted but stores nothing", async () => {
    const start = take();
    // As a browser sends it: the optional boxes left empty.
    const form = new URLSearchParams({ ...person(start), rooms: "", location_lat: "", location_lng: "", message: "" });
    const res = await post(app.url, "/api/bookings", form, { headers: fromUnique() });
    expect(res.status).toBe(201);
    expect(await seats(start)).toBe(1);
    const bot = await book({ ...person(start), website: "http://spam.test" });
    expect(bot.status).toBe(201);
    expect(await seats(start)).toBe(1);
  });

  it("answers 429 with Retry-After after RATE_LIMIT_MAX bookings from one address", async () => {
    const headers = fromUnique();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post(app.url, "/api/bookings", { ...person("x") }, { headers })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const last = await post(app.url, "/api/bookings", person("x"), { headers });
    expect(last.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  });

  it("cancels through the manage link: 200, the seat and the reminder go, both sides are told", async () => {
    const start = take();
    const booked = await book(person(start));
    const token = tokenOf(booked);
    const cancel = await post(app.url, `/api/bookings/manage/${token}/cancel`, undefined, { headers: fromUnique() });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ ok: true, id: booked.body.id, status: "cancelled" });
    expect(await seats(start)).toBe(0);
    expect(await remaining(start)).toBe(2);
    const queued = await jobs(String(booked.body.id));
    expect(queued.find((j) => j.job === "booking_reminder")?.status).toBe("cancelled");
    const payloads = queued.filter((j) => j.status === "pending").map((j) => [j.job, JSON.parse(j.payload).event]);
    expect(payloads).toEqual(
      expect.arrayContaining([
        ["booking_visitor", "cancelled"],
        ["booking_business", "cancelled"],
      ]),
    );
    // Cancelling again changes nothing; a cancelled booking cannot be moved.
    const again = await post(app.url, `/api/bookings/manage/${token}/cancel`, undefined, { headers: fromUnique() });
    expect(again.status).toBe(200);
    expect((await jobs(String(booked.body.id))).length).toBe(queued.length);
    const move = await post(
      app.url,
      `/api/bookings/manage/${token}/reschedule`,
      { start: take() },
      { headers: fromUnique() },
    );
    expect(move.status).toBe(409);
    expect(move.body).toMatchObject({ ok: false, error: "cancelled" });
  });

  it("answers 404 for an unknown or altered manage token", async () => {
    const booked = await book(person(take()));
    const token = tokenOf(booked);
    const altered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const t of [altered, "not-a-token", `${crypto.randomUUID()}.${token.split(".")[1]}`]) {
      const res = await post(app.url, `/api/bookings/manage/${t}/cancel`, undefined, { headers: fromUnique() });
      expect(res.status, t).toBe(404);
      const ics = await fetch(`${app.url}/api/bookings/manage/${t}/calendar.ics`);
      expect(ics.status).toBe(404);
    }
    expect(await seats(String(booked.body.start))).toBe(1);
  });

  it("reschedules atomically: into a free slot it moves, into a full one it stays (409), never both or neither", async () => {
    const [a, b, full] = [take(), take(), take()];
    const booked = await book(person(a));
    const token = tokenOf(booked);
    await book(person(full));
    await book(person(full));
    const into = (start: string) =>
      post(app.url, `/api/bookings/manage/${token}/reschedule`, { start }, { headers: fromUnique() });

    const refused = await into(full);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "slot_taken" });
    expect([await seats(a), await seats(full)]).toEqual([1, 2]);

    const invalid = await into("2020-01-01T14:00:00Z");
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ fields: { start: "That time has passed. Please choose another." } });

    const moved = await into(b);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ ok: true, id: booked.body.id, start: b, status: "confirmed" });
    expect([await seats(a), await seats(b)]).toEqual([0, 1]);
    const row = await db.kysely
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", String(booked.body.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ start_at: b, sequence: 1, status: "confirmed" });

    // The old reminder is dropped and a new one waits for the new time.
    const reminders = (await jobs(row.id)).filter((j) => j.job === "booking_reminder");
    expect(reminders.map((r) => r.status).sort()).toEqual(["cancelled", "pending"]);
    const pending = reminders.find((r) => r.status === "pending")!;
    expect(Date.parse(pending.next_attempt_at)).toBe(Date.parse(b) - 24 * 3_600_000);

    // Racing moves of two bookings into the last seat of one slot: exactly one lands.
    const target = take();
    await book(person(target));
    const other = tokenOf(await book(person(take())));
    const [r1, r2] = await Promise.all([
      into(target),
      post(app.url, `/api/bookings/manage/${other}/reschedule`, { start: target }, { headers: fromUnique() }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    expect(await seats(target)).toBe(2);
    const all = await db.kysely
      .selectFrom("booking_seats")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const live = await db.kysely
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "confirmed")
      .executeTakeFirstOrThrow();
    expect(Number(all.n)).toBe(Number(live.n));
  });

  it("serves the booking's calendar file for its manage link", async () => {
    const start = take();
    const token = tokenOf(await book(person(start)));
    const res = await fetch(`${app.url}/api/bookings/manage/${token}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(await res.text())).filter((c): c is VEvent => c?.type === "VEVENT");
    expect(events).toHaveLength(1);
    expect(events[0]!.start.toISOString()).toBe(new Date(start).toISOString());
  });

  it("answers 503 with Retry-After, never 500, when the database cannot take the booking", async () => {
    const own = await databaseEnv(dialect, pg());
    const server = await startApp({ ...own, ...BOOKING_ENV }, [bookingFeature]);
    const direct = await openDatabase({ DATABASE_URL: own.DATABASE_URL ?? "", SQLITE_PATH: own.SQLITE_PATH ?? "" });
    let restore = async () => {};
    try {
      const start = ((await slots(server.url)).body as SlotsBody).slots[0]!.start;
      restore = await refuseWrites(own, direct.kysely);
      const res = await post(server.url, "/api/bookings", person(start), { headers: fromUnique() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, error: "unavailable" });
      expect(res.headers.get("retry-after")).toBe("30");
    } finally {
      await restore();
      await server.close();
      await direct.close();
    }
  });
});

describe.each(DIALECTS)("booking e-mails on %s", (dialect) => {
  it("sends both sides an invitation a real parser reads: one UID, SEQUENCE raised, REQUEST then CANCEL", async () => {
    const sink = await new SmtpSink().start();
    const env = {
      ...(await databaseEnv(dialect, pg())),
      ...BOOKING_ENV,
      RATE_LIMIT_MAX: "100",
      SMTP_URL: sink.url,
      MAIL_FROM: "Amberwood Blinds <no-reply@amberwood.test>",
      OUTBOX_POLL_MS: "25",
    };
    const app = await startApp(env, [bookingFeature]);
    try {
      const answer = (await slots(app.url)).body as SlotsBody;
      const [first, second] = [answer.slots[0]!.start, answer.slots[3]!.start];
      const visitor = person(first);
      const to = visitor.user_email;
      const booked = await post(app.url, "/api/bookings", visitor, { headers: fromUnique() });
      const token = tokenOf(booked);
      const invitations = (to: string) =>
        sink.messages
          .filter((m) => m.to.includes(to))
          .map((m) => {
            const text = mimePart(m.raw, "text/calendar");
            const parsed = ical.sync.parseICS(text ?? "");
            const event = Object.values(parsed).find((c): c is VEvent => c?.type === "VEVENT")!;
            return {
              subject: m.headers.subject,
              method: parsed.vcalendar?.method,
              event,
              text: mimePart(m.raw, "text/plain"),
            };
          });
      await eventually(async () => expect(invitations(to)).toHaveLength(1));
      await eventually(async () => expect(invitations("inbox@amberwood.test")).toHaveLength(1));
      const [confirmation] = invitations(to);
      expect(confirmation!.method).toBe("REQUEST");
      expect(confirmation!.event.start.toISOString()).toBe(new Date(first).toISOString());
      expect(confirmation!.event.sequence).toBe(0);
      expect(confirmation!.subject).toMatch(/^Your consultation is booked: \w+day, \w+ \d+, \d{4} at \d+:00 [AP]M ET$/);
      expect(confirmation!.text).toContain("about an hour");
      expect(confirmation!.text).toContain(`https://amberwood.test/book/manage/${token}`);
      const uid = confirmation!.event.uid;

      await post(app.url, `/api/bookings/manage/${token}/reschedule`, { start: second }, { headers: fromUnique() });
      await eventually(async () => expect(invitations(to)).toHaveLength(2));
      const moved = invitations(to)[1]!;
      expect(moved.method).toBe("REQUEST");
      expect(moved.event.uid).toBe(uid);
      expect(moved.event.sequence).toBe(1);
      expect(moved.event.start.toISOString()).toBe(new Date(second).toISOString());

      await post(app.url, `/api/bookings/manage/${token}/cancel`, undefined, { headers: fromUnique() });
      await eventually(async () => expect(invitations(to)).toHaveLength(3));
      const cancelled = invitations(to)[2]!;
      expect(cancelled.method).toBe("CANCEL");
      expect(cancelled.event.uid).toBe(uid);
      expect(cancelled.event.sequence).toBe(2);
      expect(cancelled.event.status).toBe("CANCELLED");
      await eventually(async () =>
        expect(invitations("inbox@amberwood.test").map((i) => i.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]),
      );
    } finally {
      await app.close();
      await sink.stop();
    }
  });
});

describe("booking across two server processes sharing one PostgreSQL", () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  });

  it("still seats exactly two of 40 concurrent requests for one slot", { timeout: 60_000 }, async () => {
    const databaseUrl = await pg().createDatabase();
    const ports = [await freePort(), await freePort()];
    const base = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      BUILD_DIR: fakeBuild(),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "error",
      ...BOOKING_ENV,
      RATE_LIMIT_MAX: "1000",
    };
    // One at a time: the first creates the schema and the signing key, the second finds them.
    for (const port of ports) await startServerProcess({ ...base, PORT: String(port) }, children);
    const urls = ports.map((p) => `http://127.0.0.1:${p}`);
    const start = ((await slots(urls[0]!, "?days=31")).body as SlotsBody).slots[5]!.start;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(urls[i % 2]!, "/api/bookings", person(start), { headers: fromUnique() }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(38);
    const direct = await openDatabase({ DATABASE_URL: databaseUrl, SQLITE_PATH: "" });
    try {
      const rows = await direct.kysely
        .selectFrom("booking_seats")
        .selectAll()
        .where("slot_start", "=", start)
        .execute();
      expect(rows).toHaveLength(2);
    } finally {
      await direct.close();
    }
    // A booking made through one process is managed through the other: they share the signing key.
    const other = ((await slots(urls[0]!, "?days=31")).body as SlotsBody).slots[6]!.start;
    const booked = await post(urls[0]!, "/api/bookings", person(other), { headers: fromUnique() });
    const cancel = await post(urls[1]!, `/api/bookings/manage/${tokenOf(booked)}/cancel`, undefined, {
      headers: fromUnique(),
    });
    expect(cancel.status).toBe(200);
  });
});
