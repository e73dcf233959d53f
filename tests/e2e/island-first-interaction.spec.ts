/**
 * The pages whose form is their content start the form's island on the visitor's first interaction, not with the
 * page (decision 0014): until then the form is the server's native form. These tests show that the island's script
 * is not part of loading the page, that the first key or touch starts it, and that nothing the visitor did before it
 * ran is lost — what they typed, the day they picked, the buttons they pressed (app/features/site-script/hold-presses.ts).
 */
import type { Page } from "@playwright/test";
import { fakeGeocoder } from "../mocks/geocoder";
import { fakeTiles } from "../mocks/tiles";
import { expect, test } from "./fixtures";
import { stageAction } from "./forms-helpers";

const LA = { lat: "34.0522", lon: "-118.2437", display_name: "Los Angeles, California, United States" };

const PAGES = [
  { path: "/contact", island: "contact" },
  { path: "/quote-request", island: "quote" },
  { path: "/book", island: "booking" },
  { path: "/es/book", island: "booking" },
  { path: "/privacy-request", island: "privacy-request" },
];

/**
 * Holds the island's script until `release()`, so the visitor acts on the native form first; with `fail`, the
 * script then fails to load instead.
 */
async function holdIsland(page: Page, name: string, { fail = false } = {}) {
  const src = await page.locator(`[data-island="${name}"]`).getAttribute("data-island-src");
  if (!src) throw new Error(`no island ${name} on ${page.url()}`);
  let release = () => {};
  const gate = new Promise<void>((go) => (release = go));
  let requested = false;
  await page.route(`**${src}`, async (route) => {
    requested = true;
    await gate;
    if (fail) await route.abort();
    else await route.continue();
  });
  return { release, requested: () => requested };
}

const ready = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-island-ready]`);

/** Opens `path` and presses Tab, the visitor's first interaction: the island's script is asked for, and held. */
async function heldFromFirstKey(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const held = await holdIsland(page, name);
  await page.keyboard.press("Tab");
  await expect.poll(() => held.requested()).toBe(true);
  return held;
}

/** What `clickAtHydration` read in the page. */
type Seen = {
  /** Right after React has rendered what the click changed. */
  afterClick: { checked: boolean; scripted: string | undefined };
  /** As the scripted version's commit marks the form (the window rows were then in place). */
  atSwitch: { rows: number };
};

/**
 * Between the commit that hydrates an island and the one that renders its scripted version, the island is live in
 * its script-free version (app/islands/island-root.tsx). This clicks `selector` inside the island right as it says
 * it has hydrated, as a visitor's click landing then would, and reads the page back twice:
 * - in a microtask after the click, once React has rendered the click (its render and commit end React's task,
 *   which then yields before the scripted version's render): whether the clicked input is checked, and whether the
 *   form is still script-free (`data-hydrated="false"`);
 * - as the scripted version's commit sets the form's `data-hydrated` to "true" (React updates an element after
 *   everything inside it): how many window rows there are.
 * Its listener comes after the hold on the island's presses (app/features/site-script/hold-presses.ts), which starts
 * when the script is asked for: call it once the held script has been requested.
 */
async function clickAtHydration(page: Page, name: string, selector: string) {
  await page.evaluate(
    ({ name, selector }) => {
      const island = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
      const form = island?.querySelector("form");
      if (!island || !form) throw new Error(`no island ${name} with a form`);
      const rows = () => island.querySelectorAll(".windows__row").length;
      const seen = new Promise((resolve) => {
        island.addEventListener(
          "island-hydrated",
          () => {
            const target = island.querySelector<HTMLElement>(selector);
            if (!target) throw new Error(`nothing matches ${selector}`);
            let afterClick: unknown;
            const setAttribute = form.setAttribute;
            form.setAttribute = function (attribute: string, value: string) {
              if (attribute === "data-hydrated" && String(value) === "true") {
                form.setAttribute = setAttribute;
                resolve({ afterClick, atSwitch: { rows: rows() } });
              }
              setAttribute.call(this, attribute, value);
            };
            target.click();
            queueMicrotask(() => {
              afterClick = {
                checked: target instanceof HTMLInputElement && target.checked,
                scripted: form.dataset.hydrated,
              };
            });
          },
          { once: true },
        );
      });
      (window as unknown as { clickAtHydration: Promise<Seen> }).clickAtHydration = seen as Promise<Seen>;
    },
    { name, selector },
  );
  return () => page.evaluate(() => (window as unknown as { clickAtHydration: Promise<Seen> }).clickAtHydration);
}

for (const { path, island } of PAGES) {
  test(`${path} loads its form's script on the visitor's first interaction, not with the page`, async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const src = await page.locator(`[data-island="${island}"]`).getAttribute("data-island-src");
    expect(src).toBeTruthy();
    expect(requested).not.toContain(src);
    await expect(ready(page, island)).toHaveCount(0);

    // A keyboard visitor's first Tab.
    await page.keyboard.press("Tab");
    await expect(ready(page, island)).toHaveCount(1);
    expect(requested).toContain(src);
  });
}

test("what a visitor typed before the contact form's script ran is sent with the rest", async ({ page }) => {
  await fakeTiles(page);
  await fakeGeocoder(page, { search: () => ({ body: [LA] }) });
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const held = await holdIsland(page, "contact");
  const form = page.locator("form.contact-form");
  const box = (name: string) => form.getByRole("textbox", { name, exact: true });

  await box("Your Name").fill("Dana Reyes");
  await box("Email Address").fill("dana@example.com");
  expect(held.requested()).toBe(true);
  held.release();
  await expect(ready(page, "contact")).toHaveCount(1);

  const api = await stageAction(page, "/contact", { server: true });
  await box("Phone Number").fill("(213) 555-0100");
  await box("Message").fill("Four bedroom windows need blackout blinds.");
  await page.mouse.move(5, 5);
  const search = page.getByRole("combobox", { name: "Search for a location" });
  await search.fill("los angeles");
  await search.press("Enter");
  await page.getByRole("option", { name: LA.display_name }).click();
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();
  expect(api.bodies).toHaveLength(1);
  expect(api.bodies[0]).toMatchObject({ user_name: "Dana Reyes", user_email: "dana@example.com" });
});

test("a day picked before the booking form's script ran shows that day's times", async ({ page }) => {
  await page.goto("/book");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const held = await holdIsland(page, "booking");
  const day = page.locator("label.slot-picker__day:not([data-empty])").filter({ visible: true }).nth(1);
  const date = await day.locator("input").getAttribute("value");
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const fetched = page.waitForRequest((request) => request.url().includes(`/api/booking/slots?from=${date}&days=1`));
  await day.click();
  held.release();
  await expect(ready(page, "booking")).toHaveCount(1);
  await fetched;
  await expect(day.locator("input")).toBeChecked();
  const times = page.locator(".slot-picker__times input[name='start']");
  await expect(times.first()).toBeVisible();
});

test("a time picked as the booking form hydrates, before its scripted version renders, stays picked", async ({
  page,
}) => {
  const held = await heldFromFirstKey(page, "/book", "booking");
  const firstTime = ".slot-picker__times input[name='start']";
  const seen = await clickAtHydration(page, "booking", firstTime);
  held.release();

  // Checked at once, by the script-free version the island renders for that moment, not only once it switches.
  expect((await seen()).afterClick).toEqual({ checked: true, scripted: "false" });
  await expect(ready(page, "booking")).toHaveCount(1);
  await expect(page.locator(firstTime).first()).toBeChecked();
});

test("a window added as the quote form hydrates is added once its scripted version is live, once", async ({ page }) => {
  const held = await heldFromFirstKey(page, "/quote-request", "quote");
  const seen = await clickAtHydration(page, "quote", ".windows__add");
  held.release();

  // Kept while the form is script-free, like the presses before it, so they reach the form in their order.
  expect((await seen()).atSwitch).toEqual({ rows: 3 });
  await expect(ready(page, "quote")).toHaveCount(1);
  const rows = page.locator("form.quote-form .windows__row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3).getByRole("textbox", { name: "Width (in)" })).toBeFocused();
});

test("window sizes typed before the quote form's script ran are priced once it runs", async ({ page }) => {
  await page.goto("/quote-request?type=shades&model=Roller%20Shades");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const held = await holdIsland(page, "quote");
  const form = page.locator("form.quote-form");
  const firstRow = form.locator(".windows__row").first();

  await firstRow.getByRole("textbox", { name: "Width (in)" }).fill("36 3/8");
  await firstRow.getByRole("textbox", { name: "Height (in)" }).fill("48");
  held.release();
  await expect(ready(page, "quote")).toHaveCount(1);

  await expect(form.locator(".windows__estimate")).toContainText(/^Estimated \$[\d,]+ – \$[\d,]+ for 1 window/);
  // The sizes stay what the visitor typed when the form renders again (here: a change to another row).
  await form.locator(".windows__row").nth(1).getByRole("textbox", { name: "Width (in)" }).fill("24");
  await expect(firstRow.getByRole("textbox", { name: "Width (in)" })).toHaveValue("36 3/8");
  await expect(firstRow.getByRole("textbox", { name: "Height (in)" })).toHaveValue("48");
});

test("a window added before the quote form's script ran is added once it runs, and only once", async ({ page }) => {
  await page.goto("/quote-request");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const held = await holdIsland(page, "quote");
  const form = page.locator("form.quote-form");
  const rows = form.locator(".windows__row");
  await expect(rows).toHaveCount(3);

  // The press is the page's first interaction: it asks for the script, which is held back.
  await form.getByRole("button", { name: "Add a window" }).click();
  expect(held.requested()).toBe(true);
  await expect(rows).toHaveCount(3);
  held.release();
  await expect(ready(page, "quote")).toHaveCount(1);

  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3).getByRole("textbox", { name: "Width (in)" })).toBeFocused();
  await expect(form.getByRole("button", { name: "Remove window 5" })).toHaveCount(0);
});

test.describe("when the form's script fails to load", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test("a send pressed while it was on its way is posted natively", async ({ page }) => {
    const posts: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") posts.push(response.status());
    });
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const held = await holdIsland(page, "contact", { fail: true });
    const form = page.locator("form.contact-form");
    const box = (name: string) => form.getByRole("textbox", { name, exact: true });
    await box("Your Name").fill("Kept Send");
    await box("Email Address").fill("kept@example.com");
    await box("Phone Number").fill("213-555-0142");
    await box("Job Location").fill("1200 Sunset Blvd, Los Angeles");
    await box("Message").fill("Sent before the form's script could run.");

    await form.getByRole("button", { name: "Send Message" }).click();
    expect(held.requested()).toBe(true);
    expect(posts).toEqual([]);
    held.release();

    await expect(page.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();
    expect(posts).toEqual([200]);
  });
});
