import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agenda } from "../../app/features/admin/agenda.ts";
import type { BookingService } from "../../app/features/booking/service.ts";
import { localDate } from "../../app/features/booking/format.ts";
import { createAgenda } from "../../server/admin/agenda.ts";
import { offlineAgenda } from "../../server/admin/offline-agenda.ts";
import { offlinePage } from "../../app/features/admin/offline/offline-page.ts";
import { createSubscribers } from "../../server/admin/subscribers.ts";
import { bookingRules } from "../../server/booking/feature.ts";
import { createBookingService } from "../../server/booking/service.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { parseEnv } from "../../server/env.ts";
import { createSubmissionGuard } from "../../server/leads/guard.ts";
import { createSigner } from "../../server/secrets.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

// A Monday morning in New York: the next 14 days hold offered slots on weekdays.
const NOW = Date.parse("2026-11-30T13:00:00Z");
const STAFF = "owner@example.com";
const visitor = {
  user_name: "Ada Lovelace",
  user_email: "ada@example.com",
  user_phone: "(213) 555-0101",
  address: "12 Elm St, Pasadena, CA",
};

describe.each(DIALECTS)("the back office's agenda and subscribers on %s (issue 14)", (dialect) => {
  let db: Db;
  let booking: BookingService;
  let agenda: Agenda;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...(await databaseEnv(dialect, pg())) });
    const env = parseEnv({ BOOKING_MIN_NOTICE_HOURS: "0", BOOKING_CAPACITY: "1" });
    booking = createBookingService({
      db,
      rules: bookingRules(env),
      serviceArea: { center: env.SERVICE_AREA_CENTER, radiusMiles: env.SERVICE_AREA_RADIUS_MILES },
      signer: createSigner(Buffer.alloc(32, 7)),
      guard: createSubmissionGuard({ db: db.kysely, rateLimit: { max: 1000, windowSeconds: 60 } }),
      siteUrl: env.SITE_URL,
      organizerEmail: env.LEADS_TO_EMAIL,
      now: () => NOW,
    });
    agenda = createAgenda({ db, booking, now: () => NOW });
  });
  afterAll(async () => {
    await db?.close();
  });

  const offered = async () => (await agenda.view()).freeStarts;
  const jobsOf = async (id: string) =>
    (
      await db.kysely
        .selectFrom("outbox")
        .select(["job", "payload"])
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .execute()
    ).map((j) => `${j.job}:${(JSON.parse(j.payload) as { event: string }).event}`);

  it("lists the next 14 days' consultations by day, in time order", async () => {
    const [first, second] = await offered();
    const a = await booking.book({ ...visitor, start: second }, { ip: "198.51.100.1" });
    const b = await booking.book(
      { ...visitor, user_email: "grace@example.com", user_name: "Grace Hopper", start: first },
      { ip: "198.51.100.1" },
    );
    expect([a.status, b.status]).toEqual(["created", "created"]);
    const view = await agenda.view();
    expect(view.today).toBe("2026-11-30");
    expect(view.days.flatMap((d) => d.visits.map((v) => v.name))).toEqual(["Grace Hopper", "Ada Lovelace"]);
    expect(view.freeStarts).not.toContain(first);
  });

  it("cancels for the customer: the same e-mails as their own cancellation, recorded as the staff member's, audited", async () => {
    const view = await agenda.view();
    const ada = view.days.flatMap((d) => d.visits).find((v) => v.name === "Ada Lovelace")!;
    expect(await agenda.cancel(ada.id, STAFF)).toMatchObject({ ok: true });
    const row = await db.kysely.selectFrom("bookings").selectAll().where("id", "=", ada.id).executeTakeFirstOrThrow();
    expect([row.status, row.cancelled_by]).toEqual(["cancelled", STAFF]);
    const jobs = await jobsOf(ada.id);
    expect(jobs.filter((j) => j.endsWith(":cancelled")).sort()).toEqual([
      "booking_business:cancelled",
      "booking_visitor:cancelled",
    ]);
    const entry = await db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_id", "=", ada.id)
      .executeTakeFirstOrThrow();
    expect([entry.actor, entry.action]).toEqual([STAFF, "booking_cancelled"]);
    expect(await agenda.move(ada.id, (await offered())[0]!, STAFF)).toMatchObject({
      ok: false,
      message: expect.stringContaining("cancelled"),
    });
  });

  it("moves a consultation to a free time with the moved e-mails, and refuses a taken or off-grid one", async () => {
    const view = await agenda.view();
    const grace = view.days.flatMap((d) => d.visits).find((v) => v.name === "Grace Hopper")!;
    const free = await offered();
    const other = await booking.book(
      { ...visitor, user_email: "alan@example.com", user_name: "Alan Turing", start: free[2]! },
      { ip: "198.51.100.1" },
    );
    expect(other.status).toBe("created");
    expect(await agenda.move(grace.id, free[2]!, STAFF)).toMatchObject({
      ok: false,
      message: "That time was just taken. Please choose another.",
    });
    expect(await agenda.move(grace.id, "2026-12-01T15:07:00Z", STAFF)).toMatchObject({ ok: false });
    expect(await agenda.move(grace.id, "", STAFF)).toMatchObject({ ok: false, field: "start" });
    expect(await agenda.move(grace.id, free[3]!, STAFF)).toMatchObject({ ok: true });
    const row = await db.kysely.selectFrom("bookings").selectAll().where("id", "=", grace.id).executeTakeFirstOrThrow();
    expect(row.start_at).toBe(free[3]);
    expect((await jobsOf(grace.id)).filter((j) => j.endsWith(":moved")).sort()).toEqual([
      "booking_business:moved",
      "booking_visitor:moved",
    ]);
    const moved = await db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "booking_moved")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(moved.detail)).toEqual({ from: grace.start, to: free[3] });
  });

  it("closes a day (no slot is offered on it, a booked one is counted) and opens it again, audited; refuses a past or bad date", async () => {
    const free = await offered();
    const date = free[0]!.slice(0, 10);
    const closed = await agenda.closeDay(date, STAFF, "198.51.100.1");
    expect(closed).toMatchObject({ ok: true });
    expect((await offered()).some((s) => s.startsWith(date))).toBe(false);
    expect((await agenda.view()).closedDays).toContainEqual({ date, source: "staff", createdBy: STAFF });
    expect(await agenda.openDay(date, STAFF, "198.51.100.1")).toMatchObject({ ok: true });
    expect((await agenda.view()).closedDays.map((c) => c.date)).not.toContain(date);
    expect(await agenda.closeDay("2026-11-29", STAFF, "198.51.100.1")).toMatchObject({ ok: false, field: "date" });
    expect(await agenda.closeDay("2026-02-30", STAFF, "198.51.100.1")).toMatchObject({ ok: false, field: "date" });
    expect(await agenda.openDay("2027-01-01", STAFF, "198.51.100.1")).toMatchObject({ ok: false });
    const actions = await db.kysely
      .selectFrom("audit_log")
      .select("action")
      .where("subject_kind", "=", "closed_date")
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(["closed_day_added", "closed_day_removed"]);
  });

  it("counts, filters, exports and unsubscribes newsletter subscribers as their own link would", async () => {
    const at = "2026-11-20T12:00:00.000Z";
    await db.kysely
      .insertInto("newsletter_subscribers")
      .values([
        {
          id: "s1",
          created_at: at,
          email: "active@example.com",
          confirmed_at: at,
          unsubscribed_at: null,
          client_ip: "",
        },
        {
          id: "s2",
          created_at: at,
          email: "pending@example.com",
          confirmed_at: null,
          unsubscribed_at: null,
          client_ip: "",
        },
        { id: "s3", created_at: at, email: "gone@example.com", confirmed_at: at, unsubscribed_at: at, client_ip: "" },
        { id: "s4", created_at: at, email: "=cmd@example.com", confirmed_at: at, unsubscribed_at: null, client_ip: "" },
      ])
      .execute();
    const subscribers = createSubscribers({ db: db.kysely, now: () => NOW });
    const all = await subscribers.list({ q: "", state: "", page: 1 });
    expect(all.counts).toEqual({ active: 2, pending: 1, unsubscribed: 1 });
    expect((await subscribers.list({ q: "", state: "pending", page: 1 })).items.map((s) => s.email)).toEqual([
      "pending@example.com",
    ]);
    expect((await subscribers.list({ q: "ACTIVE", state: "", page: 1 })).items.map((s) => s.email)).toEqual([
      "active@example.com",
    ]);
    const csv = await subscribers.csv({ q: "", state: "active", page: 1 });
    expect(csv.split("\r\n")[0]).toBe("email,state,created_at,confirmed_at,unsubscribed_at");
    expect(csv).toContain("'=cmd@example.com");
    expect(await subscribers.unsubscribe("s1", STAFF, "198.51.100.1")).toMatchObject({ ok: true });
    expect((await subscribers.find("s1"))!.state).toBe("unsubscribed");
    expect(await subscribers.unsubscribe("s1", STAFF, "198.51.100.1")).toMatchObject({
      ok: true,
      message: expect.stringContaining("already"),
    });
    expect(await subscribers.unsubscribe("nope", STAFF, "198.51.100.1")).toMatchObject({ ok: false });
    const entry = await db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "subscriber_unsubscribed")
      .execute();
    expect(entry.map((e) => [e.actor, e.subject_id])).toEqual([[STAFF, "s1"]]);
  });
  it("keeps for the installed app only today's and tomorrow's confirmed visits, with what is needed at the door (issue 40)", async () => {
    const { timeZone, today } = await agenda.view();
    const tomorrow = "2026-12-01";
    const starts = await offered();
    const on = (date: string) => starts.find((start) => localDate(start, timeZone) === date)!;
    const later = starts.find((start) => localDate(start, timeZone) > tomorrow)!;
    const book = async (name: string, start: string, extra: Record<string, unknown> = {}) => {
      const answer = await booking.book({ ...visitor, user_name: name, start, ...extra }, { ip: "198.51.100.1" });
      expect(answer.status).toBe("created");
    };
    await book("Tia Today", on(today), {
      message: "Gate code 4411",
      address: "1 Main St, Los Angeles, CA",
      swatches: ["roller-arctic-white", "mini-cream"],
    });
    await book("Tom Tomorrow", on(tomorrow));
    await book("Lee Later", later);
    const kept = await offlineAgenda(agenda, NOW);
    expect(kept.days.map((d) => d.date)).toEqual([today, tomorrow]);
    expect(kept.updatedLabel).toBe("Monday, November 30, 2026 at 8:00 AM ET");
    const visits = kept.days.flatMap((d) => d.visits);
    expect(visits.map((v) => v.name)).toEqual(expect.arrayContaining(["Tia Today", "Tom Tomorrow"]));
    expect(visits.map((v) => v.name)).not.toContain("Lee Later");
    // A cancelled visit is not one to drive to.
    expect(visits.map((v) => v.name)).not.toContain("Ada Lovelace");
    expect(visits.find((v) => v.name === "Tia Today")).toMatchObject({
      phone: visitor.user_phone,
      address: "1 Main St, Los Angeles, CA",
      place: "1 Main St, Los Angeles, CA",
      message: "Gate code 4411",
      // The swatches the customer asked for (issue 36) go to the door too, as the consultant picks them off the shelf.
      swatches: [
        "Arctic White · Roller Shades · Light-filtering (roller-arctic-white)",
        "Cream · Mini Blinds (mini-cream)",
      ],
    });
    expect(visits.find((v) => v.name === "Tom Tomorrow")!.swatches).toEqual([]);
    // The offline page lists them under the visit.
    const page = offlinePage(kept);
    expect(page).toContain("Swatches to bring (2):");
    expect(page).toContain("<li>Cream · Mini Blinds (mini-cream)</li>");
  });
});
