import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { RunningServer } from "../../server/main.ts";
import { createNewsletterLinks } from "../../server/newsletter/link-service.ts";
import { newsletterToken } from "../../server/newsletter/links.ts";
import { databaseEnv, DIALECTS, post, QUIET_ENV, refuseWrites, startApp, validContact, validQuote } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

let ipCounter = 0;
/** Each test speaks from its own address (through one trusted proxy), so rate limits do not leak between tests. */
const from = () => ({ "X-Forwarded-For": `203.0.113.${++ipCounter}` });

describe.each(DIALECTS)("lead API on %s", (dialect) => {
  let env: Record<string, string>;
  let app: RunningServer;
  let db: Db;

  beforeAll(async () => {
    env = { ...(await databaseEnv(dialect, pg())), TRUST_PROXY: "1", RATE_LIMIT_MAX: "5", RATE_LIMIT_WINDOW_S: "600" };
    app = await startApp(env);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const count = async (table: "contact_messages" | "quote_requests" | "newsletter_subscribers" | "outbox") =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores a contact message sent as JSON, with its notification job, and answers 201", async () => {
    const res = await post(app.url, "/api/contact", validContact, { headers: from() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ok: true, id: expect.any(String) });
    const row = await db.kysely
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", res.body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_name: "Jane Doe", location_lat: 34.0522, location_lng: -118.2437 });
    const job = await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ lead_kind: "contact", job: "notify", status: "pending" });
  });

  it("stores a quote request sent as a urlencoded form, custom model included", async () => {
    const res = await post(app.url, "/api/quote", new URLSearchParams(validQuote), { headers: from() });
    expect(res.status).toBe(201);
    const row = await db.kysely
      .selectFrom("quote_requests")
      .selectAll()
      .where("id", "=", res.body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      quantity: 4,
      custom_product_model: "Split-level cellular",
      installation_required: "yes",
    });
  });

  it("subscribes once per normalized address, in JSON or as a form", async () => {
    const before = await count("newsletter_subscribers");
    const first = await post(
      app.url,
      "/api/newsletter/subscribe",
      { email: "  Ann.Lee@Example.COM " },
      { headers: from() },
    );
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true, message: "Thank you for subscribing to our newsletter!" });
    const again = await post(
      app.url,
      "/api/newsletter/subscribe",
      new URLSearchParams({ email: "ann.lee@example.com" }),
      {
        headers: from(),
      },
    );
    expect(again.status).toBe(201);
    expect(await count("newsletter_subscribers")).toBe(before + 1);
    const row = await db.kysely
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(row.email).toBe("ann.lee@example.com");
  });

  it("answers 400 with a message for each wrong field", async () => {
    const res = await post(
      app.url,
      "/api/quote",
      { ...validQuote, user_email: "not-an-email", product_model: "Roller Shades", quantity: "0" },
      { headers: from() },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      ok: false,
      error: "invalid",
      fields: {
        user_email: "Please enter a valid email address",
        product_model: "Please choose a model from the list",
        quantity: "The quantity must be at least 1",
      },
    });
    const empty = await post(app.url, "/api/contact", {}, { headers: from() });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields as object).sort()).toEqual(
      ["location_address", "message", "user_email", "user_name", "user_phone"].sort(),
    );
  });

  it("answers 400 with a clear message for malformed JSON or a non-object body", async () => {
    const broken = await post(app.url, "/api/contact", '{"user_name": "x",', {
      type: "application/json",
      headers: from(),
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ ok: false, error: "invalid", message: "The request body is not valid JSON" });
    const list = await post(app.url, "/api/newsletter/subscribe", "[1,2]", {
      type: "application/json",
      headers: from(),
    });
    expect(list.status).toBe(400);
    expect(list.body.message).toBe("The request body must be a JSON object");
  });

  it("answers 413 over 16 KB, 415 for other types and 405 for other methods", async () => {
    const before = await count("contact_messages");
    const big = await post(
      app.url,
      "/api/contact",
      { ...validContact, message: "x".repeat(17 * 1024) },
      { headers: from() },
    );
    expect(big.status).toBe(413);
    const text = await post(app.url, "/api/contact", "user_name=Jane", { type: "text/plain", headers: from() });
    expect(text.status).toBe(415);
    // Only the quote takes multipart (its photos); the other forms refuse it.
    const multipart = await post(app.url, "/api/contact", "--x--", {
      type: "multipart/form-data; boundary=x",
      headers: from(),
    });
    expect(multipart.status).toBe(415);
    for (const path of ["/api/contact", "/api/quote", "/api/newsletter/subscribe"]) {
      const get = await fetch(app.url + path);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      await get.body?.cancel();
    }
    expect(await count("contact_messages")).toBe(before);
  });

  it("makes a honeypot post look accepted but stores nothing", async () => {
    const tables = ["contact_messages", "quote_requests", "newsletter_subscribers", "outbox"] as const;
    const before = await Promise.all(tables.map(count));
    const contact = await post(
      app.url,
      "/api/contact",
      { ...validContact, website: "http://spam.example" },
      { headers: from() },
    );
    const quote = await post(app.url, "/api/quote", new URLSearchParams({ ...validQuote, website: "x" }), {
      headers: from(),
    });
    const news = await post(
      app.url,
      "/api/newsletter/subscribe",
      { email: "bot@example.com", website: "1" },
      { headers: from() },
    );
    expect([contact.status, quote.status, news.status]).toEqual([201, 201, 201]);
    expect(contact.body).toMatchObject({ ok: true, id: expect.any(String) });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it("answers 429 with Retry-After after RATE_LIMIT_MAX posts per client and endpoint", async () => {
    const client = from();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post(app.url, "/api/newsletter/subscribe", { email: `rl${i}@example.com` }, { headers: client })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(
      app.url,
      "/api/newsletter/subscribe",
      { email: "late@example.com" },
      { headers: client },
    );
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(600);
    // Another endpoint and another client are counted apart.
    expect((await post(app.url, "/api/contact", validContact, { headers: client })).status).toBe(201);
    expect(
      (await post(app.url, "/api/newsletter/subscribe", { email: "other@example.com" }, { headers: from() })).status,
    ).toBe(201);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const direct = await startApp({ ...env, TRUST_PROXY: "0", RATE_LIMIT_MAX: "2" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await post(direct.url, "/api/contact", validContact, { headers: from() });
        statuses.push(res.status);
      }
      // Three different forwarded addresses, one socket address: the third post is limited.
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await direct.close();
    }
  });

  it("answers 503 with Retry-After, never 500, when the database cannot take the write", async () => {
    const reader = await startApp({ ...env, RATE_LIMIT_MAX: "100" });
    const restore = await refuseWrites(env, db.kysely);
    try {
      const res = await post(reader.url, "/api/contact", validContact, { headers: from() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, error: "unavailable" });
      expect(res.headers.get("retry-after")).toBe("30");
    } finally {
      await restore();
      await reader.close();
    }
    // The shared server writes again before the next test uses it.
    await expect
      .poll(
        async () =>
          (
            await post(
              app.url,
              "/api/newsletter/subscribe",
              { email: "after-read-only@example.com" },
              { headers: from() },
            )
          ).status,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(201);
  });

  it("unsubscribes the address of a signed link, refuses a tampered one, and a second time is harmless", async () => {
    await post(app.url, "/api/newsletter/subscribe", { email: "leave@example.com" }, { headers: from() });
    const links = createNewsletterLinks(db.kysely, QUIET_ENV.UNSUBSCRIBE_SECRET, { welcome: false });
    const token = newsletterToken("unsubscribe", "leave@example.com", QUIET_ENV.UNSUBSCRIBE_SECRET);
    const subscriber = () =>
      db.kysely
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .where("email", "=", "leave@example.com")
        .executeTakeFirstOrThrow();

    const tampered =
      newsletterToken("unsubscribe", "other@example.com", QUIET_ENV.UNSUBSCRIBE_SECRET).split(".")[0] +
      "." +
      token.split(".")[1];
    for (const bad of [
      "",
      "garbage",
      tampered,
      newsletterToken("unsubscribe", "leave@example.com", "another-secret"),
    ]) {
      expect(links.verify("unsubscribe", bad), bad).toBeNull();
    }
    expect(links.verify("unsubscribe", token)).toBe("leave@example.com");
    expect((await subscriber()).unsubscribed_at).toBeNull();

    await links.follow("unsubscribe", "Leave@Example.com");
    const first = (await subscriber()).unsubscribed_at;
    expect(first).not.toBeNull();
    await links.follow("unsubscribe", "leave@example.com");
    expect((await subscriber()).unsubscribed_at).toBe(first);
  });

  if (dialect === "postgres") {
    it("shares rate-limit counters between two server instances", async () => {
      const second = await startApp(env);
      try {
        const client = from();
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const target = i % 2 === 0 ? app : second;
          statuses.push((await post(target.url, "/api/contact", validContact, { headers: client })).status);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      } finally {
        await second.close();
      }
    });
  }
});
