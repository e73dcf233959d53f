import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, expect, hydrated as pageHydrated, resize, test } from "./fixtures";
import { choose } from "./booking-helpers";
import { hydrated, openWithFakes } from "./forms-helpers";

/**
 * Online booking of the consultation (issue 12). Every test books its own time (`nth`
 * offered slot, a different one per test; the e2e server has 50 seats per slot), so tests
 * running side by side never compete for a seat, except the one that fills a slot on purpose.
 */
type SlotsBody = { timeZone: string; slots: { start: string; remaining: number }[] };

async function offeredStart(request: APIRequestContext, nth: number): Promise<string> {
  const body = (await (await request.get("/api/booking/slots?days=14")).json()) as SlotsBody;
  const slot = body.slots.at(nth % body.slots.length);
  if (!slot) throw new Error("no offered slot");
  return slot.start;
}

const etLabel = (start: string) =>
  new Date(start).toLocaleString("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" });
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fillVisitor(page: Page, who: string) {
  await box(page, "Your Name").fill(`${who} Visitor`);
  await box(page, "Email Address").fill(`${who.toLowerCase()}@example.com`);
  await box(page, "Phone Number").fill("(213) 555-0123");
  await box(page, "Address of the visit").fill("1200 Sunset Blvd, Los Angeles, CA");
}

async function bookByApi(request: APIRequestContext, start: string, email: string) {
  return request.post("/api/bookings", {
    data: {
      start,
      user_name: "Api Visitor",
      user_email: email,
      user_phone: "(213) 555-0100",
      address: "1 Main St, Los Angeles, CA",
    },
  });
}

test.describe("booking a consultation", () => {
  // The browser reports a refused post (409) of the taken-meanwhile test as a failed load itself.
  test.use({ expectedConsoleErrors: [/status of 409 .*\/book$/] });
  test("with scripts: a day, a time, the details → the booking's page with Add to calendar", async ({ page }) => {
    const start = await offeredStart(page.request, 2);
    await openWithFakes(page, "/book");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Free Consultation");
    await choose(page, start);
    await expect(page.getByRole("radio", { name: new RegExp(`^${etLabel(start)} ET`) }).first()).toBeChecked();
    await fillVisitor(page, "Scripted");
    await page.getByRole("spinbutton", { name: "Rooms to look at" }).fill("3");
    await page.getByRole("button", { name: "Book Consultation" }).click();

    await expect(page).toHaveURL(/\/book\/manage\/[0-9a-f-]{36}\.[\w-]{22}\?booked=1$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Your consultation is booked");
    await expect(heading).toBeFocused();
    await expect(page.getByText(`at ${etLabel(start)} ET`)).toBeVisible();
    await expect(page.getByText("1200 Sunset Blvd, Los Angeles, CA")).toBeVisible();

    const calendar = page.getByRole("link", { name: "Add to calendar" });
    const ics = await page.request.get((await calendar.getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain(`DTSTART:${start.replace(/[-:]/g, "")}`);
    await expect(page.getByRole("link", { name: "Manage your booking" })).toHaveAttribute(
      "href",
      new URL(page.url()).pathname,
    );
  });

  test("a second press before the form shows Sending... books nothing more", async ({ page }) => {
    const start = await offeredStart(page.request, 4);
    await openWithFakes(page, "/book");
    await choose(page, start);
    await fillVisitor(page, "Twice");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    // Two presses in one task: the second comes before the sending state has rendered and disabled the button.
    await page.locator("form.booking-form").evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
    expect(posts).toEqual(["/book"]);
  });

  test("without scripts: radio buttons and a native post answered by the server", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const start = await offeredStart(page.request, 6);
    const posts: number[] = [];
    page.on("response", (r) => void (r.request().method() === "POST" && posts.push(r.status())));
    await page.goto("/book");
    await choose(page, start);
    // Only the chosen day's times show, by CSS alone.
    const dayTimes = page.locator("fieldset.slot-picker__times").filter({ visible: true });
    await expect(dayTimes).toHaveCount(1);
    await fillVisitor(page, "Noscript");
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
    expect(posts).toEqual([303]);
    await context.close();
  });

  test("a time taken meanwhile: the page says so, shows fresh times and keeps everything typed", async ({ page }) => {
    // The last offered time: the other tests book from the first ones, so none of them races this fill.
    const start = await offeredStart(page.request, -1);
    await openWithFakes(page, "/book");
    await choose(page, start);
    await fillVisitor(page, "Late");
    await page.getByLabel("Anything we should know?").fill("Corner windows in the den.");
    // Other visitors take every seat left at that time while this one types.
    for (let i = 0; ; i++) {
      const res = await bookByApi(page.request, start, `other${i}-${Date.now()}@example.com`);
      if (res.status() === 409) break;
      expect(res.status()).toBe(201);
    }
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Book Consultation" }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.locator(".notice--error")).toHaveText("That time was just taken. Please choose another.");
    await expect(page.locator(`input[name=start][value="${start}"]`)).toHaveCount(0);
    await expect(box(page, "Your Name")).toHaveValue("Late Visitor");
    await expect(box(page, "Address of the visit")).toHaveValue("1200 Sunset Blvd, Los Angeles, CA");
    await expect(page.getByLabel("Anything we should know?")).toHaveValue("Corner windows in the den.");
    // Another time goes through.
    await choose(page, await offeredStart(page.request, 12));
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
  });

  test("a time must be chosen: the message is shown and nothing is sent", async ({ page }) => {
    await openWithFakes(page, "/book");
    await fillVisitor(page, "Undecided");
    let posted = false;
    page.on("request", (r) => void (r.method() === "POST" && (posted = true)));
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page.locator(".slot-picker .field__error")).toHaveText("Please choose a time");
    expect(posted).toBe(false);
  });

  test("the visitor's own time shows beside the business's when their zone differs", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles", baseURL });
    const page = await context.newPage();
    await page.goto("/book");
    await hydrated(page);
    const first = page.locator("label.slot-picker__time").filter({ visible: true }).first();
    const start = await first.locator("input").getAttribute("value");
    const pacific = new Date(start!).toLocaleString("en-US", {
      timeZone: "America/Los_Angeles",
      hour: "numeric",
      minute: "2-digit",
    });
    await expect(first).toContainText(`${etLabel(start!)} ET`);
    await expect(first.locator(".slot-picker__local")).toHaveText(`${pacific} your time`);
    await context.close();
  });

  test("a picked place outside the service area gets a polite note, and the booking is accepted", async ({ page }) => {
    const SAN_DIEGO = { lat: "32.7157", lon: "-117.1611", display_name: "San Diego, California, United States" };
    await openWithFakes(page, "/book", { search: () => ({ body: [SAN_DIEGO] }) });
    await choose(page, await offeredStart(page.request, 16));
    await fillVisitor(page, "Faraway");
    const search = page.getByRole("combobox", { name: "Search for a location" });
    await search.fill("san diego");
    await search.press("Enter");
    await page.getByRole("option", { name: SAN_DIEGO.display_name }).click();
    await expect(box(page, "Address of the visit")).toHaveValue(SAN_DIEGO.display_name);
    const note = page.getByText("outside our usual service area", { exact: false });
    await expect(note.first()).toBeVisible();
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
    await expect(page.getByText("we will call you to confirm the visit")).toBeVisible();
  });
});

test.describe("a booking's own page", () => {
  async function booked(page: Page, nth: number) {
    const start = await offeredStart(page.request, nth);
    const res = await bookByApi(page.request, start, `manage${nth}-${Date.now()}@example.com`);
    expect(res.status()).toBe(201);
    return { start, manageUrl: ((await res.json()) as { manageUrl: string }).manageUrl };
  }

  test("reschedules to another time and then cancels", async ({ page }) => {
    const { manageUrl } = await booked(page, 21);
    await page.goto(manageUrl);
    await pageHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation");
    const target = await offeredStart(page.request, 26);
    const reschedule = page.locator("form.booking-form");
    await choose(page, target, reschedule);
    await page.getByRole("button", { name: "Move my consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation has moved");
    await expect(page.getByText(`at ${etLabel(target)} ET`)).toBeVisible();

    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is cancelled");
    await expect(page.getByText("This consultation has been cancelled.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Move my consultation" })).toHaveCount(0);
    // The page says so on a later visit too.
    await page.goto(manageUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is cancelled");
  });

  test("without scripts the same forms post natively", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const { manageUrl } = await booked(page, 31);
    await page.goto(manageUrl);
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is cancelled");
    await context.close();
  });

  test("an unknown or altered link is the 404 page with status 404", async ({ page }) => {
    const { manageUrl } = await booked(page, 36);
    for (const path of [manageUrl.slice(0, -3) + "AAA", "/book/manage/nothing-here"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    }
  });

  test("is noindex and never cached; /book is rendered per request too", async ({ page }) => {
    const { manageUrl } = await booked(page, 41);
    const manage = await page.goto(manageUrl);
    expect(manage?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const book = await page.goto("/book");
    expect(book?.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("where booking is offered", () => {
  test("the header's Book a Consultation button, on the desktop bar and in the mobile menu", async ({ page }) => {
    await page.goto("/about");
    await pageHydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Book a Consultation" }).click();
    await expect(page).toHaveURL(/\/book$/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about");
    await pageHydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator(".mobile-menu").getByRole("link", { name: "Book a Consultation" }).click();
    await expect(page).toHaveURL(/\/book$/);
  });

  for (const path of ["/contact", "/services/consultation"]) {
    test(`a booking panel on ${path}`, async ({ page }) => {
      await page.goto(path);
      const panel = page.getByRole("complementary", { name: "Book your free consultation online" });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link", { name: "Choose a time" })).toHaveAttribute("href", "/book");
    });
  }
});

test.describe("booking pages are accessible (axe, 375 and 1280 px)", () => {
  test.describe.configure({ timeout: 60_000 });

  async function scan(page: Page, what: string) {
    await resize(page, { width: 375, height: 800 });
    expect(await axeViolations(page), `${what} at 375 px`).toEqual([]);
    await resize(page, { width: 1280, height: 800 });
    expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  }

  test("the booking page, blank and refused", async ({ page }) => {
    await openWithFakes(page, "/book");
    await scan(page, "/book");
    await fillVisitor(page, "Axe");
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page.locator(".slot-picker .field__error")).not.toBeEmpty();
    await scan(page, "/book with a message");
  });

  test("a booking's page, live and cancelled", async ({ page }) => {
    const start = await offeredStart(page.request, 46);
    const res = await bookByApi(page.request, start, `axe-${Date.now()}@example.com`);
    const { manageUrl } = (await res.json()) as { manageUrl: string };
    await page.goto(`${manageUrl}?booked=1`);
    await pageHydrated(page);
    await scan(page, "manage page");
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is cancelled");
    await scan(page, "cancelled manage page");
  });
});
