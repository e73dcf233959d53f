/**
 * Free swatches (issue 36) on both databases, through the real server: the catalogue and the order's contract, the
 * site's limits, the household rule (raced), the e-mails in the customer's language, fulfilment, a booking that
 * brings swatches, and a person's privacy export and erasure.
 */
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SWATCHES } from "../../app/content/swatches.ts";
import type { SwatchService } from "../../app/features/swatches/service.ts";
import { createAgenda } from "../../server/admin/agenda.ts";
import { bookingFeature, bookingRules } from "../../server/booking/feature.ts";
import { createBookingService } from "../../server/booking/service.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { parseEnv } from "../../server/env.ts";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { createSubmissionGuard } from "../../server/leads/guard.ts";
import type { RunningServer } from "../../server/main.ts";
import { privacyErase, privacyExport } from "../../server/privacy/requests.ts";
import { createSigner } from "../../server/secrets.ts";
import { swatchesFeature } from "../../server/swatches/feature.ts";
import { createSwatchService } from "../../server/swatches/service.ts";
import { insertOrder } from "../../server/swatches/store.ts";
import { SmtpSink, type SunkMail } from "../mocks/smtp-sink.ts";
import { databaseEnv, DIALECTS, eventually, post, startApp, validSwatchOrder, type Posted } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";
import { forFile } from "./for-file.ts";

const pg = postgresForFile();
const sink = forFile("The SMTP sink", () => new SmtpSink().start());

let ipCounter = 0;
/** Each request from its own address (through one trusted proxy), so only the rate-limit test meets the limit. */
const fromUnique = () => {
  const n = ++ipCounter;
  return { "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

let householdCounter = 0;
/** A valid order from a household of its own: its own street number and e-mail address. */
const household = (changes: Record<string, unknown> = {}) => {
  const n = ++householdCounter;
  return { ...validSwatchOrder, address_line1: `${n} Sunset Blvd`, user_email: `home${n}@example.com`, ...changes };
};

const BUSINESS_INBOX = "orders@amberwood.test";

describe.each(DIALECTS)("free swatches on %s", (dialect) => {
  let app: RunningServer;
  let db: Db;
  let env: Record<string, string>;
  /** A second service over the same database, as the back office's actions reach it. */
  let staffSide: SwatchService;

  beforeAll(async () => {
    env = {
      ...(await databaseEnv(dialect, pg())),
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "3",
      RATE_LIMIT_WINDOW_S: "600",
      SMTP_URL: sink().url,
      OUTBOX_POLL_MS: "50",
      LEADS_TO_EMAIL: BUSINESS_INBOX,
      SITE_URL: "https://amberwood.test",
      SECRET_KEY: "a-secret-key-for-the-swatch-tests",
      BOOKING_MIN_NOTICE_HOURS: "0",
    };
    app = await startApp(env, [swatchesFeature, bookingFeature]);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
    staffSide = createSwatchService({
      db,
      signer: createSigner(Buffer.from(env.SECRET_KEY!)),
      guard: createSubmissionGuard({ db: db.kysely, rateLimit: { max: 1000, windowSeconds: 60 } }),
      secureCookies: true,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const order = (body: unknown, headers: Record<string, string> = fromUnique()) =>
    post(app.url, "/api/swatches", body, { headers });
  const stored = () => db.kysely.selectFrom("swatch_orders").selectAll().execute();
  const mailTo = (address: string, subject: RegExp) =>
    eventually(async () => {
      const found = sink().messages.find((m) => m.to.includes(address) && subject.test(m.subject));
      if (!found) throw new Error(`no e-mail to ${address} matching ${subject}`);
      return found;
    });

  describe("the catalogue", () => {
    it("lists every swatch with its name, style, colour and, for fabrics, opacity; in Spanish on request", async () => {
      const answer = await fetch(`${app.url}/api/swatches/catalogue`);
      expect(answer.status).toBe(200);
      const { swatches } = (await answer.json()) as { swatches: Record<string, string>[] };
      expect(swatches.map((s) => s.id)).toEqual(SWATCHES.map((s) => s.id));
      expect(swatches.find((s) => s.id === "roller-arctic-white")).toEqual({
        id: "roller-arctic-white",
        name: "Arctic White",
        style: "shades/roller",
        opacity: "light-filtering",
        color: "#F5F4EF",
      });
      expect(swatches.find((s) => s.id === "finial-antique-brass")).not.toHaveProperty("opacity");
      const spanish = (await (await fetch(`${app.url}/api/swatches/catalogue?locale=es`)).json()) as typeof answer;
      expect(JSON.stringify(spanish)).toContain("Blanco ártico");
    });

    it("lists exactly the ids an order takes: every one of them, ten at a time, is accepted", async () => {
      const { swatches } = (await (await fetch(`${app.url}/api/swatches/catalogue`)).json()) as {
        swatches: { id: string }[];
      };
      for (let i = 0; i < swatches.length; i += 10) {
        const batch = swatches.slice(i, i + 10).map((s) => s.id);
        const answer = await order(household({ swatches: batch }));
        expect(answer.status, batch.join()).toBe(201);
      }
    });
  });

  describe("an order", () => {
    it("is stored with its swatches and answered 201 with its id, from JSON or a form", async () => {
      const json = await order(household());
      expect(json.status).toBe(201);
      expect(json.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const { swatches: _list, ...fields } = household({ state: "ca" });
      const form = new URLSearchParams(fields);
      form.append("swatches", "mini-cream");
      form.append("swatches", "mini-pewter");
      const posted = await order(form);
      expect(posted.status).toBe(201);
      const row = (await stored()).find((r) => r.id === posted.body.id);
      expect(row).toMatchObject({ status: "to_pack", state: "CA", swatches: '["mini-cream","mini-pewter"]' });
    });

    it("refuses unknown, repeated, too many or no swatches, and a wrong address, with a message per field", async () => {
      const refused = async (changes: Record<string, unknown>) => {
        const answer = await order(household(changes));
        expect(answer.status, JSON.stringify(changes)).toBe(400);
        expect(answer.body.error).toBe("invalid");
        return answer.body.fields as Record<string, string>;
      };
      expect((await refused({ swatches: ["mini-cream", "tartan"] })).swatches).toBe(
        "There is no swatch “tartan” in our catalogue",
      );
      expect((await refused({ swatches: ["mini-cream", "mini-cream"] })).swatches).toBe(
        "The swatch “mini-cream” is listed twice",
      );
      const eleven = SWATCHES.slice(0, 11).map((s) => s.id);
      expect((await refused({ swatches: eleven })).swatches).toBe("Please choose at most 10 swatches");
      expect((await refused({ swatches: [] })).swatches).toBe("Please add at least one swatch");
      expect((await refused({ zip: "900" })).zip).toMatch(/5-digit ZIP code/);
      expect((await refused({ state: "NY" })).zip).toBe("This ZIP code is not in that state: please check both");
      expect((await refused({ state: "XX" })).state).toMatch(/two-letter code/);
      const unnamed = await refused({ user_name: "", city: "" });
      expect(Object.keys(unnamed).sort()).toEqual(["city", "user_name"]);
    });

    it("answers a bot's honeypot like a success and stores nothing; a wrong body type 415", async () => {
      const before = (await stored()).length;
      const bot = await order(household({ website: "http://spam.example" }));
      expect(bot.status).toBe(201);
      expect((await stored()).length).toBe(before);
      const text = await post(app.url, "/api/swatches", "swatches=mini-cream", { type: "text/plain" });
      expect(text.status).toBe(415);
    });

    it("is rate limited per client address, with Retry-After", async () => {
      const same = fromUnique();
      const answers: Posted[] = [];
      for (let i = 0; i < 4; i++) answers.push(await order(household(), same));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
      expect(answers[3]!.headers.get("retry-after")).toMatch(/^\d+$/);
    });
  });

  describe("the household rule", () => {
    it("refuses a second order to the same address, however it is written, or the same e-mail, within 30 days", async () => {
      const first = household({ address_line1: "77 North Vermont Avenue", address_line2: "Apartment 3", zip: "90004" });
      expect((await order(first)).status).toBe(201);
      const sameAddress = await order(
        household({ address_line1: "77 N. Vermont Ave", address_line2: "#3", zip: "90004-1234" }),
      );
      expect(sameAddress.status).toBe(409);
      expect(sameAddress.body).toEqual({
        ok: false,
        error: "recently_sent",
        message: expect.stringMatching(/already mailed swatches to this address or e-mail address/),
      });
      const sameEmail = await order(household({ user_email: first.user_email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      const inSpanish = await order(household({ user_email: first.user_email, locale: "es" }));
      expect(inSpanish.body.message).toMatch(/Ya enviamos muestras/);
      // The neighbour next door is another household.
      expect(
        (await order(household({ address_line1: "77 N Vermont Ave", address_line2: "Apt 4", zip: "90004" }))).status,
      ).toBe(201);
    });

    it("lets only one of many orders racing for one household through", async () => {
      const racers = Array.from({ length: 8 }, (_, i) =>
        household({ address_line1: "500 Race St", zip: "90013", user_email: `racer${i}@example.com` }),
      );
      const answers = await Promise.all(racers.map((body) => order(body)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      const sameEmail = Array.from({ length: 6 }, (_, i) =>
        household({ address_line1: `${600 + i} Race St`, zip: "90013", user_email: "one.inbox@example.com" }),
      );
      const emailAnswers = await Promise.all(sameEmail.map((body) => order(body)));
      expect(emailAnswers.filter((a) => a.status === 201)).toHaveLength(1);
      const rows = await stored();
      expect(rows.filter((r) => r.address_line1 === "500 Race St")).toHaveLength(1);
      expect(rows.filter((r) => r.user_email === "one.inbox@example.com")).toHaveLength(1);
    });

    it("lets the household order again once 30 days have passed", async () => {
      const keys = ["address:1renewalst|90012", "email:renewal@example.com"];
      const row = (id: string, created_at: string) => ({
        id,
        created_at,
        updated_at: created_at,
        status: "to_pack" as const,
        swatches: '["mini-cream"]',
        user_name: "Renewal",
        user_email: "renewal@example.com",
        user_phone: "",
        address_line1: "1 Renewal St",
        address_line2: "",
        city: "Los Angeles",
        state: "CA",
        zip: "90012",
        client_ip: "",
        user_agent: "",
      });
      const start = Date.parse("2026-01-01T12:00:00Z");
      const day = 86_400_000;
      expect(
        await insertOrder(db.kysely, row(crypto.randomUUID(), "2026-01-01"), keys, { jobs: [], push: null }, start),
      ).toBe("created");
      expect(
        await insertOrder(
          db.kysely,
          row(crypto.randomUUID(), "2026-01-30"),
          keys,
          { jobs: [], push: null },
          start + 29 * day,
        ),
      ).toBe("recently_sent");
      expect(
        await insertOrder(
          db.kysely,
          row(crypto.randomUUID(), "2026-02-01"),
          keys,
          { jobs: [], push: null },
          start + 31 * day,
        ),
      ).toBe("created");
    });
  });

  describe("e-mails and fulfilment", () => {
    it("thanks the customer in their language with the list and its colour chips, and tells the business in English", async () => {
      const body = household({
        locale: "es",
        user_name: "Lucía Gómez",
        swatches: ["roller-arctic-white", "mini-cream"],
      });
      const created = await order(body);
      expect(created.status).toBe(201);
      const thanks = await mailTo(body.user_email, /Estamos preparando sus muestras gratis/);
      expect(thanks.text).toContain("Hola, Lucía Gómez:");
      expect(thanks.text).toContain("- Blanco ártico: Persianas enrollables, Filtra la luz");
      expect(thanks.text).toContain(`Referencia: ${String(created.body.id)}`);
      expect(thanks.html).toContain("background:#F5F4EF");
      expect(thanks.html).toContain("Blanco ártico");
      const business = await mailTo(BUSINESS_INBOX, /Swatch order: 2 to mail to Lucía Gómez/);
      expect(business.text).toContain("Language: Spanish");
      expect(business.text).toContain("- roller-arctic-white: Arctic White (Roller Shades, Light-filtering) #F5F4EF");
    });

    it("moves to pack → shipped → delivered once each, e-mailing the tracking number when it ships", async () => {
      const body = household({ user_name: "Sam Ship" });
      const id = String((await order(body)).body.id);
      const staff = "packer@amberwood.test";
      const client = { ip: "127.0.0.1" };
      expect(await staffSide.deliver(id, staff, client)).toMatchObject({ ok: false, status: 409 });
      expect(await staffSide.ship(id, { carrier: "usps", tracking: "x" }, staff, client)).toMatchObject({
        ok: false,
        status: 400,
        fields: { tracking: expect.any(String) },
      });
      const twice = await Promise.all([
        staffSide.ship(id, { carrier: "usps", tracking: "9400 1000 0000 0000 0000 00" }, staff, client),
        staffSide.ship(id, { carrier: "usps", tracking: "9400 1000 0000 0000 0000 00" }, staff, client),
      ]);
      expect(twice.filter((r) => r.ok)).toHaveLength(1);
      const shipped = await mailTo(body.user_email, /Your free swatches are on their way/);
      expect(shipped.text).toContain("Tracking number: 9400 1000 0000 0000 0000 00");
      expect(shipped.text).toContain("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000");
      expect(await staffSide.deliver(id, staff, client)).toEqual({ ok: true });
      const row = (await stored()).find((r) => r.id === id)!;
      expect(row).toMatchObject({ status: "delivered", shipped_by: staff, delivered_by: staff, carrier: "usps" });
      const audit = await db.kysely.selectFrom("audit_log").select("action").where("subject_id", "=", id).execute();
      expect(audit.map((a) => a.action)).toEqual(["swatches_shipped", "swatches_delivered"]);
      const shippedMails = sink().messages.filter(
        (m: SunkMail) => m.to.includes(body.user_email) && /on their way/.test(m.subject),
      );
      expect(shippedMails).toHaveLength(1);
    });
  });

  describe("the business's export", () => {
    it("lists each order's address, swatches, fulfilment and tracking number as spreadsheet-safe CSV, by state", async () => {
      const body = household({ user_name: "=Export Person", user_email: "export.person@example.com" });
      const id = String((await order(body)).body.id);
      const staff = "packer@amberwood.test";
      const tracking = "1Z999AA10123456784";
      expect(await staffSide.ship(id, { carrier: "ups", tracking }, staff, { ip: "127.0.0.1" })).toEqual({ ok: true });
      const exported = async (...argv: string[]) => {
        const out: string[] = [];
        const code = await runLeadsCli(
          ["export", "--type", "swatches", "--format", "csv", ...argv],
          env,
          (text) => out.push(text),
          () => undefined,
        );
        expect(code).toBe(0);
        return out.join("").trimEnd().split("\r\n");
      };
      const [header, ...rows] = await exported("--status", "shipped");
      expect(header).toBe(
        "id,created_at,status,user_name,user_email,user_phone,address_line1,address_line2,city,state,zip,swatches," +
          "carrier,tracking_number,shipped_at,delivered_at,locale,delivery",
      );
      const row = rows.find((line) => line.startsWith(id));
      expect(row).toContain(`,shipped,'=Export Person,export.person@example.com,`);
      expect(row).toContain(`,${body.address_line1},`);
      expect(row).toContain(`,ups,${tracking},`);
      for (const swatch of body.swatches) expect(row).toContain(swatch);
      expect((await exported("--status", "to_pack")).some((line) => line.startsWith(id))).toBe(false);
    });
  });

  describe("a booking that brings swatches", () => {
    let slotsTaken = 0;
    /** The next slot the booking API offers a few days out, one booking each. */
    async function slot(): Promise<string> {
      const from = DateTime.now().plus({ days: 3 }).toISODate();
      const answer = (await (await fetch(`${app.url}/api/booking/slots?from=${from}&days=14`)).json()) as {
        slots: { start: string }[];
      };
      return answer.slots[slotsTaken++]!.start;
    }
    const booking = (changes: Record<string, unknown>) => ({
      user_name: "Bea Booker",
      user_email: `booker${++householdCounter}@example.com`,
      user_phone: "(213) 555-0100",
      address: "12 Elm St, Pasadena, CA",
      ...changes,
    });

    it("stores them with the booking, tells the business what to bring and shows them on the agenda", async () => {
      const start = await slot();
      const body = booking({ start, swatches: ["drapery-teal-velvet", "roman-harbor-blue"] });
      const answer = await post(app.url, "/api/bookings", body, { headers: fromUnique() });
      expect(answer.status).toBe(201);
      const row = await db.kysely
        .selectFrom("bookings")
        .select("swatches")
        .where("id", "=", String(answer.body.id))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.swatches)).toEqual(["drapery-teal-velvet", "roman-harbor-blue"]);
      const business = await mailTo(BUSINESS_INBOX, /New consultation: .*Bea Booker/);
      expect(business.text).toContain("Swatches to bring (2):");
      expect(business.text).toContain("- drapery-teal-velvet: Teal Cotton Velvet (Fabric Drapery");
      const visitor = await mailTo(body.user_email, /Your consultation is booked/);
      expect(visitor.text).toContain("We will bring the swatches you chose:");

      const rules = bookingRules(parseEnv(env));
      const bookings = createBookingService({
        db,
        rules,
        serviceArea: { center: app.env.SERVICE_AREA_CENTER, radiusMiles: app.env.SERVICE_AREA_RADIUS_MILES },
        signer: createSigner(Buffer.from(env.SECRET_KEY!)),
        guard: createSubmissionGuard({ db: db.kysely, rateLimit: { max: 1000, windowSeconds: 60 } }),
        siteUrl: env.SITE_URL!,
        organizerEmail: BUSINESS_INBOX,
      });
      const agenda = createAgenda({ db, booking: bookings });
      const visits = (await agenda.view()).days.flatMap((d) => d.visits);
      const visit = visits.find((v) => v.id === answer.body.id)!;
      expect(visit.swatches.map((s) => s.name)).toEqual(["Teal Cotton Velvet", "Harbor Blue"]);
    });

    it("takes none, and refuses unknown or repeated ones like an order", async () => {
      const none = await post(app.url, "/api/bookings", booking({ start: await slot() }), { headers: fromUnique() });
      expect(none.status).toBe(201);
      const unknown = await post(app.url, "/api/bookings", booking({ start: await slot(), swatches: ["tartan"] }), {
        headers: fromUnique(),
      });
      expect(unknown.status).toBe(400);
      expect((unknown.body.fields as Record<string, string>).swatches).toBe(
        "There is no swatch “tartan” in our catalogue",
      );
    });
  });

  describe("a person's privacy requests", () => {
    it("export their swatch orders, and erase them with the household's claims", async () => {
      const email = "private.person@example.com";
      const body = household({ user_email: email, address_line1: "9 Quiet Ln", zip: "90026" });
      expect((await order(body)).status).toBe(201);
      const exported = await privacyExport(db.kysely, "Private.Person@Example.com");
      expect(exported.swatch_orders).toHaveLength(1);
      expect(exported.swatch_orders[0]).toMatchObject({ address_line1: "9 Quiet Ln", zip: "90026" });

      const erased = await privacyErase(db.kysely, email, "test");
      expect(erased.swatch_orders).toBe(1);
      expect((await privacyExport(db.kysely, email)).swatch_orders).toEqual([]);
      const claims = await db.kysely
        .selectFrom("swatch_households")
        .selectAll()
        .where("key", "in", ["address:9quietln|90026", `email:${email}`])
        .execute();
      expect(claims).toEqual([]);
      // Nothing of the household is left to refuse a new order with.
      expect((await order(body)).status).toBe(201);
    });
  });
});
