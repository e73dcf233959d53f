import type { Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/** Opens a gallery or product page and waits until its script has taken the controls over. */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}
