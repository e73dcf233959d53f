import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFeature } from "../../server/booking/feature.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { parseEnv } from "../../server/env.ts";
import { leadCaptureFeatures } from "../../server/features.ts";
import type { RunningServer } from "../../server/main.ts";
import { createNewsletterLinks } from "../../server/newsletter/link-service.ts";
import { createSubmissionGuard } from "../../server/leads/guard.ts";
import { privacyErase } from "../../server/privacy/requests.ts";
import { createSigner } from "../../server/secrets.ts";
import { swatchesFeature } from "../../server/swatches/feature.ts";
import { createSwatchService } from "../../server/swatches/service.ts";
import { signature } from "../../server/webhook/delivery.ts";
import { WebhookReceiver } from "../mocks/webhook-receiver.ts";
import {
  databaseEnv,
  DIALECTS,
  eventually,
  post,
  startApp,
  validContact,
  validQuote,
  validSwatchOrder,
} from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const SECRET = "a-webhook-secret-of-at-least-32-characters";
const FAST = { OUTBOX_POLL_MS: "20", OUTBOX_BASE_DELAY_MS: "20", OUTBOX_MAX_DELAY_MS: "50", RATE_LIMIT_MAX: "1000" };

describe("webhook settings", () => {
  it("refuses a webhook without a long enough secret, or over plain HTTP to another host", () => {
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: "https://hooks.example/catch" })).toThrow(/LEADS_WEBHOOK_SECRET/);
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: "http://hooks.example/catch", LEADS_WEBHOOK_SECRET: SECRET })).toThrow(
      /LEADS_WEBHOOK_URL/,
    );
    expect(
      parseEnv({ LEADS_WEBHOOK_URL: "https://hooks.example/catch", LEADS_WEBHOOK_SECRET: SECRET }).LEADS_WEBHOOK_URL,
    ).toBe("https://hooks.example/catch");
  });

  it('signs as documented: hex HMAC-SHA256 of "<t>.<body>"', () => {
    // The example of docs/api.md, so the documentation and the code cannot drift apart.
    expect(signature("whsec_example_secret_of_32_chars__", 1764072000, '{"id":"x"}')).toBe(
      "t=1764072000,v1=9e369b2600cea93fcfb0d34a486b9ae9280bd4e1ba084322be77766cb2591812",
    );
  });
});

describe.each(DIALECTS)("leads webhook on %s (issue 15)", (dialect) => {
  let receiver: WebhookReceiver;
  let env: Record<string, string>;
  let app: RunningServer;
  let db: Db;
  beforeAll(async () => {
    receiver = await new WebhookReceiver(SECRET).start();
    env = {
      ...(await databaseEnv(dialect, pg())),
      ...FAST,
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: SECRET,
    };
    app = await startApp(env, [...leadCaptureFeatures, bookingFeature, swatchesFeature]);
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...env });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await receiver?.stop();
  });

  it("posts every new lead with its language, signed, without the client's address or user agent", async () => {
    const contact = await post(app.url, "/api/contact", { ...validContact, user_name: "Webhook Contact" });
    const quote = await post(app.url, "/api/quote", { ...validQuote, user_name: "Webhook Quote", locale: "es" });
    const ids = [contact.body.id, quote.body.id];
    const events = await eventually(async () => {
      const found = [...receiver.events.values()].filter((e) => ids.includes(e.data.id as string));
      expect(found).toHaveLength(2);
      return found;
    });
    expect(events.map((e) => [e.type, e.data.kind, e.data.user_name, e.data.locale]).sort()).toEqual([
      ["lead.created", "contact", "Webhook Contact", "en"],
      ["lead.created", "quote", "Webhook Quote", "es"],
    ]);
    for (const event of events) {
      expect(event.data).not.toHaveProperty("client_ip");
      expect(event.data).not.toHaveProperty("user_agent");
    }
    expect(receiver.forged).toBe(0);
  });

  it("posts a booking and its changes as their own events", async () => {
    const slots = (await (await fetch(`${app.url}/api/booking/slots?days=31`)).json()) as {
      slots: { start: string }[];
    };
    const [first, second] = slots.slots.map((s) => s.start);
    const booked = await post(app.url, "/api/bookings", {
      start: first,
      locale: "es",
      user_name: "Webhook Booker",
      user_email: "booker@example.com",
      user_phone: "(213) 555-0100",
      address: "1 Main St, Los Angeles, CA",
    });
    expect(booked.status).toBe(201);
    // A Spanish booking's page is the Spanish one.
    expect(booked.body.manageUrl).toMatch(/^\/es\/book\/manage\//);
    const token = String(booked.body.manageUrl).replace("/es/book/manage/", "");
    expect((await post(app.url, `/api/bookings/manage/${token}/reschedule`, { start: second })).status).toBe(200);
    expect((await post(app.url, `/api/bookings/manage/${token}/cancel`, {})).status).toBe(200);
    const id = String(booked.body.id);
    const events = await eventually(async () => {
      const found = receiver.requests.filter((e) => e.data.id === id);
      expect(found).toHaveLength(3);
      return found;
    });
    // The outbox delivers a batch in parallel, so they may arrive in any order; each says when it happened.
    const at = (type: string) => events.find((e) => e.type === type)!.created_at;
    expect(events.map((e) => e.type).sort()).toEqual(["booking.cancelled", "booking.created", "booking.moved"]);
    expect(at("booking.created") <= at("booking.moved") && at("booking.moved") <= at("booking.cancelled")).toBe(true);
    const moved = receiver.requests.find((e) => e.data.id === id && e.type === "booking.moved")!;
    expect(moved.data.previous_start).toBe(first);
    for (const event of events) expect(event.data.locale, event.type).toBe("es");
  });

  it("posts a swatch order, then its shipping with the tracking number and its delivery (issue 36)", async () => {
    const ordered = await post(app.url, "/api/swatches", {
      ...validSwatchOrder,
      user_email: `swatches-${dialect}@example.com`,
      locale: "es",
    });
    expect(ordered.status).toBe(201);
    const id = String(ordered.body.id);
    // The back office's side of the service over the same database, with the CRM on as the server has it.
    const staffSide = createSwatchService({
      db,
      signer: createSigner(Buffer.from("unused: no bag is read here")),
      guard: createSubmissionGuard({ db: db.kysely, rateLimit: { max: 1000, windowSeconds: 60 } }),
      secureCookies: true,
      crm: true,
    });
    const staff = "packer@amberwood.test";
    const client = { ip: "127.0.0.1" };
    expect(await staffSide.ship(id, { carrier: "ups", tracking: "1Z999AA10123456784" }, staff, client)).toEqual({
      ok: true,
    });
    expect(await staffSide.deliver(id, staff, client)).toEqual({ ok: true });
    const events = await eventually(async () => {
      const found = [...receiver.events.values()].filter((e) => e.data.id === id);
      expect(found).toHaveLength(3);
      return found;
    });
    const of = (type: string) => events.find((e) => e.type === type)!.data;
    expect(of("lead.created")).toMatchObject({
      kind: "swatches",
      status: "to_pack",
      swatches: validSwatchOrder.swatches,
      zip: validSwatchOrder.zip,
      locale: "es",
    });
    expect(of("swatches.shipped")).toMatchObject({
      status: "shipped",
      carrier: "ups",
      tracking_number: "1Z999AA10123456784",
      shipped_by: staff,
    });
    expect(of("swatches.delivered")).toMatchObject({ status: "delivered", delivered_by: staff });
    for (const event of events) {
      expect(event.data, event.type).not.toHaveProperty("client_ip");
      expect(event.data, event.type).not.toHaveProperty("user_agent");
    }
    expect(receiver.forged).toBe(0);
  });

  it("posts a newsletter confirmation and an unsubscription once each, however often the links are followed", async () => {
    const email = `reader-${dialect}@example.com`;
    expect((await post(app.url, "/api/newsletter/subscribe", { email, locale: "es" })).status).toBe(201);
    // The link pages' service, as the confirm and unsubscribe pages use it (the running server delivers its jobs).
    const links = createNewsletterLinks(db.kysely, "unused: links are followed, not verified, here", {
      welcome: false,
      crm: true,
    });
    expect(await links.follow("confirm", email)).toBe("done");
    expect(await links.follow("confirm", email)).toBe("done");
    await links.follow("unsubscribe", email);
    await links.follow("unsubscribe", email);
    const events = await eventually(async () => {
      const found = receiver.requests.filter((e) => e.data.email === email);
      expect(found.map((e) => e.type).sort()).toEqual(["newsletter.confirmed", "newsletter.unsubscribed"]);
      return found;
    });
    for (const event of events) {
      expect(event.data).toMatchObject({ kind: "newsletter", email, locale: "es" });
      expect(event.data).not.toHaveProperty("client_ip");
    }
  });

  it("retries after the receiver fails, and delivers each event id once", async () => {
    // Nothing else on its way, so the failures are this event's.
    await eventually(async () => {
      const open = await db.kysely
        .selectFrom("outbox")
        .select("id")
        .where("job", "=", "webhook")
        .where("status", "!=", "delivered")
        .execute();
      expect(open).toEqual([]);
    });
    receiver.failNext = 3;
    const answer = await post(app.url, "/api/contact", { ...validContact, user_name: "Retried Contact" });
    // The receiver has the event before the server, reading its answer, marks the job delivered: wait for both.
    const job = await eventually(async () => {
      const row = await db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("job", "=", "webhook")
        .where("lead_id", "=", String(answer.body.id))
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("delivered");
      return row;
    });
    expect(receiver.requests.filter((e) => e.data.id === answer.body.id)).toHaveLength(1);
    expect(Number(job.attempts)).toBe(4);
    expect(receiver.failNext).toBe(0);
  });

  it("delivers each event once with two server instances working the same outbox", async () => {
    const second = await startApp(env, leadCaptureFeatures);
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(i % 2 ? app.url : second.url, "/api/contact", { ...validContact, user_name: `Pair ${i}` }),
        ),
      );
      const ids = new Set(results.map((r) => r.body.id as string));
      await eventually(async () => {
        expect([...receiver.events.values()].filter((e) => ids.has(e.data.id as string))).toHaveLength(20);
      });
      const requests = receiver.requests.filter((e) => ids.has(e.data.id as string));
      expect(requests, "no event was posted twice").toHaveLength(20);
    } finally {
      await second.close();
    }
  });

  it("posts a privacy erasure with the erased leads' ids and no address", async () => {
    const answer = await post(app.url, "/api/contact", { ...validContact, user_email: "erase.me@example.com" });
    await eventually(async () =>
      expect(
        receiver.events.has(String(answer.body.id)) ||
          [...receiver.events.values()].some((e) => e.data.id === answer.body.id),
      ).toBe(true),
    );
    await privacyErase(db.kysely, "erase.me@example.com", "cli", Date.now(), true);
    const erased = await eventually(async () => {
      const found = receiver.requests.find((e) => e.type === "privacy.erased");
      expect(found).toBeDefined();
      return found!;
    });
    expect(erased.data.leads).toEqual([{ kind: "contact", id: answer.body.id }]);
    expect(JSON.stringify(erased)).not.toContain("erase.me");
  });
});
