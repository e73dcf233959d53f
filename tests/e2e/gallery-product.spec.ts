import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openHydrated } from "./gallery-helpers";

const price = (page: Page) => page.locator(".product__price");

test("product 1: Modern Roller Shade at $299.99, with its content in the prerendered HTML", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/product/1")).text();
  expect(html).toContain("<h1");
  expect(html).toContain("Modern Roller Shade");
  expect(html).toContain("$299.99");

  await openHydrated(page, "/product/1");
  await expect(page).toHaveTitle(/^Modern Roller Shade \| Amberwood Blinds/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modern Roller Shade");
  await expect(price(page)).toHaveText("Price: $299.99");
  await expect(page.locator(".product__description")).toContainText("roller shade");
  await expect(page.locator(".product__features li")).toHaveText([
    "Light-filtering fabric",
    "Cordless lift",
    "Made to measure",
    "Wipe-clean finish",
  ]);
  await expect(page.getByRole("link", { name: "Back to Gallery" })).toHaveAttribute("href", "/projects");
  await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Request a quote for this" })).toHaveAttribute(
    "href",
    "/quote-request?type=shades&model=Roller%20Shades",
  );
});

test("product 4: Smart Motorized Shade at $599.99", async ({ page }) => {
  await openHydrated(page, "/product/4");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Smart Motorized Shade");
  await expect(price(page)).toHaveText("Price: $599.99");
  await expect(page.locator(".product__features li")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Request a quote for this" })).toHaveAttribute(
    "href",
    "/quote-request?type=shades&model=Motorized%20Shades",
  );
});

test("installation items read Contact for Quote, inspiration items View Only", async ({ page }) => {
  for (const id of [14, 17]) {
    await page.goto(`/product/${id}`);
    await expect(price(page)).toHaveText("Contact for Quote");
  }
  for (const id of [18, 24]) {
    await page.goto(`/product/${id}`);
    await expect(price(page)).toHaveText("View Only");
  }
  await page.goto("/product/13");
  await expect(price(page)).toHaveText("Price: $799.99");
  // A model the quote form does not list: the form picks Other and fills in the text.
  await expect(page.getByRole("link", { name: "Request a quote for this" })).toHaveAttribute(
    "href",
    "/quote-request?type=drapery&model=Motorized%20Drapery",
  );
});

test("the blackout curtains page says it blocks 100% of light", async ({ page }) => {
  await page.goto("/product/9");
  await expect(page.locator(".product__description")).toContainText("block 100% of light");
});

test("the three additional pictures switch the main picture, by mouse and keyboard", async ({ page }) => {
  await openHydrated(page, "/product/1");
  const main = page.locator(".product-pictures__main img");
  const thumbs = page.getByRole("group", { name: "Pictures of this product" }).getByRole("button");
  await expect(thumbs).toHaveCount(4);
  await expect(main).toHaveAttribute("src", "/images/gallery/1.svg");
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(thumbs.nth(0)).toHaveAttribute("aria-pressed", "true");

  await thumbs.nth(2).click();
  await expect(main).toHaveAttribute("src", "/images/gallery/1-open.svg");
  await expect(main).toHaveAttribute("alt", "Roller shade rolled up to let the daylight in");
  await expect(thumbs.nth(2)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbs.nth(0)).toHaveAttribute("aria-pressed", "false");

  await thumbs.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(main).toHaveAttribute("src", "/images/gallery/1-detail.svg");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(main).toHaveAttribute("src", "/images/gallery/1-open.svg");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(main).toHaveAttribute("src", "/images/gallery/1-room.svg");
  await expect(thumbs.nth(3)).toHaveAccessibleName(/^Wide view of the modern living room/);

  for (const img of await page.locator(".product-pictures img").all()) {
    expect(await img.getAttribute("width")).toMatch(/^\d+$/);
    expect(await img.getAttribute("height")).toMatch(/^\d+$/);
  }
});

test("every product page's pictures are served", async ({ request }) => {
  for (const id of [1, 12, 24]) {
    for (const suffix of ["", "-detail", "-open", "-room"]) {
      const res = await request.get(`/images/gallery/${id}${suffix}.svg`);
      expect(res.status(), `${id}${suffix}`).toBe(200);
    }
  }
});

for (const id of ["0", "25", "abc", "1.5", "01"]) {
  test(`/product/${id} answers the 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(`/product/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
}

test("Request a quote for this opens the quote page with type and model", async ({ page }) => {
  await openHydrated(page, "/product/2");
  await page.getByRole("link", { name: "Request a quote for this" }).click();
  await expect(page).toHaveURL(/\/quote-request\?type=shades&model=Roman%20Shades$/);
});
