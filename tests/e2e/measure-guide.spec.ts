import { expect, hydrated, test } from "./fixtures";

/** Issue 13: the measuring guide — prerendered, in the sitemap, with its drawings, and clean on paper. */
test("the guide explains inside and outside mounts with drawings, per product, and prints without the site's frame", async ({
  page,
  request,
}) => {
  const response = await page.goto("/measure-guide");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to Measure Your Windows");
  await expect(page.getByRole("heading", { level: 2 })).toContainText([
    "Inside mount: in the window opening",
    "Outside mount: over the window opening",
    "Product by product",
  ]);
  await expect(page.getByRole("img", { name: "Measuring for an inside mount" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Measuring for an outside mount" })).toBeVisible();
  for (const product of ["Blinds", "Shades", "Curtains", "Drapery"]) {
    await expect(page.locator("dt", { hasText: product })).toBeVisible();
  }
  // Content in the server's HTML, and listed in the sitemap.
  expect(await (await request.get("/measure-guide")).text()).toContain("Width, three times");
  expect(await (await request.get("/sitemap.xml")).text()).toMatch(/<loc>[^<]*\/measure-guide<\/loc>/);

  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("img", { name: "Measuring for an inside mount" })).toBeVisible();
});

test("the quote form's window sizes link to the guide", async ({ page }) => {
  await page.goto("/quote-request");
  // As every test that clicks: once the page is hydrated (a click during hydration is React's to replay).
  await hydrated(page);
  await page.locator("form.quote-form").getByRole("link", { name: "How to measure" }).click();
  await expect(page).toHaveURL(/\/measure-guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to Measure Your Windows");
});
