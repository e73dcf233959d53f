import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures";
import { openHydrated } from "./gallery-helpers";

const WIDTHS = [375, 768, 1280] as const;

/** Loads every lazy picture so a full-page screenshot shows the real page, not empty boxes. */
async function loadAllImages(page: Page) {
  await page.locator("img").evaluateAll((imgs) => imgs.forEach((img) => ((img as HTMLImageElement).loading = "eager")));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
}

for (const path of ["/projects", "/projects?style=Minimalist&room=Kitchen", "/product/1"]) {
  test(`${path} has no serious or critical axe violations at 375 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHydrated(page, path);
    // The URL's filters apply after hydration; scan the filtered page, not the one being replaced.
    if (path.includes("?")) await expect(page.getByRole("status")).toHaveText("0 products");
    expect(await axeViolations(page), "375 px").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page), "1280 px").toEqual([]);
  });
}

for (const [name, path] of [
  ["gallery", "/projects"],
  ["product", "/product/1"],
] as const) {
  test(`screenshots of the ${name} page at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, path);
      await loadAllImages(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
    }
  });
}

test("the gallery works at 320 px without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openHydrated(page, "/projects");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("screenshots of the gallery's empty state at 375 and 1280 px", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, "/projects?q=velvet&style=Minimalist");
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/gallery-empty-${width}.png` });
  }
});
