import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A slot's day in the business's zone, as the picker's inputs name it (YYYY-MM-DD). */
export const etDate = (start: string) => new Date(start).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

/**
 * Picks a day and a time as the visitor sees them: with scripts the form island's picker (the times of the day
 * picked are fetched then), without them the no-script picker (the island's, hidden, is not in the way).
 */
export async function choose(page: Page, start: string, form = page.locator("form.booking-form").first()) {
  await form
    .locator(`label.slot-picker__day:has(input[value="${etDate(start)}"])`)
    .filter({ visible: true })
    .click();
  const time = form.locator(`input[name=start][value="${start}"]`).filter({ visible: true });
  await time.check();
  await expect(time).toBeChecked();
}
