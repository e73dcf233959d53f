import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated, openWithFakes, stageAction } from "./forms-helpers";

const SENT = "Your quote request has been sent successfully! We will contact you shortly.";
const FAILED = "Failed to send quote request. Please try again or contact us directly.";

const form = (page: Page) => page.locator("form.quote-form");
const select = (page: Page, name: string) => form(page).getByRole("combobox", { name, exact: true });
const box = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
const custom = (page: Page) => form(page).getByPlaceholder("Please specify your product model");

async function fillQuote(page: Page) {
  await box(page, "Full Name").fill("Sam Lee");
  await box(page, "Email Address").fill("sam@example.com");
  await box(page, "Phone Number").fill("213 555 0101");
  await select(page, "Product Type").selectOption("blinds");
  await select(page, "Product Model").selectOption("Premium Wood Blinds");
  await form(page).getByRole("spinbutton", { name: "Quantity" }).fill("3");
  await box(page, "Window Dimensions").fill("36 inches x 48 inches");
  await select(page, "Preferred Color").selectOption("Ivory");
  await select(page, "Preferred Material").selectOption("Faux Wood");
  await select(page, "Installation Required").selectOption("yes");
  await box(page, "Additional Information").fill("Living room bay window.");
}

test.describe("quote form", () => {
  test("the page keeps its heading and shows the contact information beside the form", async ({ page }) => {
    await openWithFakes(page, "/quote-request");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Quote");
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    // Spec §3.2/§9: "yes or no; default no; required" (issue 38: both at once).
    await expect(select(page, "Installation Required")).toHaveValue("no");
    await expect(select(page, "Installation Required")).toHaveAttribute("required", "");
    await expect(form(page).getByRole("spinbutton", { name: "Quantity" })).toHaveAttribute("min", "1");
  });

  test("?type=&model= pre-fills a known model", async ({ page }) => {
    await openWithFakes(page, "/quote-request?type=shades&model=Roller%20Shades");
    await expect(select(page, "Product Type")).toHaveValue("shades");
    await expect(select(page, "Product Model")).toHaveValue("Roller Shades");
    await expect(custom(page)).toHaveCount(0);
  });

  test("an unknown model selects Other and fills the custom text; an unknown type is ignored", async ({ page }) => {
    await openWithFakes(page, "/quote-request?type=blinds&model=Zebra%20Blinds");
    await expect(select(page, "Product Model")).toHaveValue("Other");
    await expect(custom(page)).toHaveValue("Zebra Blinds");
    await page.goto("/quote-request?type=carpets&model=Roller%20Shades");
    await hydrated(page);
    await expect(select(page, "Product Type")).toHaveValue("");
  });

  test("Other reveals a required input; material waits for a type", async ({ page }) => {
    await openWithFakes(page, "/quote-request");
    await expect(select(page, "Preferred Material")).toBeDisabled();
    await expect(custom(page)).toHaveCount(0);
    await select(page, "Product Type").selectOption("curtains");
    await expect(select(page, "Preferred Material")).toBeEnabled();
    await expect(select(page, "Preferred Material").locator("option")).toHaveText([
      "Select a material",
      "Cotton",
      "Linen",
      "Silk",
      "Polyester",
      "Velvet",
      "Sheer",
    ]);
    await expect(select(page, "Product Model").locator("option").last()).toHaveText("Other");
    await select(page, "Product Model").selectOption("Other");
    await expect(custom(page)).toBeVisible();
    await expect(custom(page)).toHaveAttribute("required", "");
    await select(page, "Product Model").selectOption("Standard Sheer Curtains");
    await expect(custom(page)).toHaveCount(0);
  });

  test("changing the type clears a model and material the new type does not offer", async ({ page }) => {
    await openWithFakes(page, "/quote-request");
    await select(page, "Product Type").selectOption("shades");
    await select(page, "Product Model").selectOption("Roman Shades");
    await select(page, "Preferred Material").selectOption("Linen");
    await select(page, "Product Type").selectOption("drapery");
    await expect(select(page, "Product Model")).toHaveValue("");
    // Drapery is offered in linen too, so that choice stays.
    await expect(select(page, "Preferred Material")).toHaveValue("Linen");
    await select(page, "Product Type").selectOption("blinds");
    await expect(select(page, "Preferred Material")).toHaveValue("");
  });

  test("sending shows the overlay; success resets the form and shows the green notice", async ({ page }) => {
    await page.clock.install();
    await openWithFakes(page, "/quote-request");
    const api = await stageAction(page, "/quote-request", { server: true }, { hold: true });
    await fillQuote(page);
    await form(page).getByRole("button", { name: "Submit Quote Request" }).click();

    const overlay = page.locator(".sending-overlay");
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute("role", "status");
    await expect(overlay).toHaveText("Sending...");
    await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    api.release();

    const notice = form(page).getByText(SENT);
    await expect(notice).toBeVisible();
    await expect(notice.locator("..")).toHaveAttribute("data-tone", "success");
    await expect(overlay).toHaveCount(0);
    expect(api.bodies[0]).toMatchObject({
      user_name: "Sam Lee",
      product_type: "blinds",
      product_model: "Premium Wood Blinds",
      quantity: "3",
      preferred_color: "Ivory",
      preferred_material: "Faux Wood",
      installation_required: "yes",
      window_dimensions: "36 inches x 48 inches",
      message: "Living room bay window.",
    });
    await expect(box(page, "Full Name")).toHaveValue("");
    await expect(select(page, "Product Type")).toHaveValue("");
    await expect(select(page, "Preferred Material")).toBeDisabled();
    await expect(form(page).getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
    await expect(select(page, "Installation Required")).toHaveValue("no");
    await expect(form(page).getByRole("button", { name: "Submit Quote Request" })).toBeFocused();

    await page.clock.runFor(5300);
    await expect(notice).toHaveCount(0);
  });

  test.describe("failures", () => {
    test.use({ expectedConsoleErrors: [/\/quote-request$/] });

    test("a failed send keeps every value and shows the red notice, which closes by hand", async ({ page }) => {
      await openWithFakes(page, "/quote-request");
      await stageAction(page, "/quote-request", { status: 500 });
      await fillQuote(page);
      await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
      const notice = form(page).getByText(FAILED);
      await expect(notice).toBeVisible();
      await expect(notice.locator("..")).toHaveAttribute("data-tone", "error");
      await expect(box(page, "Full Name")).toHaveValue("Sam Lee");
      await expect(select(page, "Product Model")).toHaveValue("Premium Wood Blinds");
      await expect(select(page, "Preferred Material")).toHaveValue("Faux Wood");
      await expect(select(page, "Installation Required")).toHaveValue("yes");
      await form(page).getByRole("button", { name: "Close notice" }).click();
      await expect(notice).toHaveCount(0);
    });
  });

  test("native validation blocks an empty submit: no request", async ({ page }) => {
    await openWithFakes(page, "/quote-request");
    const api = await stageAction(page, "/quote-request", { server: true });
    await form(page).getByRole("button", { name: "Submit Quote Request" }).click();
    expect(await box(page, "Full Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(api.bodies).toEqual([]);
    await expect(page.locator(".sending-overlay")).toHaveCount(0);
  });
});
