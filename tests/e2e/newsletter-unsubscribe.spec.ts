import type { Browser, Page } from "@playwright/test";
import { E2E_UNSUBSCRIBE_SECRET } from "./server-env";
import { newsletterToken } from "../../server/newsletter/links";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/** The link a subscriber's welcome e-mail carries. */
const linkFor = (email: string) =>
  `/newsletter/unsubscribe?token=${newsletterToken("unsubscribe", email, E2E_UNSUBSCRIBE_SECRET)}`;

async function scan(page: Page, what: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page), `${what} at 375 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
}

async function withoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe("unsubscribing from the newsletter", () => {
  test("the link asks first, in the site's frame, and the button unsubscribes", async ({ page }) => {
    const response = await page.goto(linkFor("leave@example.com"));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/newsletter\/unsubscribe$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter");
    await expect(page.getByText("Stop sending the newsletter to leave@example.com?")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await hydrated(page);
    await scan(page, "the question");

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await expect(page.getByText(/We will not send the newsletter to leave@example.com again/)).toBeVisible();
    await expect(page.getByRole("link", { name: "newsletter page" })).toHaveAttribute("href", "/newsletter");
    await scan(page, "the outcome");
  });

  test("works without scripts", async ({ browser, baseURL }) => {
    const { page, close } = await withoutScripts(browser, baseURL);
    await page.goto(linkFor("noscript-leave@example.com"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await close();
  });

  test("a mail client's one-click request (RFC 8058) unsubscribes without a page visit", async ({ request }) => {
    const answer = await request.post(linkFor("one-click@example.com"), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("You are unsubscribed");
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/status of 400 .*newsletter\/unsubscribe/] });
    test("an altered or missing token answers 400 with a page that says so, and changes nothing", async ({
      page,
      request,
    }) => {
      const good = newsletterToken("unsubscribe", "victim@example.com", E2E_UNSUBSCRIBE_SECRET);
      const forged = newsletterToken("unsubscribe", "victim@example.com", "a guessed secret");
      for (const token of ["", "garbage", forged, good.slice(0, -2)]) {
        const post = await request.post(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          data: "List-Unsubscribe=One-Click",
        });
        expect(post.status(), token).toBe(400);
        expect(await post.text()).toContain("This link does not work");
      }
      const response = await page.goto(`/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
      await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    });
  });
});
