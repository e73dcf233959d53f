import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithFakes, stageAction } from "./forms-helpers";

const LA = { lat: "34.0522", lon: "-118.2437", display_name: "Los Angeles, California, United States" };
const SENT = "Message sent successfully! We will get back to you soon.";
const FAILED = "There was an error sending your message. Please try again.";

const form = (page: Page) => page.locator("form.contact-form");
const box = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });

async function fillContact(page: Page) {
  await box(page, "Your Name").fill("Dana Reyes");
  await box(page, "Email Address").fill("dana@example.com");
  await box(page, "Phone Number").fill("(213) 555-0100");
  await box(page, "Message").fill("Four bedroom windows need blackout blinds.");
  const search = page.getByRole("combobox", { name: "Search for a location" });
  await search.fill("los angeles");
  await search.press("Enter");
  await page.getByRole("option", { name: LA.display_name }).click();
  await expect(box(page, "Job Location")).toHaveValue(LA.display_name);
}

test.describe("contact form", () => {
  test("sends, shows Sending..., clears the form, and the notice leaves after 5 s", async ({ page }) => {
    await page.clock.install();
    await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
    const api = await stageAction(page, "/contact", { server: true }, { hold: true });
    await fillContact(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();

    const sending = form(page).getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    // From here only runFor moves time, so the notice's 5 s are measured from when it appears.
    await page.clock.pauseAt(Date.now() + 1000);
    api.release();
    const notice = form(page).getByText(SENT);
    await expect(notice).toBeVisible();
    expect(api.bodies).toEqual([
      {
        user_name: "Dana Reyes",
        user_email: "dana@example.com",
        user_phone: "(213) 555-0100",
        message: "Four bedroom windows need blackout blinds.",
        location_address: LA.display_name,
        location_lat: "34.0522",
        location_lng: "-118.2437",
        website: "",
      },
    ]);
    for (const name of ["Your Name", "Email Address", "Phone Number", "Message", "Job Location"]) {
      await expect(box(page, name)).toHaveValue("");
    }
    await expect(form(page).locator("input[name=location_lat]")).toHaveValue("");
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    // Announced by the live region around it, without taking focus.
    await expect(form(page).locator(".notice-region", { hasText: SENT })).toHaveAttribute("aria-live", "polite");
    await expect(notice).not.toBeFocused();

    await page.clock.runFor(5000);
    await expect(page.locator(".notice--leaving")).toBeVisible();
    await page.clock.runFor(300);
    await expect(notice).toHaveCount(0);
  });

  test("a second press before the form shows Sending... sends nothing more", async ({ page }) => {
    await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
    const api = await stageAction(page, "/contact", { server: true }, { hold: true });
    await fillContact(page);
    // Two presses in one task: the second comes before the sending state has rendered and disabled the button.
    await form(page).evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    api.release();
    await expect(form(page).getByText(SENT)).toBeVisible();
    expect(api.bodies).toHaveLength(1);
  });

  test("the home page's contact section posts to the /contact action and stays on the home page", async ({ page }) => {
    await openWithFakes(page, "/", { search: () => ({ body: [LA] }) });
    const action = await stageAction(page, "/contact", { server: true });
    const answers: number[] = [];
    page.on("response", (r) => {
      const post = r.request().method() === "POST" && new URL(r.url()).pathname === "/contact";
      if (post) answers.push(r.status());
    });
    await form(page).scrollIntoViewIfNeeded();
    await fillContact(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByText(SENT)).toBeVisible();
    expect(action.bodies).toHaveLength(1);
    expect(answers).toEqual([200]);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(box(page, "Your Name")).toHaveValue("");
  });

  test("a notice can be closed by hand", async ({ page }) => {
    await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
    await stageAction(page, "/contact", { server: true });
    await fillContact(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByText(SENT)).toBeVisible();
    await form(page).getByRole("button", { name: "Close notice" }).click();
    await expect(form(page).getByText(SENT)).toHaveCount(0);
  });

  test.describe("failures", () => {
    test.use({ expectedConsoleErrors: [/\/contact$/] });

    test("a failed send shows the error notice and keeps every value", async ({ page }) => {
      await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
      await stageAction(page, "/contact", { status: 503 });
      await fillContact(page);
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(form(page).getByText(FAILED)).toBeVisible();
      await expect(box(page, "Your Name")).toHaveValue("Dana Reyes");
      await expect(box(page, "Job Location")).toHaveValue(LA.display_name);
      await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    });

    test("fields the server refuses are marked with its message", async ({ page }) => {
      await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
      await stageAction(page, "/contact", { server: true, change: { user_phone: "call me" } });
      await fillContact(page);
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(form(page).getByText(FAILED)).toBeVisible();
      const phone = box(page, "Phone Number");
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    });

    test("a network failure shows the error notice", async ({ page }) => {
      await openWithFakes(page, "/contact", { search: () => ({ body: [LA] }) });
      await stageAction(page, "/contact", "abort");
      await fillContact(page);
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(form(page).getByText(FAILED)).toBeVisible();
    });
  });

  test("native validation blocks an empty submit: no request", async ({ page }) => {
    await openWithFakes(page, "/contact");
    const api = await stageAction(page, "/contact", { server: true });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    expect(await box(page, "Your Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    for (const name of ["Email Address", "Phone Number", "Message"]) {
      await expect(box(page, name)).toHaveAttribute("required", "");
    }
    await expect(box(page, "Email Address")).toHaveAttribute("type", "email");
    await expect(box(page, "Phone Number")).toHaveAttribute("type", "tel");
    await expect(box(page, "Your Name")).toHaveAttribute("autocomplete", "name");
    await page.waitForLoadState("networkidle");
    expect(api.bodies).toEqual([]);
  });

  test("without a location picked on the map nothing is sent", async ({ page }) => {
    await openWithFakes(page, "/contact");
    const api = await stageAction(page, "/contact", { server: true });
    await box(page, "Your Name").fill("Dana Reyes");
    await box(page, "Email Address").fill("dana@example.com");
    await box(page, "Phone Number").fill("(213) 555-0100");
    await box(page, "Message").fill("Hello");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const location = box(page, "Job Location");
    await expect(location).toHaveAttribute("aria-invalid", "true");
    await expect(location).toHaveAccessibleDescription(/Please choose the job location/);
    expect(api.bodies).toEqual([]);
  });
});
