import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { privacyFeature } from "../../server/privacy/feature.ts";
import { applyRetention, type RetentionResult } from "../../server/privacy/retention.ts";
import { databaseEnv, DIALECTS, eventually, startApp } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const NOW = Date.parse("2026-11-25T12:00:00Z");
const daysAgo = (days: number, hours = 0) => new Date(NOW - days * 86_400_000 - hours * 3_600_000).toISOString();
const IP = "203.0.113.7";
const UA = "Mozilla/5.0 (retention test)";

async function seed(db: Db) {
  const person = { user_name: "Jane Doe", user_email: "jane@example.com", user_phone: "213 555 0100" };
  const contact = (id: string, created_at: string) => ({
    id,
    created_at,
    ...person,
    message: "Bay windows",
    location_address: "1 Main St",
    location_lat: null,
    location_lng: null,
    client_ip: IP,
    user_agent: UA,
  });
  await db.kysely
    .insertInto("contact_messages")
    .values([contact("c-old", daysAgo(90, 1)), contact("c-new", daysAgo(89, 23))])
    .execute();
  const quote = (id: string, created_at: string) => ({
    id,
    created_at,
    ...person,
    product_type: "blinds",
    product_model: "Other",
    custom_product_model: "",
    quantity: 2,
    window_dimensions: "36 x 48",
    preferred_color: "",
    preferred_material: "",
    installation_required: "yes",
    message: "",
    client_ip: IP,
    user_agent: UA,
  });
  await db.kysely
    .insertInto("quote_requests")
    .values([quote("q-old", daysAgo(120)), quote("q-new", daysAgo(10))])
    .execute();
  const booking = (id: string, created_at: string, start_at: string) => ({
    id,
    created_at,
    updated_at: created_at,
    status: "confirmed" as const,
    start_at,
    end_at: start_at,
    ...person,
    address: "1 Main St",
    location_lat: null,
    location_lng: null,
    rooms: 2,
    message: "",
    outside_service_area: 0,
    sequence: 0,
    cancelled_at: null,
    cancelled_by: null,
    client_ip: IP,
    user_agent: UA,
  });
  await db.kysely
    .insertInto("bookings")
    .values([booking("b-old", daysAgo(95), daysAgo(80)), booking("b-new", daysAgo(5), daysAgo(-3))])
    .execute();
  const swatchOrder = (id: string, created_at: string) => ({
    id,
    created_at,
    updated_at: created_at,
    status: "shipped" as const,
    swatches: JSON.stringify(["mini-cream"]),
    ...person,
    address_line1: "1 Main St",
    address_line2: "",
    city: "Los Angeles",
    state: "CA",
    zip: "90012",
    carrier: "usps",
    tracking_number: "9400100000000000000000",
    shipped_at: created_at,
    shipped_by: "staff@example.com",
    delivered_at: null,
    delivered_by: null,
    client_ip: IP,
    user_agent: UA,
  });
  await db.kysely
    .insertInto("swatch_orders")
    .values([swatchOrder("s-old", daysAgo(91)), swatchOrder("s-new", daysAgo(2))])
    .execute();
  await db.kysely
    .insertInto("newsletter_subscribers")
    .values([
      { id: "n-old", created_at: daysAgo(200), email: "old@example.com", unsubscribed_at: null, client_ip: IP },
      { id: "n-new", created_at: daysAgo(1), email: "new@example.com", unsubscribed_at: null, client_ip: IP },
    ])
    .execute();
  // A text from an unknown number (issue 35): the callback's address goes like every lead's; the lead stays.
  const textLead = (id: string, created_at: string, phone: string) => ({
    id,
    created_at,
    phone,
    user_name: "",
    user_email: "",
    user_phone: phone,
    message: "Do you make shutters?",
    client_ip: IP,
    user_agent: UA,
  });
  await db.kysely
    .insertInto("text_leads")
    .values([textLead("t-old", daysAgo(92), "+12135550170"), textLead("t-new", daysAgo(4), "+12135550171")])
    .execute();
  // A privacy request answered long ago stays as its record (decision 0022); only its technical data goes.
  const request = (id: string, created_at: string) => ({
    id,
    created_at,
    email: "jane@example.com",
    request: "access" as const,
    status: "sent" as const,
    answered_at: created_at,
    client_ip: IP,
    user_agent: UA,
  });
  await db.kysely
    .insertInto("privacy_requests")
    .values([request("p-old", daysAgo(91)), request("p-new", daysAgo(3))])
    .execute();
  const job = (
    id: string,
    status: "delivered" | "failed" | "pending" | "cancelled",
    created: string,
    done: string | null,
    next = created,
  ) => ({
    id,
    created_at: created,
    job: "notify",
    lead_kind: "contact",
    lead_id: "c-old",
    payload: JSON.stringify({ user_email: "jane@example.com", message: "Bay windows" }),
    status,
    next_attempt_at: next,
    locked_until: null,
    last_error: null,
    delivered_at: done,
  });
  await db.kysely
    .insertInto("outbox")
    .values([
      job("o-delivered-old", "delivered", daysAgo(100), daysAgo(91)),
      // Created long ago but delivered within the period: its copy is still recent.
      job("o-delivered-late", "delivered", daysAgo(100), daysAgo(30)),
      job("o-cancelled-old", "cancelled", daysAgo(100), null),
      // Gave up after its last attempt 91 days ago; the other kept trying until 89 days ago.
      job("o-failed-old", "failed", daysAgo(100), null, daysAgo(91)),
      job("o-failed-late", "failed", daysAgo(100), null, daysAgo(89)),
      // Due 100 days ago and never sent (no mail transport all that time).
      job("o-pending-old", "pending", daysAgo(100), null),
      // A booking reminder queued long ago for next week: it has not gone yet.
      job("o-reminder", "pending", daysAgo(100), null, daysAgo(-7)),
    ])
    .execute();
}

/** What one retention run (or several, at once) at NOW must leave, whichever run cleared what. */
async function expectRetained(db: Db) {
  const technical = async (
    table: "contact_messages" | "quote_requests" | "bookings" | "privacy_requests" | "swatch_orders" | "text_leads",
  ) =>
    Object.fromEntries(
      (await db.kysely.selectFrom(table).select(["id", "client_ip", "user_agent"]).execute()).map((r) => [
        r.id,
        `${r.client_ip}|${r.user_agent}`,
      ]),
    );
  const kept = `${IP}|${UA}`;
  expect(await technical("contact_messages")).toEqual({ "c-old": "|", "c-new": kept });
  expect(await technical("quote_requests")).toEqual({ "q-old": "|", "q-new": kept });
  expect(await technical("bookings")).toEqual({ "b-old": "|", "b-new": kept });
  expect(await technical("privacy_requests")).toEqual({ "p-old": "|", "p-new": kept });
  expect(await technical("swatch_orders")).toEqual({ "s-old": "|", "s-new": kept });
  expect(await technical("text_leads")).toEqual({ "t-old": "|", "t-new": kept });
  // The lead itself stays: the business still works with it.
  const old = await db.kysely
    .selectFrom("contact_messages")
    .selectAll()
    .where("id", "=", "c-old")
    .executeTakeFirstOrThrow();
  expect(old).toMatchObject({ user_email: "jane@example.com", message: "Bay windows" });

  const subscribers = await db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["id", "client_ip", "email"])
    .orderBy("id")
    .execute();
  expect(subscribers).toEqual([
    { id: "n-new", client_ip: IP, email: "new@example.com" },
    { id: "n-old", client_ip: "", email: "old@example.com" },
  ]);

  const jobs = Object.fromEntries(
    (await db.kysely.selectFrom("outbox").select(["id", "payload", "status"]).execute()).map((r) => [r.id, r]),
  );
  for (const id of ["o-delivered-old", "o-cancelled-old", "o-failed-old", "o-pending-old"])
    expect(jobs[id]!.payload, id).toBe("{}");
  for (const id of ["o-delivered-late", "o-failed-late", "o-reminder"])
    expect(jobs[id]!.payload, id).toContain("jane@example.com");
  // The one that never went out fails with its copy gone, so no worker sends it empty; the reminder still waits.
  expect(jobs["o-pending-old"]!.status).toBe("failed");
  expect(jobs["o-reminder"]!.status).toBe("pending");
}

/** One expired lead of each kind, and the four e-mail copies whose time is up. */
const CLEARED: RetentionResult = {
  contact: 1,
  quote: 1,
  booking: 1,
  newsletter: 1,
  privacy: 1,
  swatches: 1,
  text: 1,
  outbox: 4,
  texts: 0,
};
const NOTHING: RetentionResult = {
  contact: 0,
  quote: 0,
  booking: 0,
  newsletter: 0,
  privacy: 0,
  swatches: 0,
  text: 0,
  outbox: 0,
  texts: 0,
};
const sum = (results: RetentionResult[]) =>
  results.reduce((a, b) => ({
    contact: a.contact + b.contact,
    quote: a.quote + b.quote,
    booking: a.booking + b.booking,
    newsletter: a.newsletter + b.newsletter,
    privacy: a.privacy + b.privacy,
    swatches: a.swatches + b.swatches,
    text: a.text + b.text,
    outbox: a.outbox + b.outbox,
    texts: a.texts + b.texts,
  }));

describe.each(DIALECTS)("retention of personal data on %s (issue 15)", (dialect) => {
  const open = (env: Record<string, string>) => openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...env });

  it("clears exactly the expired client addresses, user agents and e-mail copies, and nothing twice", async () => {
    const db = await open(await databaseEnv(dialect, pg()));
    try {
      await seed(db);
      expect(await applyRetention(db.kysely, NOW, 90)).toEqual(CLEARED);
      await expectRetained(db);
      // A second run finds nothing left to do.
      expect(await applyRetention(db.kysely, NOW, 90)).toEqual(NOTHING);
    } finally {
      await db.close();
    }
  });

  it("two servers running it at the same moment, each with its own connection, clear each row once", async () => {
    const env = await databaseEnv(dialect, pg());
    const first = await open(env);
    const second = await open(env);
    try {
      await seed(first);
      const runs = await Promise.all([applyRetention(first.kysely, NOW, 90), applyRetention(second.kysely, NOW, 90)]);
      expect(sum(runs)).toEqual(CLEARED);
      await expectRetained(second);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("runs in the server at start-up and then on its interval (RETENTION_INTERVAL_S)", async () => {
    const env = await databaseEnv(dialect, pg());
    const db = await open(env);
    const expiredMessage = async (id: string) => {
      const at = new Date(Date.now() - 91 * 86_400_000).toISOString();
      const row = { user_name: "Jane Doe", user_email: "jane@example.com", user_phone: "", message: "Hi" };
      await db.kysely
        .insertInto("contact_messages")
        .values({
          id,
          created_at: at,
          ...row,
          location_address: "",
          location_lat: null,
          location_lng: null,
          client_ip: IP,
          user_agent: UA,
        })
        .execute();
    };
    const addressOf = async (id: string) =>
      (
        await db.kysely
          .selectFrom("contact_messages")
          .select("client_ip")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).client_ip;
    await expiredMessage("before-start");
    const app = await startApp({ ...env, RETENTION_INTERVAL_S: "1" }, [privacyFeature]);
    try {
      await eventually(async () => expect(await addressOf("before-start")).toBe(""), 30_000);
      // Written after the start-up run: only a later run on the interval clears it.
      await expiredMessage("after-start");
      await eventually(async () => expect(await addressOf("after-start")).toBe(""), 30_000);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
