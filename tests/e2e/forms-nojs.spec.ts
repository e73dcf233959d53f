import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { withoutScripts } from "./forms-helpers";

const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const select = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });

test.describe("forms without JavaScript", () => {
  test("the contact form posts natively, with a typed location, and shows the success notice", async ({
    browser,
    baseURL,
  }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/contact");
    await expect(page.locator("form.contact-form")).toHaveAttribute("action", "/contact");
    await expect(page.locator("form.contact-form")).toHaveAttribute("method", "post");
    const location = box(page, "Job Location");
    await expect(location).toBeEditable();
    await box(page, "Your Name").fill("No Script");
    await box(page, "Email Address").fill("noscript@example.com");
    await box(page, "Phone Number").fill("213-555-0199");
    await location.fill("1200 Sunset Blvd, Los Angeles");
    await box(page, "Message").fill("Please call me about shutters.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully! We will get back to you soon.")).toBeVisible();
    expect(posts).toEqual([200]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(box(page, "Your Name")).toHaveValue("");
    await close();
  });

  test("refused contact input comes back with its messages and the values kept", async ({ browser, baseURL }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/contact");
    await box(page, "Your Name").fill("No Script");
    await box(page, "Email Address").fill("noscript@example.com");
    await box(page, "Phone Number").fill("call me maybe");
    await box(page, "Job Location").fill("Pasadena");
    await box(page, "Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("There was an error sending your message. Please try again.")).toBeVisible();
    expect(posts).toEqual([400]);
    await expect(box(page, "Phone Number")).toHaveAttribute("aria-invalid", "true");
    await expect(box(page, "Phone Number")).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(box(page, "Phone Number")).toHaveValue("call me maybe");
    await expect(box(page, "Job Location")).toHaveValue("Pasadena");
    await expect(box(page, "Message")).toHaveValue("Hello");
    await close();
  });

  test("the quote form posts natively and shows the green notice", async ({ browser, baseURL }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/quote-request");
    await box(page, "Full Name").fill("No Script");
    await box(page, "Email Address").fill("noscript@example.com");
    await box(page, "Phone Number").fill("213 555 0199");
    await select(page, "Product Type").selectOption("shades");
    await select(page, "Product Model").selectOption("Roman Shades");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await select(page, "Preferred Color").selectOption("White");
    await select(page, "Preferred Material").selectOption("Linen");
    // Spec §3.2/§9: "default no; required" — chosen in the server's HTML, so it is sent untouched.
    await expect(select(page, "Installation Required")).toHaveValue("no");
    await expect(select(page, "Installation Required")).toHaveAttribute("required", "");
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(
      page.getByText("Your quote request has been sent successfully! We will contact you shortly."),
    ).toBeVisible();
    expect(posts).toEqual([200]);
    await close();
  });

  test("a quote whose model does not belong to its type comes back with the values kept", async ({
    browser,
    baseURL,
  }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/quote-request");
    await box(page, "Full Name").fill("No Script");
    await box(page, "Email Address").fill("noscript@example.com");
    await box(page, "Phone Number").fill("213 555 0199");
    await select(page, "Product Type").selectOption("blinds");
    await select(page, "Product Model").selectOption("Roller Shades");
    await select(page, "Preferred Color").selectOption("Navy");
    await select(page, "Preferred Material").selectOption("Aluminum");
    await select(page, "Installation Required").selectOption("yes");
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(
      page.getByText("Failed to send quote request. Please try again or contact us directly."),
    ).toBeVisible();
    expect(posts).toEqual([400]);
    await expect(select(page, "Product Model")).toHaveAccessibleDescription("Please choose a model from the list");
    await expect(box(page, "Full Name")).toHaveValue("No Script");
    await expect(select(page, "Product Type")).toHaveValue("blinds");
    await expect(select(page, "Preferred Color")).toHaveValue("Navy");
    await expect(select(page, "Installation Required")).toHaveValue("yes");
    await close();
  });

  test("the newsletter posts natively: success, and the pattern message for a bad address", async ({
    browser,
    baseURL,
  }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/newsletter");
    await box(page, "Email Address").fill("nojs-reader@example.com");
    await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    await expect(box(page, "Email Address")).toHaveValue("");
    // Passes the browser's own e-mail check, fails the §5 pattern (no dot).
    await box(page, "Email Address").fill("reader@localhost");
    await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(box(page, "Email Address")).toHaveValue("reader@localhost");
    expect(posts).toEqual([200, 400]);
    await close();
  });
});
