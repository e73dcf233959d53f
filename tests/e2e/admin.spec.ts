import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { axeViolations, hydrated } from "./fixtures";
import { openDatabase } from "../../server/db/database.ts";
import { applyRetention } from "../../server/privacy/retention.ts";
import { BUDGETS, checkBudget } from "../../scripts/bench-budget-report.ts";
import { measureFirstLoad } from "../budgets/first-load.ts";
import {
  createStaff,
  expectUsableAtEveryWidth,
  openStaffMenu,
  postLead as postLeadTo,
  signIn,
  startAdminServer,
} from "./admin-helpers";

/**
 * Issue 14 end to end: the owner signs in, works a lead that just came in through the public
 * API, exports the view, handles a consultation in the agenda and signs out.
 */
let server: Awaited<ReturnType<typeof startAdminServer>>;
test.beforeAll(async () => {
  // Every test posts its own leads from one address: a rate limit the whole file stays under.
  server = await startAdminServer({ BOOKING_MIN_NOTICE_HOURS: "0", RATE_LIMIT_MAX: "100" });
  createStaff(server.dbPath, "owner@example.com");
});
test.afterAll(() => server?.stop());

test.describe.configure({ mode: "default" });
// A refused sign-in answers 401, which the browser reports as a failed load of the page's data.
test.use({ expectedConsoleErrors: [/status of 401 .*\/admin\/login\.data/] });

/** A lead through the public JSON API, on this spec's server. */
const postLead = (path: string, body: Record<string, unknown>) => postLeadTo(server.url, path, body);

/** The inbox's lead cards (each holds a list of its one-tap actions too). */
const leadCards = (page: import("@playwright/test").Page) =>
  page
    .getByRole("list", { name: "Leads" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });

const emailOf = (name: string) => `${name.split(" ")[0]!.toLowerCase()}@example.com`;

const postQuote = (name: string) =>
  postLead("/api/quote", {
    user_name: name,
    user_email: emailOf(name),
    user_phone: "(213) 555-0147",
    product_type: "shades",
    product_model: "Roller Shades",
    preferred_color: "White",
    preferred_material: "Polyester",
    quantity: 2,
    window_dimensions: "",
    installation_required: "yes",
    message: "Two bedroom windows",
    windows: [{ room: "Bedroom", width_in: 36.375, height_in: 48, mount: "inside", quantity: 2 }],
  });

const postContact = (name: string) =>
  postLead("/api/contact", {
    user_name: name,
    user_email: emailOf(name),
    user_phone: "(213) 555-0123",
    message: "Shutters for the kitchen window, please.",
    location_address: "123 Main St, Los Angeles, CA",
    location_lat: 34.0522,
    location_lng: -118.2437,
  });

async function book(name: string, slot = 3) {
  const slots = (await (await fetch(`${server.url}/api/booking/slots?days=14`)).json()) as {
    slots: { start: string }[];
  };
  const start = slots.slots[slot]!.start;
  const id = await postLead("/api/bookings", {
    start,
    user_name: name,
    user_email: "booker@example.com",
    user_phone: "(213) 555-0100",
    address: "1 Main St, Los Angeles, CA",
  });
  return { start, id };
}

test("sign in, find and work a new lead, export the view, cancel a consultation, sign out", async ({ page }) => {
  await postQuote("Grace Hopper");
  await postQuote("Margaret Hamilton");
  await book("Alan Turing");

  await page.goto(`${server.url}/admin`);
  await expect(page, "without a session the inbox sends to the sign-in page").toHaveURL(`${server.url}/admin/login`);
  // The scripted sign-in, whose 401 the browser reports for the .data request: before hydration the native form posts.
  await hydrated(page);
  await page.getByLabel("E-mail").fill("owner@example.com");
  await page.getByLabel("Password").fill("not my password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect e-mail or password.");
  await signIn(page, server.url, "owner@example.com");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  await expect(page.getByRole("status").first()).toContainText("3 new leads");
  await page.getByRole("link", { name: "Grace Hopper", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote request from Grace Hopper");
  await expect(page.getByRole("cell", { name: "Bedroom" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Note").fill("Called: measuring visit on Tuesday");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("Called: measuring visit on Tuesday");
  await expect(page.getByRole("list", { name: "History" })).toContainText(
    "owner@example.com · Status changed: New → Contacted",
  );

  await page.getByRole("link", { name: "Inbox", exact: true }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill("hopper");
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(/[?&]q=hopper/);
  await expect(leadCards(page)).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Leads" })).toContainText("Contacted");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (await download).path().then((p) => import("node:fs").then((fs) => fs.readFileSync(p, "utf8")));
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("kind,id,created_at,status,locale,name,email,phone,summary,state");
  expect(lines.slice(1).map((l) => l.split(",")[5])).toEqual(["Grace Hopper"]);

  await page.getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
  const visit = page.getByRole("listitem").filter({ hasText: "Alan Turing" });
  await expect(visit).toContainText("1 Main St, Los Angeles, CA");
  await visit.getByRole("button", { name: "Cancel consultation" }).click();
  await page.getByRole("button", { name: /^Yes, cancel/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Alan Turing" })).toContainText("Cancelled");

  await openStaffMenu(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/admin/login?signed_out=1`);
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(`${server.url}/admin/login`);
});

const AXE_PAGES = [
  "/admin/login",
  "/admin",
  "/admin/leads/quote/:id",
  "/admin/leads/contact/:id",
  "/admin/leads/booking/:id",
  "/admin/agenda",
  "/admin/orders",
  "/admin/subscribers",
];
/** A new lead of each kind, for its page. */
const NEW_LEAD = {
  quote: () => postQuote("Katherine Johnson"),
  contact: () => postContact("Mary Jackson"),
  booking: async () => (await book("Annie Easley", 5)).id,
};

for (const pattern of AXE_PAGES) {
  test(`${pattern} passes axe at 375 and 1280 px and has no sideways scroll at 320 px`, async ({ page }) => {
    const kind = /\/leads\/(\w+)\//.exec(pattern)?.[1] as keyof typeof NEW_LEAD | undefined;
    const path = kind ? pattern.replace(":id", await NEW_LEAD[kind]()) : pattern;
    // Signed out for the sign-in page (signed in, it goes to the inbox); signed in for the others.
    if (path !== "/admin/login") await signIn(page, server.url, "owner@example.com");
    await expectUsableAtEveryWidth(page, server.url, path);
  });
}

test("a privacy request from the inbox: download everything held for an address, then erase it", async ({ page }) => {
  const posted = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user_name: "Private Person",
      user_email: "private.person@example.com",
      user_phone: "(213) 555-0199",
      message: "Please forget me after this.",
      location_address: "123 Main St, Los Angeles, CA",
      location_lat: 34.0522,
      location_lng: -118.2437,
    }),
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
  await signIn(page, server.url, "owner@example.com");
  await page.getByRole("searchbox", { name: "Search" }).fill("private.person@example.com");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page.getByRole("heading", { name: "Privacy request for private.person@example.com" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download everything (JSON)" }).click();
  const file = await (await download).path();
  const exported = JSON.parse((await import("node:fs")).readFileSync(file, "utf8")) as {
    email: string;
    contact_messages: { message: string }[];
  };
  expect(exported.email).toBe("private.person@example.com");
  expect(exported.contact_messages.map((m) => m.message)).toEqual(["Please forget me after this."]);

  await hydrated(page);
  await page.getByRole("button", { name: "Erase everything…" }).click();
  await expect(
    page.getByRole("heading", { name: "Erase everything held for private.person@example.com?" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByRole("status").first()).toContainText(/Erased \d+ records/);
  await page.getByRole("searchbox", { name: "Search" }).fill("private.person@example.com");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page.getByText("No leads match this view.")).toBeVisible();
});

test("every admin page's first-load JavaScript stays within the back office's 200 KB, with no map code", async ({
  page,
}) => {
  const quote = await postQuote("Dorothy Vaughan");
  await signIn(page, server.url, "owner@example.com");
  for (const path of ["/admin", `/admin/leads/quote/${quote}`, "/admin/agenda", "/admin/subscribers"]) {
    const load = await measureFirstLoad(page, server.url + path);
    const js = checkBudget(`First-load JavaScript of ${path}`, load.js, BUDGETS.adminFirstLoadJs, undefined);
    expect(js.over, js.report).toBe(false);
    expect(load.leaflet, `${path} loads Leaflet before it is asked for`).toEqual([]);
  }
});

/** Axe at the widths staff use, on the page as it is now (a confirmation step stays on screen). */
async function expectAxeClean(page: import("@playwright/test").Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} at ${width}px`).toEqual([]);
  }
}

test("the privacy erase and the agenda cancel confirmation steps pass axe at 375 and 1280 px", async ({ page }) => {
  await postContact("Confirm Erasure");
  await book("Confirm Cancel", 6);
  await signIn(page, server.url, "owner@example.com");
  // Opened straight from its address: the server-rendered privacy section must hydrate as it is.
  await page.goto(`${server.url}/admin?q=confirm%40example.com`);
  await hydrated(page);
  await page.getByRole("button", { name: "Erase everything…" }).click();
  await expect(page.getByRole("heading", { name: "Erase everything held for confirm@example.com?" })).toBeVisible();
  await expectAxeClean(page, "the erase confirmation");

  await page.goto(`${server.url}/admin/agenda`);
  await hydrated(page);
  const visit = page.getByRole("listitem").filter({ hasText: "Confirm Cancel" });
  await visit.getByRole("button", { name: "Cancel consultation" }).click();
  await expect(page.getByRole("heading", { name: /^Cancel the consultation of Confirm Cancel/ })).toBeVisible();
  await expectAxeClean(page, "the cancel confirmation");
});

test("a quote's photos show as small thumbnails made on the server, each opening the full image", async ({
  page,
  context,
}) => {
  const form = new FormData();
  const fields = {
    user_name: "Photo Person",
    user_email: "photo.person@example.com",
    user_phone: "(213) 555-0111",
    product_type: "shades",
    product_model: "Roller Shades",
    preferred_color: "White",
    preferred_material: "Polyester",
    quantity: "1",
    window_dimensions: "36 x 48 in",
    installation_required: "yes",
    message: "",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, color] of [
    ["bay.jpg", "#8a6a4a"],
    ["kitchen.jpg", "#4a6a8a"],
  ] as const) {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), name);
  }
  const posted = await fetch(`${server.url}/api/quote`, { method: "POST", body: form });
  expect(posted.status, await posted.clone().text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };

  await signIn(page, server.url, "owner@example.com");
  await page.goto(`${server.url}/admin/leads/quote/${id}`);
  const link = page.getByRole("link", { name: "Photo 1 of 2: bay.jpg (opens the full image)" });
  const thumbnail = link.getByRole("img");
  await thumbnail.scrollIntoViewIfNeeded();
  // The picture on the page is the small copy, not the photo scaled down by the browser.
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([320, 240]);
  expect(await thumbnail.getAttribute("src")).toContain("size=thumbnail");
  await expect(page.getByRole("img", { name: /^Photo 2 of 2: kitchen\.jpg/ })).toBeVisible();

  const opened = context.waitForEvent("page");
  await link.click();
  const full = await opened;
  await full.waitForLoadState();
  expect(full.url()).not.toContain("size=");
  expect(await full.locator("img").evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1200, 900,
  ]);
});

test("the inbox pages through more leads than fit on one page, keeping the search", async ({ page }) => {
  const db = new Database(server.dbPath);
  try {
    const insert = db.prepare(
      `insert into contact_messages (id, created_at, user_name, user_email, user_phone, message, location_address, client_ip, user_agent)
       values (?, ?, ?, ?, '', 'Paged lead', '', '', '')`,
    );
    for (let n = 0; n < 30; n++) {
      const at = new Date(Date.parse("2026-10-01T12:00:00Z") + n * 60_000).toISOString();
      insert.run(crypto.randomUUID(), at, `Paged Person ${n}`, `paged${n}@example.com`);
    }
  } finally {
    db.close();
  }
  await signIn(page, server.url, "owner@example.com");
  await page.getByRole("searchbox", { name: "Search" }).fill("Paged Person");
  await page.getByRole("button", { name: "Show leads" }).click();
  const leads = leadCards(page);
  const pages = page.getByRole("navigation", { name: "Pages of leads" });
  await expect(leads).toHaveCount(25);
  await expect(leads.first()).toContainText("Paged Person 29");
  await expect(pages).toContainText("Page 1 of 2");
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]q=Paged/);
  await expect(leads).toHaveCount(5);
  await expect(leads.last()).toContainText("Paged Person 0");
  await expect(pages).toContainText("Page 2 of 2");
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect(leads).toHaveCount(25);
});

test("once retention has cleared an e-mail's copy, its lead page says so and offers no 'Send again'", async ({
  page,
}) => {
  const id = await postContact("Rita Retention");
  // Its e-mail to the business went out (there is no mail transport here) at `at`.
  const deliveredAt = (at: Date) => {
    const db = new Database(server.dbPath);
    try {
      const update = "update outbox set status = 'delivered', created_at = ?, delivered_at = ?";
      db.prepare(`${update} where lead_id = ? and job = 'notify'`).run(at.toISOString(), at.toISOString(), id);
    } finally {
      db.close();
    }
  };
  deliveredAt(new Date());
  await signIn(page, server.url, "owner@example.com");
  await page.goto(`${server.url}/admin/leads/contact/${id}`);
  // The section (the table's scrolling frame inside it has the same name).
  const emails = page.getByRole("region", { name: "E-mails" }).first();
  await expect(emails.getByRole("button", { name: "Send again" })).toHaveCount(1);

  // 100 days on, the retention job clears its copy, as the privacy policy promises.
  deliveredAt(new Date(Date.now() - 100 * 86_400_000));
  const store = await openDatabase({ SQLITE_PATH: server.dbPath, DATABASE_URL: "" });
  try {
    await applyRetention(store.kysely, Date.now(), 90);
  } finally {
    await store.close();
  }
  await page.reload();
  await expect(emails).toContainText(
    "Its copy was cleared after 90 days, as the privacy policy promises, so it cannot be sent again.",
  );
  await expect(emails.getByRole("button", { name: "Send again" })).toHaveCount(0);
});
