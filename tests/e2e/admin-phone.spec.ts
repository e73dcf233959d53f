import Database from "better-sqlite3";
import { DateTime } from "luxon";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { createStaff, openStaffMenu, postLead as postLeadTo, signIn, startAdminServer } from "./admin-helpers";
import { business } from "../../app/content/business.ts";
import { PushService } from "../mocks/push-service.ts";

/**
 * Issue 40 end to end: the back office on a 375 px phone (leads first, one-tap actions, one menu, filters behind one
 * control), installable (manifest and service worker scoped to /admin/), today's visits offline until sign-out, and
 * notifications turned on from the settings page through a push service on loopback (tests/mocks/push-service.ts).
 */
let server: Awaited<ReturnType<typeof startAdminServer>>;
let pushService: PushService;
test.beforeAll(async () => {
  pushService = await new PushService().start();
  server = await startAdminServer({ RATE_LIMIT_MAX: "100", PUSH_SERVICE_HOSTS: "127.0.0.1", OUTBOX_POLL_MS: "50" });
  createStaff(server.dbPath, "owner@example.com");
});
test.afterAll(async () => {
  await server?.stop();
  await pushService?.stop();
});
test.describe.configure({ mode: "default" });

const PHONE = { width: 375, height: 667 };

/** A lead through the public JSON API, on this spec's server. */
const postLead = (path: string, body: Record<string, unknown>) => postLeadTo(server.url, path, body);

/** The outbox's push jobs queued for one lead (one per device that had notifications on). */
function pushJobsFor(leadId: string): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    const row = db.prepare("select count(*) as n from outbox where job = 'push' and lead_id = ?").get(leadId) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}

const leadCards = (page: import("@playwright/test").Page) =>
  page
    .getByRole("list", { name: "Leads" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });

/** A consultation tomorrow at 10:00 in the business's zone, written straight into the database (any weekday). */
function bookTomorrow(name: string, address: string): string {
  const id = crypto.randomUUID();
  const start = DateTime.now().setZone(business.timeZone).plus({ days: 1 }).set({ hour: 10, minute: 0, second: 0 });
  const iso = (d: DateTime) => d.toUTC().toISO({ suppressMilliseconds: false })!;
  const db = new Database(server.dbPath);
  try {
    db.prepare(
      `insert into bookings (id, created_at, updated_at, status, start_at, end_at, user_name, user_email, user_phone,
        address, location_lat, location_lng, rooms, message, outside_service_area, sequence, cancelled_at, cancelled_by,
        client_ip, user_agent)
       values (?, ?, ?, 'confirmed', ?, ?, ?, 'visit@example.com', '(213) 555-0177', ?, null, null, 2,
        'Side gate code 4411', 0, 0, null, null, '', '')`,
    ).run(id, iso(DateTime.now()), iso(DateTime.now()), iso(start), iso(start.plus({ hours: 1 })), name, address);
  } finally {
    db.close();
  }
  return id;
}

test("on a 375 px phone the inbox's first screen shows at least three leads, each a tap away from a call, a text, an e-mail and directions", async ({
  page,
}) => {
  await postLead("/api/quote", {
    user_name: "Quinn Quote",
    user_email: "quinn@example.com",
    user_phone: "(213) 555-0147",
    product_type: "shades",
    product_model: "Roller Shades",
    preferred_color: "White",
    preferred_material: "Polyester",
    quantity: 2,
    window_dimensions: "36 x 48 in",
    installation_required: "yes",
    message: "Two bedroom windows",
  });
  for (const name of ["Carla Contact", "Mary Jackson"]) {
    await postLead("/api/contact", {
      user_name: name,
      user_email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
      user_phone: "(213) 555-0123",
      message: "Shutters for the kitchen window, please. We are home most afternoons after three.",
      location_address: "123 Main St, Los Angeles, CA",
      location_lat: 34.0522,
      location_lng: -118.2437,
    });
  }
  bookTomorrow("Bea Booker", "1 Main St, Los Angeles, CA");

  await page.setViewportSize(PHONE);
  await signIn(page, server.url, "owner@example.com");
  await hydrated(page);
  // The first screen: at least three whole lead cards above the fold, the newest first.
  const cards = leadCards(page);
  await expect(cards.first()).toBeVisible();
  const bottoms = await cards.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().bottom));
  expect(bottoms.filter((bottom) => bottom <= PHONE.height).length, `card bottoms: ${bottoms}`).toBeGreaterThanOrEqual(
    3,
  );

  // Each card: who, the kind, when, the status, and the actions with the right addresses.
  const mary = cards.filter({ hasText: "Mary Jackson" });
  await expect(mary).toContainText("Message");
  await expect(mary).toContainText("New");
  await expect(mary.getByRole("link", { name: "Call Mary Jackson at (213) 555-0123" })).toHaveAttribute(
    "href",
    "tel:2135550123",
  );
  await expect(mary.getByRole("link", { name: "Text Mary Jackson at (213) 555-0123" })).toHaveAttribute(
    "href",
    "sms:2135550123",
  );
  await expect(mary.getByRole("link", { name: /^E-mail Mary Jackson/ })).toHaveAttribute(
    "href",
    "mailto:mary@example.com",
  );
  await expect(mary.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=34.0522%2C-118.2437",
  );
  const bea = cards.filter({ hasText: "Bea Booker" });
  await expect(bea).toContainText("Consultation");
  await expect(bea.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Los%20Angeles%2C%20CA",
  );
  // A quote request has no job location: no directions to nowhere.
  await expect(cards.filter({ hasText: "Quinn Quote" }).getByRole("link", { name: /^Directions/ })).toHaveCount(0);

  // One menu holds the ways out; the filters wait behind one control that counts the active ones.
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeHidden();
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeHidden();
  await page.getByText("Filter", { exact: true }).click();
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await page.goto(`${server.url}/admin/inbox?kind=contact&status=new`);
  await expect(page.getByText("Filter (2 active)")).toBeVisible();
  await expect(leadCards(page)).toHaveCount(2);
  expect(await axeViolations(page), "the inbox at 375 px").toEqual([]);
  await openStaffMenu(page);
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  expect(await axeViolations(page), "the inbox at 375 px, menu open").toEqual([]);

  // On a wide screen the filters are open as before, and the cards are the same.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/admin/inbox`);
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await expect(page.getByText("Filter", { exact: true })).toBeHidden();
  expect(await axeViolations(page), "the inbox at 1280 px").toEqual([]);
});

test("the agenda, a lead's page and the settings on a phone: axe clean at 375 px, nothing wider than a 320 px screen", async ({
  page,
}) => {
  await postLead("/api/contact", {
    user_name: "Nina Narrow",
    user_email: "nina@example.com",
    user_phone: "(213) 555-0166",
    message: "Shades for a narrow hallway window.",
    location_address: "5 Narrow Ln, Los Angeles, CA",
    location_lat: 34.05,
    location_lng: -118.25,
  });
  await page.setViewportSize(PHONE);
  await signIn(page, server.url, "owner@example.com");
  await page.goto(`${server.url}/admin/agenda`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
  expect(await axeViolations(page), "the agenda at 375 px").toEqual([]);
  await page.goto(`${server.url}/admin/inbox`);
  await leadCards(page).getByRole("link", { name: "Nina Narrow", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message from Nina Narrow");
  expect(await axeViolations(page), "a lead at 375 px").toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/admin/inbox", "/admin/agenda", "/admin/settings"]) {
    await page.goto(server.url + path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} at 320 px`).toBeLessThanOrEqual(320);
  }
});

test("the back office is installable: a manifest and a service worker scoped to /admin/, the public site keeping its own", async ({
  page,
  request,
}) => {
  const manifest = await request.get(`${server.url}/admin/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const app = (await manifest.json()) as Record<string, unknown>;
  expect(app).toMatchObject({ scope: "/admin/", display: "standalone", theme_color: "#7a4716" });
  expect(String(app.start_url)).toMatch(/^\/admin\//);
  for (const icon of app.icons as { src: string }[])
    expect((await request.get(server.url + icon.src)).status()).toBe(200);

  const worker = await request.get(`${server.url}/admin/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["service-worker-allowed"]).toBe("/admin/");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  await signIn(page, server.url, "owner@example.com");
  await expect(page.locator("link[rel=manifest]")).toHaveAttribute("href", "/admin/manifest.webmanifest");
  await page.goto(`${server.url}/`);
  await expect(page.locator("link[rel=manifest]")).toHaveAttribute("href", "/site.webmanifest");
});

test.describe("offline", () => {
  // The offline agenda is answered with 503 (the page could not be loaded), which Chromium logs as a failed load.
  test.use({ expectedConsoleErrors: [/status of 503 .*\/admin\/agenda$/] });

  test("the service worker never controls the public site, keeps today's and tomorrow's visits for offline use, and drops them at sign-out", async ({
    page,
    context,
  }) => {
    bookTomorrow("Olive Offline", "9 Harbor Way, Long Beach, CA");
    await page.setViewportSize(PHONE);
    await signIn(page, server.url, "owner@example.com");
    // Registered for /admin/ only, and in charge of the back office's pages once active.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/admin/`);
    expect(context.serviceWorkers().map((w) => w.url())).toContain(`${server.url}/admin/sw.js`);
    // Playwright takes each of the context's targets offline in turn: under load the service worker could still
    // fetch the real page, whose own files then failed to load. A page is opened once the worker itself is offline.
    const worker = context.serviceWorkers().find((candidate) => candidate.url() === `${server.url}/admin/sw.js`);
    const goOffline = async () => {
      await context.setOffline(true);
      await expect.poll(() => worker?.evaluate(() => navigator.onLine)).toBe(false);
    };
    const kept = () =>
      page.evaluate(async () => {
        const cache = await caches.open("admin-offline-agenda");
        const answer = await cache.match("/api/admin/agenda/offline");
        if (!answer) return [];
        const agenda = (await answer.json()) as { days: { visits: { name: string }[] }[] };
        return agenda.days.flatMap((d) => d.visits.map((v) => v.name));
      });
    await expect
      .poll(async () => {
        await page.goto(`${server.url}/admin/agenda`);
        return kept();
      })
      .toContain("Olive Offline");
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.url}/admin/sw.js`);

    // No signal: the agenda page is the kept copy, under a banner saying when it was taken.
    // The signal goes while no page is open (a page still running would log its own failed requests): the app is
    // then opened without it.
    await page.goto("about:blank");
    await goOffline();
    await page.goto(`${server.url}/admin/agenda`);
    await expect(page.getByRole("status")).toContainText("You are offline. Today's and tomorrow's visits as of");
    const visit = page.getByRole("listitem").filter({ hasText: "Olive Offline" });
    await expect(visit).toContainText("9 Harbor Way, Long Beach, CA");
    await expect(visit).toContainText("Side gate code 4411");
    await expect(visit.getByRole("link", { name: "Call (213) 555-0177" })).toHaveAttribute("href", "tel:2135550177");
    expect(await axeViolations(page), "the offline agenda").toEqual([]);
    await context.setOffline(false);

    // The public site is not the service worker's: no page of it is controlled.
    for (const path of ["/", "/contact", "/book"]) {
      await page.goto(server.url + path);
      expect(await page.evaluate(() => navigator.serviceWorker.controller), path).toBeNull();
    }

    // Sign out: the kept copy is gone, and offline there is nothing to show.
    await page.goto(`${server.url}/admin/agenda`);
    await hydrated(page);
    await openStaffMenu(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/admin/login?signed_out=1`);
    await expect.poll(kept).toEqual([]);
    await page.goto("about:blank");
    await goOffline();
    await page.goto(`${server.url}/admin/agenda`);
    await expect(page.getByRole("status")).toHaveText("You are offline, and no visits are kept on this device.");
    await expect(page.getByText("Olive Offline")).toHaveCount(0);
    await context.setOffline(false);
  });
});

test("a staff member sees and removes the devices that get notifications, and chooses where a phone opens", async ({
  page,
}) => {
  await signIn(page, server.url, "owner@example.com");
  const db = new Database(server.dbPath);
  try {
    const user = db.prepare("select id from staff_users where email = ?").get("owner@example.com") as { id: string };
    db.prepare(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, device, created_at) values (?, ?, ?, 'k', 'a', ?, ?)`,
    ).run(
      crypto.randomUUID(),
      user.id,
      "https://fcm.googleapis.com/fcm/send/x",
      "Android phone, Chrome",
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  await openStaffMenu(page);
  await page.getByRole("link", { name: "Settings and notifications" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  await hydrated(page);
  const devices = page.getByRole("list", { name: "Devices with notifications" });
  await expect(devices).toContainText("Android phone, Chrome");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `settings at ${width}px`).toEqual([]);
  }
  await devices.getByRole("button", { name: "Remove Android phone, Chrome" }).click();
  await expect(page.getByRole("status").first()).toHaveText("That device gets no more notifications.");
  await expect(page.getByText("None yet.")).toBeVisible();

  await page.getByLabel("Open the agenda first on a phone during working hours").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved.");
  await expect(page.getByLabel("Open the agenda first on a phone during working hours")).toBeChecked();
  // A computer opens the inbox whatever the choice (the phone and the hours: server/admin/settings.test.ts).
  await page.goto(`${server.url}/admin/start`);
  await expect(page).toHaveURL(`${server.url}/admin/inbox`);
});

test("a staff member turns notifications on for this device, gets an encrypted push for a new lead that opens it, and turns them off", async ({
  page,
  context,
}) => {
  // Headless Chromium has no push service of its own: the browser's PushManager hands out a subscription on the
  // loopback service instead (keys made by the test, which reads the pushes with them); permission is granted as a
  // staff member would grant it.
  const device = pushService.device("e2e-phone");
  await context.grantPermissions(["notifications"], { origin: server.url });
  await page.addInitScript((subscription) => {
    const stored = () => localStorage.getItem("fake-push") !== null;
    const fake = () =>
      ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => subscription,
        unsubscribe: async () => {
          localStorage.removeItem("fake-push");
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      localStorage.setItem("fake-push", String(options?.applicationServerKey));
      return fake();
    };
    PushManager.prototype.getSubscription = async function () {
      return stored() ? fake() : null;
    };
  }, device.subscription);

  await page.setViewportSize(PHONE);
  await signIn(page, server.url, "owner@example.com");
  await openStaffMenu(page);
  await page.getByRole("link", { name: "Settings and notifications" }).click();
  await hydrated(page);
  await expect(page.getByRole("status")).toHaveText("Notifications are off for this device.");
  await page.getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expect(page.getByRole("status")).toHaveText("Notifications are on for this device.");
  await expect(page.getByRole("list", { name: "Devices with notifications" })).toContainText(/computer, Chrome since/);
  // The browser subscribed with the server's VAPID public key.
  const { publicKey } = (await (await page.request.get(`${server.url}/api/admin/push/key`)).json()) as {
    publicKey: string;
  };
  expect(await page.evaluate(() => localStorage.getItem("fake-push"))).toBe(publicKey);
  // A page loaded later still knows this device is on.
  await page.reload();
  await expect(page.getByRole("status")).toHaveText("Notifications are on for this device.");
  expect(await axeViolations(page), "settings with notifications on, 375 px").toEqual([]);

  // A new lead: one push to this device, encrypted for it, signed with that key, the first name only.
  const id = await postLead("/api/contact", {
    user_name: "Priya Pushkin",
    user_email: "priya@example.com",
    user_phone: "(213) 555-0190",
    message: "Please call me about shutters for two windows.",
    location_address: "123 Main St, Los Angeles, CA",
    location_lat: 34.0522,
    location_lng: -118.2437,
  });
  await expect.poll(() => pushService.of(device).length).toBe(1);
  const [push] = pushService.of(device);
  expect(push!.vapidKey).toBe(publicKey);
  const message = device.read(push!) as { title: string; body: string; url: string };
  expect(message.body).toBe("Priya");
  expect(JSON.stringify(message)).not.toMatch(/Pushkin|priya@example\.com|555-0190/);
  expect(message.url).toBe(`/admin/leads/contact/${id}`);
  // The lead the push opens.
  await page.goto(server.url + message.url);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Priya Pushkin");

  // Off again: the server forgets the device, and the next lead sends it nothing.
  await page.goto(`${server.url}/admin/settings`);
  await hydrated(page);
  await page.getByRole("button", { name: "Turn off notifications on this device" }).click();
  await expect(page.getByRole("status")).toHaveText("Notifications are off for this device.");
  await expect(page.getByText("None yet.")).toBeVisible();
  const quiet = await postLead("/api/contact", {
    user_name: "Quiet Quincy",
    user_email: "quincy@example.com",
    user_phone: "(213) 555-0191",
    message: "No push for this one, please.",
    location_address: "123 Main St, Los Angeles, CA",
    location_lat: 34.0522,
    location_lng: -118.2437,
  });
  // Pushes are queued in the lead's own transaction: the answer to the form means the queue is final.
  expect(pushJobsFor(quiet)).toBe(0);
  expect(pushJobsFor(id)).toBe(1);
  expect(pushService.of(device)).toHaveLength(1);
});
