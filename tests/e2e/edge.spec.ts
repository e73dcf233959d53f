import { raw } from "../raw-http";
import { expect, test } from "./fixtures";

/** The server's edge on the real build: refusals come as the site's own pages. */
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const oversized = () => [
  Buffer.from("user_name=Big&message="),
  Buffer.alloc(10 * 1024, 97),
  Buffer.alloc(10 * 1024, 97),
];

test("a chunked form post over the limit answers the 413 page in the site's look, with a way back", async ({
  baseURL,
}) => {
  const answer = await raw(baseURL!, "/contact", { method: "POST", headers: FORM, chunks: oversized() });
  expect(answer.status).toBe(413);
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  const html = answer.body.toString();
  expect(html).toContain("Your message is too long to send");
  expect(html).toMatch(/<a[^>]+href="\/contact"[^>]*>Back to the form<\/a>/);
  // The site's header and footer, not a bare error text.
  expect(html).toContain('class="skip-link"');
  expect(html).toMatch(/<footer/);
});

test.describe("a form posted natively with a body over the limit", () => {
  test.use({ expectedConsoleErrors: [/status of 413/] });

  test("shows the 413 page, whose link leads back to the form", async ({ page }) => {
    await page.goto("/contact");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    // A native submission (no script handler), as a browser without JavaScript sends it.
    await page.locator("form.contact-form").evaluate((form: HTMLFormElement) => {
      const message = form.querySelector("textarea")!;
      message.removeAttribute("maxlength");
      message.value = "x".repeat(20 * 1024);
      HTMLFormElement.prototype.submit.call(form);
    });
    expect((await response).status()).toBe(413);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message is too long to send");
    await page.getByRole("link", { name: "Back to the form" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("form.contact-form")).toBeVisible();
  });
});

test("a path that starts with // answers the 404 page, never a redirect elsewhere", async ({ baseURL }) => {
  for (const target of ["//evil.example/", "/\\evil.example/", "/%2F%2Fevil.example/"]) {
    const answer = await raw(baseURL!, target);
    expect(answer.status, target).toBe(404);
    expect(answer.headers.location, target).toBeUndefined();
    expect(answer.body.toString(), target).toContain("Page Not Found");
  }
});

test("TRACE answers 501 on pages and assets, never 500", async ({ baseURL, request }) => {
  const home = await (await request.get("/")).text();
  const asset = /"(\/assets\/site-script-[^"]+\.js)"/.exec(home)?.[1];
  expect(asset).toBeTruthy();
  for (const target of ["/", "/contact", "/product/1", asset!, "/no-such-page"]) {
    expect((await raw(baseURL!, target, { method: "TRACE" })).status, target).toBe(501);
  }
});
