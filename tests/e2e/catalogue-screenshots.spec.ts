import { expect, hydrated, test } from "./fixtures";

/** Full-page screenshots for design review, saved to test-results/screenshots/. */
const pages = [
  { name: "home", path: "/" },
  { name: "category-blinds", path: "/collections/blinds" },
  { name: "style-roller", path: "/collections/shades/roller" },
];

for (const width of [375, 768, 1280]) {
  for (const { name, path } of pages) {
    test(`${name} at ${width}px`, async ({ page }) => {
      // Reduced motion: every section is shown at rest, as a visitor sees it after scrolling.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      // Scroll through once so lazy images load, as they would for a visitor.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
    });
  }
}
