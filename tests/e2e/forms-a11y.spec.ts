import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures";
import { noisePhoto } from "../noise-photo";
import { openWithFakes, stageAction } from "./forms-helpers";

const LA = { lat: "34.0522", lon: "-118.2437", display_name: "Los Angeles, California, United States" };

const QUOTE_SENT = "Your quote request has been sent successfully! We will contact you shortly.";

/** The quote form's required fields; without scripts the product, too (the link's pre-fill is scripted). */
async function fillQuote(page: Page, { product = false } = {}) {
  const form = page.locator("form.quote-form");
  await form.getByRole("textbox", { name: "Full Name", exact: true }).fill("Sam Lee");
  await form.getByRole("textbox", { name: "Email Address", exact: true }).fill("sam@example.com");
  await form.getByRole("textbox", { name: "Phone Number", exact: true }).fill("2135550100");
  if (product) {
    await form.getByRole("combobox", { name: "Product Type", exact: true }).selectOption("blinds");
    await form.getByRole("combobox", { name: "Product Model", exact: true }).selectOption("Standard Mini Blinds");
  }
  await form.getByRole("combobox", { name: "Preferred Color" }).selectOption("White");
  await form.getByRole("combobox", { name: "Preferred Material" }).selectOption("Aluminum");
  await form.getByRole("combobox", { name: "Installation Required" }).selectOption("no");
}

async function bothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page), "375 px").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page), "1280 px").toEqual([]);
}

test.describe("forms are accessible in every state (axe, 375 and 1280 px)", () => {
  // Notices are scanned at rest, not halfway through their fade. (A fake clock cannot hold them: axe needs real timers.)
  test.use({ expectedConsoleErrors: [/\/(contact|quote-request|newsletter)$/], reducedMotion: "reduce" });
  // axe runs several times per test, on a shared machine.
  test.describe.configure({ timeout: 180_000 });

  test("/contact with the map loaded, suggestions open, errors and a notice", async ({ page }) => {
    await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
    await page.locator(".map-picker__frame").scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await bothWidths(page);

    const search = page.getByRole("combobox", { name: "Search for a location" });
    await search.fill("los angeles");
    await search.press("Enter");
    // The arrow key only moves through places once the geocoder has answered.
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("option")).toHaveCount(1);
    await search.press("ArrowDown");
    await expect(page.getByRole("option", { name: LA.display_name })).toHaveAttribute("aria-selected", "true");
    await bothWidths(page);
    await search.press("Enter");
    await expect(page.getByRole("textbox", { name: "Job Location" })).toHaveValue(LA.display_name);

    await stageAction(page, "/contact", { server: true, change: { user_name: "" } });
    const form = page.locator("form.contact-form");
    await form.getByRole("textbox", { name: "Your Name", exact: true }).fill("x");
    await form.getByRole("textbox", { name: "Email Address", exact: true }).fill("x@example.com");
    await form.getByRole("textbox", { name: "Phone Number", exact: true }).fill("2135550100");
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("Hi");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("There was an error sending your message. Please try again.")).toBeVisible();
    await bothWidths(page);
  });

  test("/quote-request with Other, the overlay and a notice", async ({ page }) => {
    await openWithFakes(page, "/quote-request?type=blinds&model=Zebra");
    // The link's model is not in the blinds list, so the pre-fill picks Other with the model in its own field.
    await expect(page.getByRole("combobox", { name: "Product Model" })).toHaveValue("Other");
    await bothWidths(page);
    const api = await stageAction(page, "/quote-request", { status: 500 }, { hold: true });
    const form = page.locator("form.quote-form");
    await fillQuote(page);
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.locator(".sending-overlay")).toBeVisible();
    await bothWidths(page);
    api.release();
    await expect(
      form.getByText("Failed to send quote request. Please try again or contact us directly."),
    ).toBeVisible();
    await bothWidths(page);
  });

  test("/quote-request with photos: the upload's progress, a photo the server refuses, the sent notice", async ({
    page,
  }) => {
    await openWithFakes(page, "/quote-request?type=blinds&model=Standard%20Mini%20Blinds");
    const form = page.locator("form.quote-form");
    await fillQuote(page);
    const photo = await noisePhoto(300);
    // Cut off inside its pixel data: the browser takes it as a JPEG, the server cannot read it.
    const cut = photo.subarray(0, photo.length >> 1);
    await form.getByLabel("Photos of your windows").setInputFiles([
      { name: "kitchen.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "cut.jpg", mimeType: "image/jpeg", buffer: cut },
    ]);
    // The first post waits until the overlay has been scanned, then goes on to the real server.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/quote-request", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.fallback();
    });
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.locator(".sending-overlay").getByRole("progressbar", { name: "Photos uploaded" })).toBeVisible();
    await bothWidths(page);
    release();
    await expect(form.getByText("“cut.jpg” could not be read; it may be damaged or cut off")).toBeVisible();
    await bothWidths(page);
    await form.getByRole("button", { name: "Remove cut.jpg" }).click();
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByText(QUOTE_SENT)).toBeVisible();
    await bothWidths(page);
  });

  test("/quote-request without scripts: the server's answer to a refused photo", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      // Scripts off while the page loads and posts, as a visitor without them has it; back on only for
      // axe, which runs as a script: the page's own scripts, skipped, do not run afterwards.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
      await page.goto("/quote-request");
      await fillQuote(page, { product: true });
      await page
        .locator("form.quote-form")
        .getByLabel("Photos of your windows")
        .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") });
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Submit Quote Request" }).click();
      expect((await answer).url()).toMatch(/\/quote-request$/);
      expect((await answer).status()).toBe(400);
      await expect(page.getByText("“notes.jpg” is not a JPEG, PNG, WebP or AVIF photo")).toBeVisible();
      await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
      // Still the server's page: React never took it over.
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
      await bothWidths(page);
    } finally {
      await context.close();
    }
  });

  test("/newsletter with the pattern error and a failure message", async ({ page }) => {
    await openWithFakes(page, "/newsletter");
    await bothWidths(page);
    await page.getByRole("textbox", { name: "Email Address" }).fill("a@b");
    await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await bothWidths(page);
    await stageAction(page, "/newsletter", { status: 500 });
    await page.getByRole("textbox", { name: "Email Address" }).fill("a@b.com");
    await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
    await expect(page.getByText("Failed to subscribe to newsletter")).toBeVisible();
    await bothWidths(page);
  });

  test("form controls are at least 24 px high and wide at phone size", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
    const small = await page.locator("main").evaluate(
      (main) =>
        [...main.querySelectorAll("input:not([type=hidden]), select, textarea, button")]
          .filter((el) => !el.closest("[aria-hidden=true]"))
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width < 24 || r.height < 24).length,
    );
    expect(small).toBe(0);
    // Nothing overflows sideways at the narrowest supported width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
