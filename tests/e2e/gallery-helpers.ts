import type { Page } from "@playwright/test";

/** Opens a gallery or product page and waits until React has hydrated it, so controls respond. */
export async function openHydrated(page: Page, path: string, selector = "main a, main button") {
  const response = await page.goto(path);
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].some((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))),
    selector,
  );
  return response;
}
