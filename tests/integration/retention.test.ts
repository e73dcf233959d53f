import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { applyRetention } from "../../server/privacy/retention.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

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
  await db.kysely
    .insertInto("newsletter_subscribers")
    .values([
      { id: "n-old", created_at: daysAgo(200), email: "old@example.com", unsubscribed_at: null, client_ip: IP },
      { id: "n-new", created_at: daysAgo(1), email: "new@example.com", unsubscribed_at: null, client_ip: IP },
    ])
    .execute();
  const job = (
    id: string,
    status: "delivered" | "failed" | "pending" | "cancelled",
    created: string,
    done: string | null,
  ) => ({
    id,
    created_at: created,
    job: "notify",
    lead_kind: "contact",
    lead_id: "c-old",
    payload: JSON.stringify({ user_email: "jane@example.com", message: "Bay windows" }),
    status,
    next_attempt_at: created,
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
      job("o-failed-old", "failed", daysAgo(100), null),
      job("o-pending-old", "pending", daysAgo(100), null),
    ])
    .execute();
}

describe.each(DIALECTS)("retention of personal data on %s (issue 15)", (dialect) => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...(await databaseEnv(dialect, pg)) });
    await seed(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("clears exactly the expired client addresses, user agents and done e-mail copies, and nothing twice", async () => {
    expect(await applyRetention(db.kysely, NOW, 90)).toEqual({ leads: 3, subscribers: 1, outbox: 2 });

    const technical = async (table: "contact_messages" | "quote_requests" | "bookings") =>
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

    const payloads = Object.fromEntries(
      (await db.kysely.selectFrom("outbox").select(["id", "payload"]).execute()).map((r) => [r.id, r.payload]),
    );
    expect(payloads["o-delivered-old"]).toBe("{}");
    expect(payloads["o-cancelled-old"]).toBe("{}");
    for (const id of ["o-delivered-late", "o-failed-old", "o-pending-old"])
      expect(payloads[id], id).toContain("jane@example.com");

    // A second run, or a second server running it at the same moment, finds nothing left to do.
    const again = await Promise.all([applyRetention(db.kysely, NOW, 90), applyRetention(db.kysely, NOW, 90)]);
    expect(again).toEqual([
      { leads: 0, subscribers: 0, outbox: 0 },
      { leads: 0, subscribers: 0, outbox: 0 },
    ]);
  });
});
