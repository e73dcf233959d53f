import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { BUDGETS, checkBudget } from "../../scripts/bench-budget-report.ts";
import { measureFirstLoad } from "../budgets/first-load.ts";
import { postQuoteLead, sendProposalByCli, startAdminServer, swatchBagCookie } from "./admin-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * Issue 38, item 4: the pages wave 3 added, each in both languages, held to what every page of the site is held to —
 * first-load JavaScript within the form pages' budget, axe clean (serious and critical, target-size on) at 375 and
 * 1280 px, no issue the browser files against the page (Lighthouse's best practices count them: "inspector-issues"),
 * and the Nu HTML checker clean. The proposal and order pages are reached by tokens, and the swatch bag shows its
 * mailing form only with a swatch in it: this spec seeds a server of its own.
 */
let server: Awaited<ReturnType<typeof startAdminServer>>;
/** The seeded proposals' tokens: one sent and open, one accepted (an order). */
const tokens = { open: "", signed: "" };
/** The pages, by name: each path as a visitor reaches it (the tokens are known once the server is seeded). */
const pages: { name: string; path: () => string }[] = (
  [
    ["", "English"],
    ["/es", "Spanish"],
  ] as const
).flatMap(([prefix, language]) => [
  { name: `proposal page, ${language}`, path: () => `${prefix}/proposal/${tokens.open}` },
  { name: `order page, ${language}`, path: () => `${prefix}/proposal/${tokens.signed}` },
  { name: `swatch bag, ${language}`, path: () => `${prefix}/swatches` },
  { name: `privacy request, ${language}`, path: () => `${prefix}/privacy-request` },
]);
let bagCookie = "";

test.beforeAll(async () => {
  // Seeding runs the admin CLI four times (a second or more each on a busy machine).
  test.setTimeout(120_000);
  server = await startAdminServer({ RATE_LIMIT_MAX: "1000" });
  const open = await sendProposalByCli(server.dbPath, await postQuoteLead(server.url, "ada.open@example.com"));
  const signed = await sendProposalByCli(server.dbPath, await postQuoteLead(server.url, "ada.signed@example.com"));
  const accepted = await fetch(`${server.url}/api/proposals/${signed.token}/accept`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ signer_name: "Ada Lovelace", agree: true, version: signed.version }),
  });
  expect(accepted.status).toBe(200);
  bagCookie = await swatchBagCookie(server.url);
  tokens.open = open.token;
  tokens.signed = signed.token;
});
test.afterAll(() => server?.stop());

/** A page as a visitor with one swatch in the bag opens it. */
function cookieOfBag() {
  const [name, value] = bagCookie.split("=") as [string, string];
  return { name, value, url: server.url };
}

async function open(page: Page, path: string) {
  await page.context().addCookies([cookieOfBag()]);
  const response = await page.goto(server.url + path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

test("each new page, in both languages, keeps the form pages' first-load budget", async ({ context }) => {
  test.setTimeout(120_000);
  await context.addCookies([cookieOfBag()]);
  for (const { name, path } of pages) {
    // A page of its own for each: the measurement routes /api/config on it (tests/budgets/first-load.ts).
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const load = await measureFirstLoad(page, server.url + path());
    await page.close();
    const js = checkBudget(`First-load JavaScript of the ${name}`, load.js, BUDGETS.firstLoadJs, undefined);
    expect.soft(js.over, js.report).toBe(false);
    const css = checkBudget(`First-load CSS of the ${name}`, load.css, BUDGETS.firstLoadCss, undefined);
    expect.soft(css.over, css.report).toBe(false);
    expect.soft(load.fontPreloads.length, name).toBeLessThanOrEqual(BUDGETS.preloadedFonts);
    const total = (files: { bytes: number }[]) => (files.reduce((sum, f) => sum + f.bytes, 0) / 1000).toFixed(1);
    // The figures for docs/benchmarks.md ("Audits of wave 3's pages").
    console.log(
      `first load of the ${name}: JS ${total(load.js)} KB in ${load.js.length} files, CSS ${total(load.css)} KB`,
    );
  }
});

// One test per page: each scans twice, on its own time.
for (const { name, path } of pages) {
  test(`the ${name} is axe clean at 375 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, path());
    expect(await axeViolations(page), `${name} at 375 px`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page), `${name} at 1280 px`).toEqual([]);
  });
}

test("no new page makes the browser file a security or compatibility issue (Lighthouse's inspector-issues)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  const issues: { code: string; where: string }[] = [];
  let where = "";
  cdp.on("Audits.issueAdded", ({ issue }) => {
    // Chrome's advice on speed (reading document.cookie) is not one of the issues Lighthouse counts.
    if (issue.code !== "PerformanceIssue") issues.push({ code: issue.code, where });
  });
  await cdp.send("Audits.enable");
  for (const { name, path } of pages) {
    where = name;
    await open(page, path());
    // Let the islands' first parses and any late script run before the next page.
    await page.waitForLoadState("networkidle");
  }
  expect(issues).toEqual([]);
});

test("each new page, in both languages, passes the Nu HTML checker with no errors", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-wave3-"));
  try {
    const files: string[] = [];
    for (const { name, path: pagePath } of [
      ...pages,
      // Rendered per request too, so never among html-validity.spec.ts's prerendered files.
      { name: "booking, English", path: () => "/book" },
      { name: "booking, Spanish", path: () => "/es/book" },
    ]) {
      const answer = await request.get(server.url + pagePath(), { headers: { cookie: bagCookie } });
      expect(answer.status(), name).toBe(200);
      const file = path.join(dir, `${name.replace(/[^a-z]+/gi, "-")}.html`);
      writeFileSync(file, await answer.text());
      files.push(file);
    }
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "java could not be started").toBeUndefined();
    const report = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; url: string; message: string; lastLine?: number }[];
    };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      // As in html-validity.spec.ts: the checker's CSS parser predates the inlined stylesheet's modern CSS.
      .filter((m) => !m.message.startsWith("CSS:"))
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
