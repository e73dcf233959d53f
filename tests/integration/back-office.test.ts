import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackOffice, InboxFilter } from "../../app/features/admin/back-office.ts";
import { createBackOffice } from "../../server/admin/back-office.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { requeueFailed } from "../../server/jobs/queue.ts";
import { applyRetention } from "../../server/privacy/retention.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const ALL: InboxFilter = { q: "", kind: "", status: "", locale: "", from: "", to: "", page: 1 };
const TZ = "America/New_York";
const CLIENT = { ip: "198.51.100.4" };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

async function seed(db: Db) {
  const contact = (n: number, created_at: string, name: string, email: string, phone: string, message: string) => ({
    id: id(n),
    created_at,
    user_name: name,
    user_email: email,
    user_phone: phone,
    message,
    location_address: "12 Elm St, Pasadena",
    location_lat: 34.15,
    location_lng: -118.14,
    client_ip: "",
    user_agent: "",
  });
  await db.kysely
    .insertInto("contact_messages")
    .values([
      contact(
        1,
        "2026-11-20T15:00:00.000Z",
        "Ada Lovelace",
        "ada@example.com",
        "(213) 555-0101",
        "Bay window shutters",
      ),
      contact(2, "2026-11-21T15:00:00.000Z", '=HYPERLINK("x")', "mallory@example.com", "", "100% blackout_please"),
    ])
    .execute();
  await db.kysely
    .insertInto("quote_requests")
    .values({
      id: id(3),
      created_at: "2026-11-22T04:30:00.000Z", // 11:30 PM on Nov 21 in New York
      user_name: "Grace Hopper",
      user_email: "grace@example.com",
      user_phone: "310 555 0199",
      product_type: "Shades",
      product_model: "Roller Shades",
      custom_product_model: "",
      quantity: 2,
      window_dimensions: "Living Room: 36 × 48 in, inside mount, ×2",
      preferred_color: "",
      preferred_material: "",
      installation_required: "yes",
      message: "",
      windows: JSON.stringify([{ room: "Living Room", width_in: 36, height_in: 48, mount: "inside", quantity: 2 }]),
      estimate_low: 400,
      estimate_high: 520,
      // Made on the Spanish site (issue 32).
      locale: "es",
      client_ip: "",
      user_agent: "",
    })
    .execute();
  await db.kysely
    .insertInto("bookings")
    .values({
      id: id(4),
      created_at: "2026-11-23T15:00:00.000Z",
      updated_at: "2026-11-23T15:00:00.000Z",
      status: "cancelled",
      start_at: "2026-12-01T15:00:00Z",
      end_at: "2026-12-01T16:00:00Z",
      user_name: "Alan Turing",
      user_email: "alan@example.com",
      user_phone: "213 555 0142",
      address: "7 Bletchley Rd",
      location_lat: null,
      location_lng: null,
      rooms: 3,
      message: "Bedroom blackout",
      outside_service_area: 0,
      sequence: 1,
      cancelled_at: "2026-11-24T15:00:00.000Z",
      cancelled_by: "customer",
      client_ip: "",
      user_agent: "",
    })
    .execute();
  const job = (n: number, status: "delivered" | "failed", lead: number) => ({
    id: id(100 + n),
    created_at: "2026-11-20T15:00:01.000Z",
    job: "notify",
    lead_kind: "contact",
    lead_id: id(lead),
    payload: JSON.stringify({ kind: "contact" }),
    status,
    next_attempt_at: "2026-11-20T15:00:01.000Z",
    locked_until: null,
    last_error: status === "failed" ? "550 mailbox unavailable" : null,
    delivered_at: status === "delivered" ? "2026-11-20T15:00:02.000Z" : null,
  });
  await db.kysely
    .insertInto("outbox")
    .values([job(1, "delivered", 1), job(2, "failed", 1)])
    .execute();
}

describe.each(DIALECTS)("the back office's inbox and lead page on %s (issue 14)", (dialect) => {
  let db: Db;
  let office: BackOffice;
  let clock = Date.parse("2026-11-25T12:00:00Z");
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...(await databaseEnv(dialect, pg())) });
    office = createBackOffice({
      db,
      timeZone: TZ,
      retentionDays: 90,
      photoUrl: (p) => `/photo/${p}`,
      now: () => clock,
    });
    await seed(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const names = async (filter: Partial<InboxFilter>) =>
    (await office.inbox({ ...ALL, ...filter })).items.map((i) => i.name);

  it("lists every kind of lead newest first, all new", async () => {
    const page = await office.inbox(ALL);
    expect(page.items.map((i) => [i.kind, i.name, i.status])).toEqual([
      ["booking", "Alan Turing", "new"],
      ["quote", "Grace Hopper", "new"],
      ["contact", '=HYPERLINK("x")', "new"],
      ["contact", "Ada Lovelace", "new"],
    ]);
    expect(page.items[0]!.state).toBe("cancelled");
    expect(page.items[0]!.stateBadge).toBe("Cancelled");
    expect(page).toMatchObject({ total: 4, page: 1, pages: 1, newCount: 4 });
  });

  it("writes a consultation's time in the business's zone, as staff read it, never the stored instant", async () => {
    const page = await office.inbox(ALL);
    // 2026-12-01T15:00:00Z is 10:00 AM in the zone these tests run the business in (America/New_York).
    expect(page.items[0]!.summary).toBe("Tue, Dec 1 · 10:00 AM ET · 7 Bletchley Rd");
    expect(page.items[0]!.summary).not.toContain("2026-12-01T15:00:00Z");
  });

  it("gives each lead the place its directions link goes to: the picked point, else the address (issue 40)", async () => {
    const page = await office.inbox(ALL);
    expect(page.items.map((i) => [i.name, i.place])).toEqual([
      ["Alan Turing", "7 Bletchley Rd"],
      ["Grace Hopper", null],
      ['=HYPERLINK("x")', "34.15,-118.14"],
      ["Ada Lovelace", "34.15,-118.14"],
    ]);
  });

  it("finds leads by name, e-mail, phone as typed or in other spacing, and text, case-insensitively", async () => {
    expect(await names({ q: "lovelace" })).toEqual(["Ada Lovelace"]);
    expect(await names({ q: "GRACE@" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "213-555-0101" })).toEqual(["Ada Lovelace"]);
    expect(await names({ q: "5550142" })).toEqual(["Alan Turing"]);
    expect(await names({ q: "roller" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "bletchley" })).toEqual(["Alan Turing"]);
    // % and _ are searched for as themselves.
    expect(await names({ q: "% blackout" })).toEqual(['=HYPERLINK("x")']);
    expect(await names({ q: "bla_k" })).toEqual([]);
  });

  it("filters by kind, status and the business's calendar days", async () => {
    expect(await names({ kind: "contact" })).toEqual(['=HYPERLINK("x")', "Ada Lovelace"]);
    expect(await names({ from: "2026-11-21", to: "2026-11-21" })).toEqual(["Grace Hopper", '=HYPERLINK("x")']);
    expect(await names({ from: "2026-11-23" })).toEqual(["Alan Turing"]);
    expect(await names({ status: "contacted" })).toEqual([]);
  });

  it("shows each lead's language, filters by it, and exports it (issue 32)", async () => {
    const page = await office.inbox(ALL);
    expect(page.items.map((i) => [i.name, i.locale])).toEqual([
      ["Alan Turing", "en"],
      ["Grace Hopper", "es"],
      ['=HYPERLINK("x")', "en"],
      ["Ada Lovelace", "en"],
    ]);
    expect(await names({ locale: "es" })).toEqual(["Grace Hopper"]);
    expect(await names({ locale: "en" })).toEqual(["Alan Turing", '=HYPERLINK("x")', "Ada Lovelace"]);
    const lead = (await office.lead("quote", id(3)))!;
    expect(lead.fields).toContainEqual({ label: "Language", value: "Spanish" });
    const csv = (await office.inboxCsv({ ...ALL, locale: "es" })).trimEnd().split("\r\n");
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^Quote request,[^,]+,[^,]+,New,es,Grace Hopper,/);
  });

  it("moves a lead along the pipeline with a note, keeps the history and counts it out of the new ones", async () => {
    const answer = await office.changePipeline(
      "quote",
      id(3),
      { status: "contacted", note: "Called, visit Tuesday" },
      "owner@example.com",
      CLIENT,
    );
    expect(answer).toEqual({ ok: true });
    clock += 60_000;
    await office.changePipeline(
      "quote",
      id(3),
      { status: "contacted", note: "Sent samples" },
      "fitter@example.com",
      CLIENT,
    );
    expect(await names({ status: "contacted" })).toEqual(["Grace Hopper"]);
    expect((await office.inbox(ALL)).newCount).toBe(3);
    const lead = (await office.lead("quote", id(3)))!;
    expect(lead.status).toBe("contacted");
    expect(lead.notes.map((n) => [n.author, n.body])).toEqual([
      ["fitter@example.com", "Sent samples"],
      ["owner@example.com", "Called, visit Tuesday"],
    ]);
    expect(lead.history.map((h) => [h.actor, h.action, h.detail])).toEqual([
      ["owner@example.com", "status_changed", { from: "new", to: "contacted", note: true }],
      ["fitter@example.com", "note_added", {}],
    ]);
    expect(lead.windows).toEqual([{ room: "Living Room", width_in: 36, height_in: 48, mount: "inside", quantity: 2 }]);
    expect(lead.estimate).toEqual({ low: 400, high: 520 });
  });

  it("refuses a change to a lead that does not exist and an over-long note", async () => {
    expect(
      await office.changePipeline("quote", id(99), { status: "won", note: "" }, "owner@example.com", CLIENT),
    ).toMatchObject({ ok: false });
    expect(
      await office.changePipeline(
        "quote",
        id(3),
        { status: "won", note: "x".repeat(2001) },
        "owner@example.com",
        CLIENT,
      ),
    ).toMatchObject({ ok: false, fields: { note: expect.any(String) } });
    expect((await office.lead("quote", id(3)))!.status).toBe("contacted");
  });

  it("shows a contact's location and e-mails, and sends a failed or delivered e-mail again", async () => {
    const lead = (await office.lead("contact", id(1)))!;
    expect(lead.location).toEqual({ lat: 34.15, lng: -118.14, address: "12 Elm St, Pasadena" });
    expect(lead.fields.map((f) => f.label)).not.toContain("client_ip");
    expect(lead.deliveries.map((d) => [d.status, d.canResend, d.cleared])).toEqual([
      ["delivered", true, false],
      ["failed", true, false],
    ]);
    expect(await office.resend("contact", id(1), id(102), "owner@example.com", CLIENT)).toEqual({ ok: true });
    expect(await office.resend("contact", id(1), id(101), "owner@example.com", CLIENT)).toEqual({ ok: true });
    // The requeued one is on its way: not offered again until it is done.
    expect(await office.resend("contact", id(1), id(102), "owner@example.com", CLIENT)).toMatchObject({ ok: false });
    // Another lead's delivery is not this lead's to resend.
    expect(await office.resend("quote", id(3), id(101), "owner@example.com", CLIENT)).toMatchObject({ ok: false });
    const after = (await office.lead("contact", id(1)))!;
    expect(after.deliveries.map((d) => d.status).sort()).toEqual(["delivered", "pending", "pending"]);
    expect(after.history.map((h) => h.action)).toEqual(["email_resent", "email_resent"]);
  });

  it("does not offer nor accept 'Send again' once retention has cleared an e-mail's copy", async () => {
    const old = "2026-08-01T15:00:00.000Z"; // 116 days before the clock
    const job = (n: number, status: "delivered" | "failed") => ({
      id: id(200 + n),
      created_at: old,
      job: "notify",
      lead_kind: "contact",
      lead_id: id(2),
      payload: JSON.stringify({ kind: "contact", user_email: "mallory@example.com" }),
      status,
      next_attempt_at: old,
      locked_until: null,
      last_error: status === "failed" ? "550 mailbox unavailable" : null,
      delivered_at: status === "delivered" ? old : null,
    });
    await db.kysely
      .insertInto("outbox")
      .values([job(1, "delivered"), job(2, "failed")])
      .execute();
    await applyRetention(db.kysely, clock, 90);

    const lead = (await office.lead("contact", id(2)))!;
    expect(lead.deliveries.map((d) => [d.status, d.canResend, d.cleared])).toEqual([
      ["delivered", false, true],
      ["failed", false, true],
    ]);
    for (const delivery of [id(201), id(202)]) {
      const answer = await office.resend("contact", id(2), delivery, "owner@example.com", CLIENT);
      expect(answer).toEqual({
        ok: false,
        message: "Its copy was cleared after 90 days, as the privacy policy promises, so it cannot be sent again.",
      });
    }
    // Nor does `npm run leads -- retry` queue the failed one: it would go out empty.
    expect(await requeueFailed(db.kysely, clock, [id(202)])).toBe(0);
    const jobs = await db.kysely.selectFrom("outbox").select("status").where("lead_id", "=", id(2)).execute();
    expect(jobs.map((j) => j.status).sort()).toEqual(["delivered", "failed"]);
    expect((await office.lead("contact", id(2)))!.history).toEqual([]);
  });

  it("exports the filtered leads as CSV a spreadsheet opens safely", async () => {
    const csv = await office.inboxCsv({ ...ALL, kind: "contact" });
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("kind,id,created_at,status,locale,name,email,phone,summary,state");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain("Ada Lovelace");
  });
});

describe.each(DIALECTS)("the inbox's pages on %s (issue 14)", (dialect) => {
  let db: Db;
  let office: BackOffice;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...(await databaseEnv(dialect, pg())) });
    office = createBackOffice({ db, timeZone: TZ, retentionDays: 90, photoUrl: (p) => `/photo/${p}` });
    // 60 messages, two to a minute: pages must split leads received at the same moment cleanly.
    const rows = Array.from({ length: 60 }, (_, n) => ({
      id: id(1000 + n),
      created_at: new Date(Date.parse("2026-11-01T12:00:00Z") + Math.floor(n / 2) * 60_000).toISOString(),
      user_name: `Person ${n}`,
      user_email: `person${n}@example.com`,
      user_phone: "",
      message: n % 3 === 0 ? "Shutters" : "Blinds",
      location_address: "",
      location_lat: null,
      location_lng: null,
      client_ip: "",
      user_agent: "",
    }));
    await db.kysely.insertInto("contact_messages").values(rows).execute();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("splits the leads into pages of 25, newest first, each lead on exactly one page", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => office.inbox({ ...ALL, page })));
    expect(pages.map((p) => [p.page, p.pages, p.total, p.items.length])).toEqual([
      [1, 3, 60, 25],
      [2, 3, 60, 25],
      [3, 3, 60, 10],
    ]);
    const seen = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(seen).size).toBe(60);
    const times = pages.flatMap((p) => p.items.map((i) => i.created_at));
    expect(times).toEqual([...times].sort().reverse());
    // A page past the last shows the last one.
    expect((await office.inbox({ ...ALL, page: 9 })).page).toBe(3);
  });

  it("pages the filtered view, and exports all of it", async () => {
    const first = await office.inbox({ ...ALL, q: "shutters", page: 1 });
    const second = await office.inbox({ ...ALL, q: "shutters", page: 2 });
    expect([first.total, first.pages, first.items.length, second.items.length]).toEqual([20, 1, 20, 20]);
    const blinds = await office.inbox({ ...ALL, q: "blinds", page: 2 });
    expect([blinds.total, blinds.pages, blinds.items.length]).toEqual([40, 2, 15]);
    expect(blinds.items.every((i) => i.summary === "Blinds")).toBe(true);
    const csv = await office.inboxCsv({ ...ALL, q: "blinds", page: 2 });
    expect(csv.trimEnd().split("\r\n")).toHaveLength(41);
  });
});
