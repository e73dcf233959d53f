import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminFeature } from "../../server/admin/feature.ts";
import { sessionCookie } from "../../server/auth/cookie.ts";
import { loginCsrf } from "../../server/auth/login-csrf.ts";
import { createStaffAuth } from "../../server/auth/service.ts";
import { createSession } from "../../server/auth/sessions.ts";
import { createUser, updateUser } from "../../server/auth/users.ts";
import { bookingFeature } from "../../server/booking/feature.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { leadCaptureFeatures } from "../../server/features.ts";
import type { RunningServer } from "../../server/main.ts";
import { loadVapidKeys } from "../../server/push/keys.ts";
import { swatchesFeature } from "../../server/swatches/feature.ts";
import { saveSubscription } from "../../server/push/subscriptions.ts";
import { createSigner } from "../../server/secrets.ts";
import { PushService, type TestDevice } from "../mocks/push-service.ts";
import {
  databaseEnv,
  DIALECTS,
  eventually,
  fakeBuild,
  post,
  startApp,
  startServerProcess,
  validContact,
  validSwatchOrder,
} from "./harness.ts";
import { freePort, postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const FAST = { OUTBOX_POLL_MS: "20", OUTBOX_BASE_DELAY_MS: "20", OUTBOX_MAX_DELAY_MS: "50", RATE_LIMIT_MAX: "1000" };
const PASSWORD = "a long staff password";
const CLIENT = { ip: "198.51.100.4", userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile" };
type Message = { title: string; body: string; url: string };

describe.each(DIALECTS)("push notifications to staff devices on %s (issue 40)", (dialect) => {
  let service: PushService;
  let env: Record<string, string>;
  let app: RunningServer;
  let db: Db;
  let ownerId: string;
  /** A signed-in staff browser: its session cookie and CSRF token. */
  let owner: { cookie: string; csrf: string };

  async function signIn(userId: string) {
    const { id } = await createSession(db.kysely, userId, CLIENT, Date.now());
    const cookie = `amberwood_staff=${id}`;
    const session = await fetch(`${app.url}/api/admin/session`, { headers: { cookie } });
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    return { cookie, csrf: csrfToken };
  }

  const api = (method: string, path: string, who: { cookie: string; csrf: string } | null, body?: unknown) =>
    fetch(`${app.url}/api/admin/push${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: app.url,
        "user-agent": CLIENT.userAgent,
        ...(who ? { cookie: who.cookie, "x-csrf-token": who.csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const subscribe = async (device: TestDevice, who = owner) => {
    const answer = await api("POST", "/subscriptions", who, device.subscription);
    expect(answer.status, await answer.clone().text()).toBe(201);
  };

  const devicesOf = (userId: string) =>
    db.kysely.selectFrom("push_subscriptions").select(["endpoint", "device"]).where("user_id", "=", userId).execute();

  beforeAll(async () => {
    service = await new PushService().start();
    env = { ...(await databaseEnv(dialect, pg())), ...FAST, PUSH_SERVICE_HOSTS: "127.0.0.1" };
    app = await startApp(env, [...leadCaptureFeatures, bookingFeature, swatchesFeature, adminFeature]);
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...env });
    ownerId = (await createUser(db.kysely, "owner@example.com", PASSWORD))!.id;
    owner = await signIn(ownerId);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await service?.stop();
  });

  it("makes the VAPID key pair once and keeps it in the database, so every instance signs with the same key", async () => {
    const settings = { VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "mailto:owner@example.com" };
    const again = await loadVapidKeys(db.kysely, settings);
    const { publicKey } = (await (await api("GET", "/key", owner)).json()) as { publicKey: string };
    expect(again.publicKey).toBe(publicKey);
    const stored = await db.kysely
      .selectFrom("server_secrets")
      .select("value")
      .where("name", "=", "vapid_keys")
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.value)).toEqual({ publicKey, privateKey: again.privateKey });
  });

  it("gives the VAPID key and takes a device's subscription only with a session, the site's Origin and the CSRF token", async () => {
    const device = service.device("contract");
    for (const [method, path] of [
      ["GET", "/key"],
      ["POST", "/subscriptions"],
      ["DELETE", "/subscriptions"],
    ] as const) {
      const answer = await api(method, path, null, method === "GET" ? undefined : device.subscription);
      expect(answer.status, `${method} ${path} without a session`).toBe(401);
    }
    const key = await api("GET", "/key", owner);
    expect(key.status).toBe(200);
    const { publicKey } = (await key.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);

    const noToken = await api("POST", "/subscriptions", { cookie: owner.cookie, csrf: "wrong" }, device.subscription);
    expect(noToken.status).toBe(403);
    const foreign = await fetch(`${app.url}/api/admin/push/subscriptions`, {
      method: "DELETE",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: owner.cookie },
      body: JSON.stringify({ endpoint: device.subscription.endpoint }),
    });
    expect(foreign.status).toBe(403);
    const broken = await api("POST", "/subscriptions", owner, { endpoint: "not a url", keys: { p256dh: "x" } });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { fields: Record<string, string> }).fields).toHaveProperty("endpoint");
    const elsewhere = { ...device.subscription, endpoint: "https://internal.example/push/x" };
    expect((await api("POST", "/subscriptions", owner, elsewhere)).status).toBe(400);
    expect(await devicesOf(ownerId)).toEqual([]);

    await subscribe(device);
    expect(await devicesOf(ownerId)).toEqual([
      { endpoint: device.subscription.endpoint, device: "Android phone, Chrome" },
    ]);
    const removed = await api("DELETE", "/subscriptions", owner, { endpoint: device.subscription.endpoint });
    expect(removed.status).toBe(204);
    expect(await devicesOf(ownerId)).toEqual([]);
    // The key the pushes are signed with is the one the browser subscribed with.
    expect(publicKey).toMatch(/^B/);
  });

  it("sends a new lead to each device as an encrypted, VAPID-signed push that names only the first name", async () => {
    const phone = service.device("lead-phone");
    await subscribe(phone);
    const { publicKey } = (await (await api("GET", "/key", owner)).json()) as { publicKey: string };
    const lead = await post(app.url, "/api/contact", { ...validContact, user_name: "Ana Lucía Pérez" });
    expect(lead.status).toBe(201);
    const [push] = await eventually(async () => {
      const got = service.of(phone);
      expect(got).toHaveLength(1);
      return got;
    });
    expect(push!.vapidKey).toBe(publicKey);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    // The ciphertext does not carry the name; only the device can read it.
    expect(push!.body.toString("latin1")).not.toContain("Ana");
    expect(phone.read(push!)).toEqual({
      title: "New message",
      body: "Ana",
      url: `/admin/leads/contact/${String(lead.body.id)}`,
    } satisfies Message);
    await api("DELETE", "/subscriptions", owner, { endpoint: phone.subscription.endpoint });
  });

  it("tells of a new swatch order (issue 36) as of any new lead, and of none its household rule refuses", async () => {
    const phone = service.device("swatch-phone");
    await subscribe(phone);
    const order = { ...validSwatchOrder, user_name: "Rosa María Díaz", user_email: "rosa.push@example.com" };
    const ordered = await post(app.url, "/api/swatches", order);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const again = await post(app.url, "/api/swatches", order);
    expect(again.status).toBe(409);
    const [push] = await eventually(async () => {
      const got = service.of(phone);
      expect(got).toHaveLength(1);
      return got;
    });
    expect(phone.read(push!)).toEqual({
      title: "New swatch order",
      body: "Rosa",
      url: `/admin/leads/swatches/${String(ordered.body.id)}`,
    } satisfies Message);
    // Queued with the order it tells of: the refused second order queued none.
    const pushes = await db.kysely
      .selectFrom("outbox")
      .select("lead_id")
      .where("job", "=", "push")
      .where("lead_kind", "=", "swatches")
      .execute();
    expect(pushes.map((p) => p.lead_id)).toEqual([ordered.body.id]);
    await api("DELETE", "/subscriptions", owner, { endpoint: phone.subscription.endpoint });
  });

  it("tells of a new booking and the customer's cancellation with the first name and the visit's time", async () => {
    const phone = service.device("booking-phone");
    await subscribe(phone);
    const slots = (await (await fetch(`${app.url}/api/booking/slots?days=14`)).json()) as {
      slots: { start: string }[];
    };
    const booked = await post(app.url, "/api/bookings", {
      start: slots.slots[0]!.start,
      user_name: "Ana Booker",
      user_email: "ana.booker@example.com",
      user_phone: "(213) 555-0100",
      address: "1 Main St, Los Angeles, CA",
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const token = String(booked.body.manageUrl).split("/").pop()!;
    expect((await post(app.url, `/api/bookings/manage/${token}/cancel`, {})).status).toBe(200);
    const messages = await eventually(async () => {
      const got = service.of(phone).map((p) => phone.read(p) as Message);
      expect(got).toHaveLength(2);
      return got;
    });
    const url = `/admin/leads/booking/${String(booked.body.id)}`;
    expect(messages.map((m) => m.title).sort()).toEqual(["Booking cancelled", "New booking"]);
    for (const message of messages) {
      expect(message.url).toBe(url);
      // "Ana, Tue 10:00": the day and time in the business's zone.
      expect(message.body).toMatch(/^Ana, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d:\d\d$/);
    }
    await api("DELETE", "/subscriptions", owner, { endpoint: phone.subscription.endpoint });
  });

  it("retries a push the service could not take, and removes a subscription the service says is gone (410)", async () => {
    const kept = service.device("kept");
    const dropped = service.device("dropped");
    await subscribe(kept);
    await subscribe(dropped);
    service.gone.add("dropped");
    service.failNext = 1;
    await post(app.url, "/api/contact", { ...validContact, user_name: "Gone Test" });
    await eventually(async () => {
      expect(service.of(kept)).toHaveLength(1);
      expect((await devicesOf(ownerId)).map((d) => d.endpoint)).toEqual([kept.subscription.endpoint]);
    });
    const job = await db.kysely
      .selectFrom("outbox")
      .select(["status", "last_error"])
      .where("job", "=", "push")
      .where("payload", "like", "%Gone%")
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow();
    expect(job.last_error).toMatch(/410/);
    // Nothing more is sent to it.
    await post(app.url, "/api/contact", { ...validContact, user_name: "After Gone" });
    await eventually(async () => expect(service.of(kept)).toHaveLength(2));
    expect(service.of(dropped)).toEqual([]);
    await api("DELETE", "/subscriptions", owner, { endpoint: kept.subscription.endpoint });
  });

  it("stops every device of a staff member who signs out everywhere, or whose account is disabled", async () => {
    const fitterId = (await createUser(db.kysely, "fitter@example.com", PASSWORD))!.id;
    const fitter = await signIn(fitterId);
    const phone = service.device("owner-phone");
    const laptop = service.device("owner-laptop");
    const fitterPhone = service.device("fitter-phone");
    await subscribe(phone);
    await subscribe(laptop);
    await subscribe(fitterPhone, fitter);

    // The sign-out the back office's menu posts (app/features/auth/login.server.ts calls this service).
    const auth = createStaffAuth({
      db: db.kysely,
      cookie: sessionCookie(false),
      loginCsrf: loginCsrf(createSigner(Buffer.alloc(32, 7)), false),
      decoyHash: "",
    });
    const request = new Request(`${app.url}/admin/logout`, { headers: { cookie: owner.cookie } });
    await auth.signOut(request, true, CLIENT);
    expect(await devicesOf(ownerId)).toEqual([]);
    expect((await devicesOf(fitterId)).map((d) => d.endpoint)).toEqual([fitterPhone.subscription.endpoint]);
    const lead = await post(app.url, "/api/contact", { ...validContact, user_name: "Signed Out" });
    await eventually(async () => expect(service.of(fitterPhone)).toHaveLength(1));
    expect(service.of(phone)).toEqual([]);
    expect(service.of(laptop)).toEqual([]);
    expect((fitterPhone.read(service.of(fitterPhone)[0]!) as Message).url).toContain(String(lead.body.id));

    // Disabling an account (npm run admin -- disable-user) ends its sessions and its pushes.
    await updateUser(db.kysely, fitterId, { disabled_at: new Date().toISOString() });
    expect(await devicesOf(fitterId)).toEqual([]);
    owner = await signIn(ownerId);
  });
});

describe.each(DIALECTS)("pushes through a restart on %s (issue 40)", (dialect) => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  });

  it("sends each push of a burst exactly once when the server is restarted half-way", { timeout: 60_000 }, async () => {
    const service = await new PushService().start();
    // A real push service answers some milliseconds later: deliveries are in flight when the restart comes.
    service.delayMs = 60;
    const port = await freePort();
    const env = {
      ...(await databaseEnv(dialect, pg())),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: fakeBuild(),
      LOG_LEVEL: "error",
      UNSUBSCRIBE_SECRET: "restart-test-secret",
      PUSH_SERVICE_HOSTS: "127.0.0.1",
      OUTBOX_POLL_MS: "50",
      OUTBOX_BASE_DELAY_MS: "50",
      RATE_LIMIT_MAX: "100000",
    };
    const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...env });
    try {
      const first = await startServerProcess(env, children);
      const userId = (await createUser(db.kysely, "owner@example.com", PASSWORD))!.id;
      const devices = [service.device("burst-a"), service.device("burst-b")];
      for (const device of devices) {
        await saveSubscription(db.kysely, userId, device.subscription, "test device", Date.now());
      }
      const LEADS = 30;
      const answers = await Promise.all(
        Array.from({ length: LEADS }, (_, i) =>
          post(`http://127.0.0.1:${port}`, "/api/contact", { ...validContact, user_name: `Burst${i} Person` }),
        ),
      );
      expect(answers.every((a) => a.status === 201)).toBe(true);
      // The restart (SIGTERM, as a deploy stops a server) comes while pushes are on their way.
      await eventually(async () => expect(service.received.length + service.inFlight).toBeGreaterThan(4));
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      const sentBefore = service.received.length;
      expect(sentBefore).toBeLessThan(LEADS * devices.length);

      const second = await startServerProcess(env, children);
      await eventually(async () => {
        const open = await db.kysely
          .selectFrom("outbox")
          .select("id")
          .where("job", "=", "push")
          .where("status", "!=", "delivered")
          .execute();
        expect(open).toEqual([]);
      }, 30_000);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);

      for (const device of devices) {
        const bodies = service.of(device).map((p) => (device.read(p) as Message).body);
        // Each lead once on each device: none lost in the restart, none sent twice.
        expect(bodies.sort()).toEqual(Array.from({ length: LEADS }, (_, i) => `Burst${i}`).sort());
      }
      expect(service.received).toHaveLength(LEADS * devices.length);
      // Each push names its job as its Topic: a push service would fold a repeat into the first.
      expect(new Set(service.received.map((p) => p.headers.topic)).size).toBe(LEADS * devices.length);
    } finally {
      await db.close();
      await service.stop();
    }
  });
});
