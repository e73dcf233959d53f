import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures";
import { openWithFakes, stageAction } from "./forms-helpers";

const LA = { lat: "34.0522", lon: "-118.2437", display_name: "Los Angeles, California, United States" };

async function bothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page), "375 px").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page), "1280 px").toEqual([]);
}

test.describe("forms are accessible in every state (axe, 375 and 1280 px)", () => {
  // Notices are scanned at rest, not halfway through their fade. (A fake clock cannot hold them: axe needs real timers.)
  test.use({ expectedConsoleErrors: [/(contact|quote-request|newsletter)\.data/], reducedMotion: "reduce" });
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
    await form.getByRole("textbox", { name: "Full Name", exact: true }).fill("Sam");
    await form.getByRole("textbox", { name: "Email Address", exact: true }).fill("sam@example.com");
    await form.getByRole("textbox", { name: "Phone Number", exact: true }).fill("2135550100");
    await form.getByRole("combobox", { name: "Preferred Color" }).selectOption("Gray");
    await form.getByRole("combobox", { name: "Preferred Material" }).selectOption("Wood");
    await form.getByRole("combobox", { name: "Installation Required" }).selectOption("no");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.locator(".sending-overlay")).toBeVisible();
    await bothWidths(page);
    api.release();
    await expect(
      form.getByText("Failed to send quote request. Please try again or contact us directly."),
    ).toBeVisible();
    await bothWidths(page);
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
