import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { runLeadsCli } from "../../server/leads/cli.ts";
import { privacyErase, privacyExport } from "../../server/privacy/requests.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const AT = "2026-11-20T15:00:00.000Z";
const tech = { client_ip: "198.51.100.1", user_agent: "test" };

/** One of everything for a person: message, quote with a photo, booking with its seat, subscription, notes, e-mails. */
async function seedPerson(db: Db, n: number, email: string, typed = email) {
  const id = (k: number) => `00000000-0000-4000-8000-${String(n * 100 + k).padStart(12, "0")}`;
  const person = { user_name: `Person ${n}`, user_email: typed, user_phone: `213555010${n}` };
  await db.kysely
    .insertInto("contact_messages")
    .values({
      id: id(1),
      created_at: AT,
      ...person,
      message: "Hello",
      location_address: "1 Main St",
      location_lat: 34,
      location_lng: -118,
      ...tech,
    })
    .execute();
  await db.kysely
    .insertInto("quote_requests")
    .values({
      id: id(2),
      created_at: AT,
      ...person,
      product_type: "Shades",
      product_model: "Roller Shades",
      custom_product_model: "",
      quantity: 1,
      window_dimensions: "36 x 48",
      preferred_color: "",
      preferred_material: "",
      installation_required: "yes",
      message: "",
      estimate_low: null,
      estimate_high: null,
      ...tech,
    })
    .execute();
  await db.kysely
    .insertInto("quote_photos")
    .values({
      id: id(3),
      quote_id: id(2),
      position: 0,
      created_at: AT,
      filename: "window.jpg",
      width: 1,
      height: 1,
      bytes: Buffer.from([0xff, 0xd8, n]),
    })
    .execute();
  await db.kysely
    .insertInto("bookings")
    .values({
      id: id(4),
      created_at: AT,
      updated_at: AT,
      status: "confirmed",
      start_at: `2026-12-0${n}T15:00:00Z`,
      end_at: `2026-12-0${n}T16:00:00Z`,
      ...person,
      user_email: email,
      address: "1 Main St",
      location_lat: null,
      location_lng: null,
      rooms: 2,
      message: "",
      outside_service_area: 0,
      sequence: 0,
      cancelled_at: null,
      cancelled_by: null,
      ...tech,
    })
    .execute();
  await db.kysely
    .insertInto("booking_seats")
    .values({ slot_start: `2026-12-0${n}T15:00:00Z`, seat: 0, booking_id: id(4) })
    .execute();
  await db.kysely
    .insertInto("newsletter_subscribers")
    .values({ id: id(5), created_at: AT, email, confirmed_at: AT, unsubscribed_at: null, client_ip: tech.client_ip })
    .execute();
  await db.kysely
    .insertInto("lead_pipeline")
    .values({
      lead_kind: "quote",
      lead_id: id(2),
      status: "contacted",
      updated_at: AT,
      updated_by: "owner@example.com",
    })
    .execute();
  await db.kysely
    .insertInto("lead_notes")
    .values({
      id: id(6),
      lead_kind: "quote",
      lead_id: id(2),
      at: AT,
      author: "owner@example.com",
      body: `Called person ${n}`,
    })
    .execute();
  const job = (k: number, kind: string, lead: string) => ({
    id: id(k),
    created_at: AT,
    job: "notify",
    lead_kind: kind,
    lead_id: lead,
    payload: JSON.stringify({ user_email: email }),
    status: "pending" as const,
    next_attempt_at: AT,
    locked_until: null,
    last_error: null,
    delivered_at: null,
  });
  await db.kysely
    .insertInto("outbox")
    .values([job(7, "contact", id(1)), job(8, "newsletter", id(5)), job(9, "booking", id(4))])
    .execute();
}

describe.each(DIALECTS)("privacy requests on %s (issue 15)", (dialect) => {
  let db: Db;
  let env: Record<string, string>;
  beforeAll(async () => {
    env = await databaseEnv(dialect, pg());
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...env });
    await seedPerson(db, 1, "jane@example.com", "  Jane@Example.com ");
    await seedPerson(db, 2, "john@example.com");
  });
  afterAll(async () => {
    await db?.close();
  });

  it("exports everything held for one address, however it was typed, and nothing of another", async () => {
    const exported = await privacyExport(db.kysely, "JANE@example.com");
    expect(exported.email).toBe("jane@example.com");
    expect(exported.contact_messages).toHaveLength(1);
    expect(exported.quote_requests).toHaveLength(1);
    expect(exported.quote_requests[0]!.photos).toEqual([
      expect.objectContaining({ filename: "window.jpg", jpeg_base64: Buffer.from([0xff, 0xd8, 1]).toString("base64") }),
    ]);
    expect(exported.bookings).toHaveLength(1);
    expect(exported.newsletter_subscriptions).toHaveLength(1);
    expect(exported.lead_notes.map((n) => n.body)).toEqual(["Called person 1"]);
    expect(exported.lead_status.map((s) => s.status)).toEqual(["contacted"]);
    expect(exported.emails).toHaveLength(3);
    const text = JSON.stringify(exported);
    expect(text).not.toContain("john@example.com");
    expect(text).not.toContain("Person 2");
  });

  it("answers the CLI's privacy-export with the JSON document and refuses an erase without --yes", async () => {
    let out = "";
    let err = "";
    const source = { ...env, LOG_LEVEL: "silent" };
    expect(
      await runLeadsCli(
        ["privacy-export", "--email", "john@example.com"],
        source,
        (t) => (out += t),
        (t) => (err += t),
      ),
    ).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      email: "john@example.com",
      bookings: [expect.objectContaining({ user_name: "Person 2" })],
    });
    expect(
      await runLeadsCli(
        ["erase", "--email", "john@example.com"],
        source,
        () => {},
        (t) => (err += t),
      ),
    ).toBe(2);
    expect(err).toContain("add --yes");
    expect(
      await runLeadsCli(
        ["erase", "--email", "not an address", "--yes"],
        source,
        () => {},
        (t) => (err += t),
      ),
    ).toBe(2);
    expect((await privacyExport(db.kysely, "john@example.com")).bookings).toHaveLength(1);
  });

  it("erases it all — rows, photos, seats, notes, e-mails — leaves others intact, and keeps an audit entry that names no one", async () => {
    const counts = await privacyErase(db.kysely, "jane@example.com", "owner@example.com");
    expect(counts).toEqual({
      contact_messages: 1,
      quote_requests: 1,
      quote_photos: 1,
      bookings: 1,
      newsletter_subscriptions: 1,
      swatch_orders: 0,
      text_leads: 0,
      text_consents: 0,
      text_messages: 0,
      proposals: 0,
      orders: 0,
      payments: 0,
      order_feedback: 0,
      referral_codes: 0,
      referred_leads: 0,
      lead_notes: 1,
      emails: 3,
    });
    const after = await privacyExport(db.kysely, "jane@example.com");
    expect(
      [
        after.contact_messages,
        after.quote_requests,
        after.bookings,
        after.newsletter_subscriptions,
        after.lead_notes,
        after.emails,
      ].flat(),
    ).toEqual([]);
    // Nothing anywhere still carries the address.
    for (const table of ["contact_messages", "quote_requests", "bookings"] as const) {
      const rows = await db.kysely.selectFrom(table).select("user_email").execute();
      expect(rows.map((r) => r.user_email.trim().toLowerCase())).not.toContain("jane@example.com");
    }
    expect(
      (await db.kysely.selectFrom("outbox").select("payload").execute()).map((r) => r.payload).join(),
    ).not.toContain("jane");
    expect(await db.kysely.selectFrom("quote_photos").select("id").execute()).toHaveLength(1);
    expect(await db.kysely.selectFrom("booking_seats").select("booking_id").execute()).toHaveLength(1);
    expect(await db.kysely.selectFrom("lead_pipeline").select("lead_id").execute()).toHaveLength(1);
    const john = await privacyExport(db.kysely, "john@example.com");
    expect(john.emails).toHaveLength(3);
    expect(john.quote_requests[0]!.photos).toHaveLength(1);
    const entry = await db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy_erasure")
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBe("owner@example.com");
    expect(JSON.parse(entry.detail)).toEqual(counts);
    expect(JSON.stringify(entry)).not.toMatch(/jane/i);
    // Erasing again finds nothing and says so.
    expect(Object.values(await privacyErase(db.kysely, "jane@example.com", "cli")).every((n) => n === 0)).toBe(true);
  });

  it("erases through `npm run leads -- erase --email <address> --yes` as the operator runs it", async () => {
    const run = spawnSync(process.execPath, ["scripts/leads.ts", "erase", "--email", "John@Example.com", "--yes"], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      "Erased for John@Example.com: 1 contact messages, 1 quote requests, 1 quote photos, 1 bookings, 1 newsletter subscriptions, 1 lead notes, 3 emails.\n",
    );
    const after = await privacyExport(db.kysely, "john@example.com");
    expect(
      [
        after.contact_messages,
        after.quote_requests,
        after.bookings,
        after.newsletter_subscriptions,
        after.emails,
      ].flat(),
    ).toEqual([]);
    expect(await db.kysely.selectFrom("quote_photos").select("id").execute()).toEqual([]);
    const entries = await db.kysely
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "privacy_erasure")
      .where("actor", "=", "cli")
      .execute();
    expect(entries.map((e) => JSON.parse(e.detail).contact_messages)).toContain(1);
    expect(JSON.stringify(entries)).not.toMatch(/john/i);
  });
});
