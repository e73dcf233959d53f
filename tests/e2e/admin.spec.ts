import { expect, test } from "./fixtures";
import { axeViolations, hydrated } from "./fixtures";
import { BUDGETS, checkBudget } from "../../scripts/bench-budget-report.ts";
import { measureFirstLoad } from "../budgets/first-load.ts";
import { createStaff, signIn, startAdminServer } from "./admin-helpers";

/**
 * Issue 14 end to end: the owner signs in, works a lead that just came in through the public
 * API, exports the view, handles a consultation in the agenda and signs out.
 */
let server: Awaited<ReturnType<typeof startAdminServer>>;
test.beforeAll(async () => {
  server = await startAdminServer({ BOOKING_MIN_NOTICE_HOURS: "0" });
  createStaff(server.dbPath, "owner@example.com");
});
test.afterAll(() => server?.stop());

test.describe.configure({ mode: "default" });
// A refused sign-in answers 401, which the browser reports as a failed load of the page's data.
test.use({ expectedConsoleErrors: [/status of 401 .*\/admin\/login\.data/] });

async function postQuote(name: string) {
  const answer = await fetch(`${server.url}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user_name: name,
      user_email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
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
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function book(name: string) {
  const slots = (await (await fetch(`${server.url}/api/booking/slots?days=14`)).json()) as {
    slots: { start: string }[];
  };
  const start = slots.slots[3]!.start;
  const answer = await fetch(`${server.url}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      start,
      user_name: name,
      user_email: "booker@example.com",
      user_phone: "(213) 555-0100",
      address: "1 Main St, Los Angeles, CA",
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return start;
}

test("sign in, find and work a new lead, export the view, cancel a consultation, sign out", async ({ page }) => {
  await postQuote("Grace Hopper");
  await postQuote("Margaret Hamilton");
  await book("Alan Turing");

  await page.goto(`${server.url}/admin`);
  await expect(page, "without a session the inbox sends to the sign-in page").toHaveURL(`${server.url}/admin/login`);
  await page.getByLabel("E-mail").fill("owner@example.com");
  await page.getByLabel("Password").fill("not my password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect e-mail or password.");
  await signIn(page, server.url, "owner@example.com");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  await expect(page.getByRole("status").first()).toContainText("3 new leads");
  await page.getByRole("link", { name: "Grace Hopper" }).click();
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
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Leads" })).toContainText("Contacted");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (await download).path().then((p) => import("node:fs").then((fs) => fs.readFileSync(p, "utf8")));
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("kind,id,created_at,status,name,email,phone,summary");
  expect(lines.slice(1).map((l) => l.split(",")[4])).toEqual(["Grace Hopper"]);

  await page.getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
  const visit = page.getByRole("listitem").filter({ hasText: "Alan Turing" });
  await expect(visit).toContainText("1 Main St, Los Angeles, CA");
  await visit.getByRole("button", { name: "Cancel consultation" }).click();
  await page.getByRole("button", { name: /^Yes, cancel/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Alan Turing" })).toContainText("Cancelled");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/admin/login?signed_out=1`);
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(`${server.url}/admin/login`);
});

const AXE_PAGES = ["/admin/login", "/admin", "/admin/leads/quote/:id", "/admin/agenda", "/admin/subscribers"];

for (const pattern of AXE_PAGES) {
  test(`${pattern} passes axe at 375 and 1280 px and has no sideways scroll at 320 px`, async ({ page }) => {
    const path = pattern.includes(":id") ? pattern.replace(":id", await postQuote("Katherine Johnson")) : pattern;
    // Signed out for the sign-in page (signed in, it goes to the inbox); signed in for the others.
    if (path !== "/admin/login") await signIn(page, server.url, "owner@example.com");
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(server.url + path);
      await hydrated(page);
      if (width === 320) {
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(sideways, `${path} scrolls sideways at 320 px`).toBe(false);
      } else {
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    }
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
