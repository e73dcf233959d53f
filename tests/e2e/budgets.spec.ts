/**
 * Weight budgets (issue 7): bytes are deterministic, so they are enforced on
 * every test run. A failure prints each file with its size and its change
 * against tests/budgets/baseline.json.
 *
 * Record a new baseline and the docs/benchmarks.md section (one worker, so one
 * process sees every page):
 *   BUDGETS_RECORD=1 E2E_PORT=4206 npx playwright test tests/e2e/budgets.spec.ts --workers=1
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUDGETS, checkBudget, gzipSize, KB } from "../../scripts/bench-budget-report.ts";
import { fixed, provenance, table, writeSection } from "../../scripts/bench-common.ts";
import { PAGE_TYPES } from "../../scripts/bench-pages.ts";
import { measureFirstLoad, type FirstLoad } from "../budgets/first-load.ts";
import { expect, test } from "./fixtures";

const BASELINE_FILE = path.resolve(import.meta.dirname, "../budgets/baseline.json");
type Baseline = Record<string, Record<string, number>>;
const baseline: Baseline = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, "utf8")) : {};
const record = process.env.BUDGETS_RECORD === "1";

/** Lighthouse's mobile screen, and the desktop width the other tests use. */
const VIEWPORTS = [
  { name: "mobile", viewport: { width: 412, height: 823 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

const measured = new Map<string, FirstLoad>();
const byName = (files: { name: string; bytes: number }[]) =>
  Object.fromEntries(files.map((f) => [f.name, f.bytes]).sort(([a], [b]) => String(a).localeCompare(String(b))));

test.use({ bypassCSP: true });

for (const { name: viewportName, viewport } of VIEWPORTS) {
  test.describe(`first load at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const { type, path: pagePath } of PAGE_TYPES) {
      test(`${type} page (${pagePath}) stays within the weight budgets`, async ({ page }) => {
        test.setTimeout(60_000);
        const load = await measureFirstLoad(page, pagePath);
        const key = `${viewportName} ${type}`;
        measured.set(key, load);

        const js = checkBudget(
          `First-load JavaScript of ${pagePath} (${viewportName})`,
          load.js,
          BUDGETS.firstLoadJs,
          baseline[`${key} js`],
        );
        const css = checkBudget(
          `First-load CSS of ${pagePath} (${viewportName})`,
          load.css,
          BUDGETS.firstLoadCss,
          baseline[`${key} css`],
        );
        expect.soft(js.over, js.report).toBe(false);
        expect.soft(css.over, css.report).toBe(false);
        expect
          .soft(load.leaflet, `Leaflet is part of the first load of ${pagePath}; load the map on demand`)
          .toEqual([]);
        expect.soft(load.chat, `The chat widget is part of the first load of ${pagePath}`).toEqual([]);
        expect
          .soft(load.fontPreloads.length, `Fonts preloaded on ${pagePath}: ${load.fontPreloads.join(", ")}`)
          .toBeLessThanOrEqual(BUDGETS.preloadedFonts);
      });
    }
  });
}

test("the home page's HTML stays within its budget", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "identity" } });
  expect(response.status()).toBe(200);
  const html = await response.body();
  const result = checkBudget(
    "Home page HTML",
    [{ name: "index.html", bytes: gzipSize(html) }],
    BUDGETS.homeHtml,
    baseline["home html"],
  );
  expect(result.over, result.report).toBe(false);
});

test.afterAll(async () => {
  if (!record) return;
  const expected = VIEWPORTS.length * PAGE_TYPES.length;
  if (measured.size !== expected) {
    throw new Error(`BUDGETS_RECORD needs every page in one worker (--workers=1); saw ${measured.size} of ${expected}`);
  }
  const next: Baseline = {};
  const rows: (string | number)[][] = [];
  for (const [key, load] of measured) {
    next[`${key} js`] = byName(load.js);
    next[`${key} css`] = byName(load.css);
    const jsTotal = load.js.reduce((s, f) => s + f.bytes, 0);
    const cssTotal = load.css.reduce((s, f) => s + f.bytes, 0);
    const ok = (v: number, limit: number) => (v <= limit ? "✅" : "❌");
    rows.push([
      key,
      `${fixed(jsTotal / KB, 1)} ${ok(jsTotal, BUDGETS.firstLoadJs)}`,
      load.js.length,
      `${fixed(cssTotal / KB, 1)} ${ok(cssTotal, BUDGETS.firstLoadCss)}`,
      load.fontPreloads.length,
      load.fontsRequested.length,
      load.leaflet.length ? `❌ ${load.leaflet.join(", ")}` : "absent ✅",
      load.chat.length ? "❌ loaded" : "absent ✅",
    ]);
  }
  const home = measured.get("mobile home")!;
  next["home html"] = { "index.html": home.html.gzip };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
  await writeSection(
    "Weight budgets",
    [
      provenance(
        "BUDGETS_RECORD=1 E2E_PORT=4206 npx playwright test tests/e2e/budgets.spec.ts --workers=1",
        "Enforced on every `npm test` run by tests/e2e/budgets.spec.ts; bytes do not depend on machine load.",
      ),
      "",
      "Sizes are gzip level 9 of each file the browser requested until the page was ready — the window load event, then the site script and every form island that starts with the page live (docs/decisions/0014); no scrolling, no pointer movement, so the home page's contact form, whose island starts near the screen, is not counted — plus every module the page's hydration bootstrap names (docs/decisions/0003). CSS is the inline `<style>` of the page. 1 KB = 1000 bytes. Budgets: JavaScript ≤ 100 KB, CSS ≤ 20 KB, ≤ 2 preloaded fonts per page; Leaflet and the chat widget (switched on through a faked /api/config) absent.",
      "",
      table(["Page", "JS KB", "JS files", "CSS KB", "Font preloads", "Fonts fetched", "Leaflet", "Chat widget"], rows),
      "",
      `Home page HTML: ${fixed(home.html.raw / KB, 1)} KB raw, ${fixed(home.html.gzip / KB, 1)} KB gzipped (budget 30 KB) ${home.html.gzip <= BUDGETS.homeHtml ? "✅" : "❌"}.`,
      "",
      "Per-file sizes are in `tests/budgets/baseline.json`; a failing budget prints each file's change against it.",
    ].join("\n"),
  );
});
