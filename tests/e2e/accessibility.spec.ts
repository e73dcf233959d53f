import { axeViolations, expect, test } from "./fixtures";
import { routeTable } from "./route-table";

const pages = [...routeTable.map((r) => r.path), "/this-page-does-not-exist"];

test.describe("axe at 375 px and 1280 px", () => {
  for (const path of pages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      expect(await axeViolations(page), "375 px").toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page), "1280 px").toEqual([]);
    });
  }
});

test("open menus have no violations either", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator(".mobile-menu").getByRole("button", { name: "Products" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" }).click();
  expect(await axeViolations(page)).toEqual([]);
});
