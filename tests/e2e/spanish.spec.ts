import { expect, test } from "./fixtures";
import { englishIn, englishSentences, readableText } from "./english-left";
import { spanishRouteTable } from "./route-table";

/**
 * The Spanish site (issue 32): every page of the table at /es + its English path, in Spanish, with the language
 * link both ways. Forms, e-mails and flows in Spanish: tests/e2e/spanish-flows.spec.ts.
 */
const sentences = englishSentences();

test("the check finds English left on a page (the check itself)", () => {
  expect(sentences.length).toBeGreaterThan(500);
  expect(englishIn("Texto en español. Request a Quote", sentences)).toContain("Request a Quote");
  expect(englishIn("Solicite una cotización", sentences)).toEqual([]);
});

test.describe("every page of the table in Spanish", () => {
  // Without scripts: the no-script alternatives are on the page too, so they are read as well.
  test.use({ javaScriptEnabled: false });
  for (const { path } of spanishRouteTable) {
    test(`${path} answers 200 in Spanish, with no English sentence, and fits 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(englishIn(await readableText(page), sentences)).toEqual([]);
      // Spanish words run longer than English ones: nothing may push the page sideways on a small phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0);
    });
  }

  test("/es/book, rendered per request, is Spanish too", async ({ page }) => {
    const response = await page.goto("/es/book");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agende una consulta gratuita");
    // Dates and times from Intl in es-US.
    await expect(page.locator(".slot-picker__day").first()).toContainText(/^(lun|mar|mié|jue|vie|sáb|dom)/);
    expect(englishIn(await readableText(page), sentences)).toEqual([]);
  });

  test("an unknown Spanish path is the Spanish 404 page with status 404", async ({ page }) => {
    for (const path of ["/es/nada", "/es/product/99", "/es/collections/unknown"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
    }
  });
});

test.describe("the language link", () => {
  test("leads from an English page to the same page in Spanish and back, on the desktop bar", async ({ page }) => {
    await page.goto("/collections/shades/roller");
    const bar = page.getByRole("navigation", { name: "Main" });
    const toSpanish = bar.getByRole("link", { name: "Español" });
    await expect(toSpanish).toHaveAttribute("lang", "es");
    await expect(toSpanish).toHaveAttribute("hreflang", "es");
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/collections\/shades\/roller$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const toEnglish = page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "English" });
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/collections\/shades\/roller$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("is in the mobile menu too, and no Accept-Language sends anyone elsewhere", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "es-MX", viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    // A Spanish-speaking browser still gets the English page it asked for: the URL alone chooses the language.
    const response = await page.goto("/faq");
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Open menu" }).click();
    const link = page.locator(".mobile-menu").getByRole("link", { name: "Español" });
    await expect(link).toHaveAttribute("hreflang", "es");
    await link.click();
    await expect(page).toHaveURL(/\/es\/faq$/);
    await context.close();
  });

  test("keeps the alias the visitor is on, under /es", async ({ page }) => {
    await page.goto("/collections/curtains/sheer");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Español" })).toHaveAttribute(
      "href",
      "/es/collections/curtains/sheer",
    );
    const response = await page.goto("/es/collections/curtains/sheer");
    expect(response?.status()).toBe(200);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
      "href",
      /\/es\/collections\/curtains\/sheer-curtains$/,
    );
  });
});
