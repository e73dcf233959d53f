import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithFakes, stageAction } from "./forms-helpers";

const email = (page: Page) => page.getByRole("textbox", { name: "Email Address", exact: true });
const subscribe = (page: Page) => page.getByRole("button", { name: "Subscribe to Newsletter" });

test.describe("newsletter", () => {
  test("the page has its heading, three benefits and the privacy and consent notes", async ({ page }) => {
    await openWithFakes(page, "/newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Newsletter");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Exclusive Offers",
      "Design Inspiration",
      "New Collections",
    ]);
    await expect(page.getByText(/respect your privacy/)).toBeVisible();
    await expect(page.getByText(/agree to receive marketing emails/)).toBeVisible();
    await expect(email(page)).toHaveAttribute("type", "email");
    await expect(email(page)).toHaveAttribute("required", "");
  });

  test("an address failing the pattern is refused without a request", async ({ page }) => {
    await openWithFakes(page, "/newsletter");
    const api = await stageAction(page, "/newsletter", { server: true });
    await email(page).fill("someone@example");
    await subscribe(page).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email(page)).toHaveAttribute("aria-invalid", "true");
    await page.waitForLoadState("networkidle");
    expect(api.bodies).toEqual([]);
  });

  test("success: Subscribing..., thank-you message, field cleared", async ({ page }) => {
    await openWithFakes(page, "/newsletter");
    const api = await stageAction(page, "/newsletter", { server: true }, { hold: true });
    await email(page).fill("reader@example.com");
    await subscribe(page).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    api.release();
    await expect(
      page.getByText(
        "Thank you for subscribing to our newsletter! Please check your inbox to confirm your subscription.",
      ),
    ).toBeVisible();
    await expect(email(page)).toHaveValue("");
    expect(api.bodies).toEqual([{ email: "reader@example.com", website: "" }]);
  });

  test.describe("failures", () => {
    test.use({ expectedConsoleErrors: [/\/newsletter$/] });

    test("a non-2xx answer shows Failed to subscribe, and a new submit clears it first", async ({ page }) => {
      await openWithFakes(page, "/newsletter");
      await stageAction(page, "/newsletter", { status: 500 });
      await email(page).fill("reader@example.com");
      await subscribe(page).click();
      const failed = page.getByText("Failed to subscribe to newsletter");
      await expect(failed).toBeVisible();
      await expect(email(page)).toHaveValue("reader@example.com");

      await page.unrouteAll();
      const api = await stageAction(page, "/newsletter", { server: true }, { hold: true });
      await subscribe(page).click();
      await expect(page.getByRole("button", { name: "Subscribing..." })).toBeVisible();
      await expect(failed).toHaveCount(0);
      api.release();
      await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    });

    test("a network failure shows the request's own message", async ({ page }) => {
      await openWithFakes(page, "/newsletter");
      await stageAction(page, "/newsletter", "abort");
      await email(page).fill("reader@example.com");
      await subscribe(page).click();
      // Chromium's message for a failed fetch.
      await expect(page.getByText("Failed to fetch")).toBeVisible();
    });
  });
});
