import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { fakeGeocoder } from "../mocks/geocoder";
import { fakeTiles } from "../mocks/tiles";

/**
 * Every end-to-end test fails when the page logs console.error or throws an
 * uncaught error: a clean console is part of "works".
 */
export const test = base.extend<{ consoleGuard: void; thirdParties: void; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (e.g. a failed request it staged). */
  expectedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // The 404 page is itself a 404 response, which Chromium reports as a failed load.
        const failed = msg.location().url.replace(/\.data(\?.*)?$/, "");
        const documentNotFound = /status of 404/.test(msg.text()) && failed === page.url();
        const expected = expectedConsoleErrors.some((re) => re.test(`${msg.text()} ${msg.location().url}`));
        if (!documentNotFound && !expected) problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
      await use();
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  /** Map tiles and the geocoder are faked for every page (no test reaches a third party); a test may stage its own answers. */
  thirdParties: [
    async ({ page }, use) => {
      await fakeTiles(page);
      await fakeGeocoder(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** Serious and critical axe violations on the current page, target-size included. */
/**
 * Resizes the window once the page's cross-document view transition (app/styles/motion.css) has run: Chromium skips
 * a transition that is still running when the window changes size, and reports its rejected promise as a page error.
 */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          !(animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith("::view-transition"),
      ),
  );
  await page.setViewportSize(size);
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // axe in the page itself, as before axe 4.3: the default opens a blank page for every scan to put the results of
    // each frame together, which took more than half of each scan here (docs/decisions/0030). No page of the site
    // has a frame from another origin, the one thing this mode leaves out.
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}

/**
 * Waits until React has taken the page over: the root layout marks <html> in
 * the render after hydration, when every effect of the hydration commit (event
 * listeners, observers, timers) is in place. Before that a click on a scripted
 * control can be lost.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // A form whose island starts on the visitor's first interaction (decision 0014: /contact, /quote-request, /book,
  // /privacy-request, /swatches) is the server's native form until then. Give it one that changes nothing, a key press, as a
  // visitor's first key or touch would, and wait until its scripted behaviour is live.
  const waiting = page.locator('[data-island][data-island-start="interaction"]:not([data-island-ready])');
  if ((await waiting.count()) === 0) return;
  await page.keyboard.press("Shift");
  await expect(waiting).toHaveCount(0);
}
