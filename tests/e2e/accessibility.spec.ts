import { axeViolations, expect, hydrated, test } from "./fixtures";
import { routeTable, spanishRouteTable } from "./route-table";

const pages = [...routeTable, { path: "/this-page-does-not-exist", heading: "404" }];

// One visit per route checks that it hydrates with its heading and scans it at both widths.
test.describe("every route hydrates and passes axe at 375 px and 1280 px", () => {
  for (const { path, heading } of pages) {
    test(`${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path.includes("does-not-exist") ? 404 : 200);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await axeViolations(page), "375 px").toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page), "1280 px").toEqual([]);
    });
  }
});

// The Spanish pages (issue 32): the same markup with other words, which may be longer (a label that wraps, a
// button that grows), so each is scanned at both widths as well.
test.describe("every Spanish page passes axe at 375 px and 1280 px", () => {
  for (const { path } of [...spanishRouteTable, { path: "/es/book" }, { path: "/es/no-existe" }]) {
    test(`${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path.includes("no-existe") ? 404 : 200);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await axeViolations(page), "375 px").toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page), "1280 px").toEqual([]);
    });
  }
});

test("open menus have no violations either", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator(".mobile-menu").getByRole("button", { name: "Products" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" }).click();
  expect(await axeViolations(page)).toEqual([]);
});
