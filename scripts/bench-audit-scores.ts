/**
 * node scripts/bench-audit-scores.ts [-- --port 4376 --note "…"]
 *
 * Lighthouse's accessibility, best-practices and SEO categories (no performance: these scores are audits of the
 * page, not timings, so a busy machine does not move them) on wave 3's pages in both languages (issue 38): the swatch
 * bag with a swatch in it, the privacy request, a sent proposal's page and an accepted one's (the order page), made
 * by this script with the admin CLI. Lighthouse 13's mobile defaults, system Chromium headless, the production server
 * on loopback. Writes the "Lighthouse audits of wave 3's pages" section of docs/benchmarks.md.
 *
 * The proposal, order and swatch-bag pages are `noindex` on purpose (reached by a token, or holding one visitor's
 * cookie: docs/security.md), so Lighthouse's "is-crawlable" audit fails there by design; their SEO score is given
 * as measured, and with that one audit named.
 */
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunch } from "../playwright.config.ts";
import { benchArgs, runBench, startSite, table, tempDir } from "./bench-common.ts";
import { wave3Visits } from "./bench-proposals.ts";

const args = benchArgs({ port: { type: "string", default: "4376" } });
const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;

type Scores = Record<(typeof CATEGORIES)[number], number> & { failing: string[] };

async function audit(port: number, url: string, cookie: string): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", extraHeaders: cookie ? { cookie } : undefined },
    { extends: "lighthouse:default", settings: { onlyCategories: [...CATEGORIES] } },
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? "no result"}`);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    failing,
  };
}

async function main(): Promise<Record<string, string>> {
  const port = Number(args.port);
  const sqlitePath = path.join(tempDir("bench-audit-scores"), "site.sqlite");
  const site = await startSite(port, { SQLITE_PATH: sqlitePath });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunch.args],
  });
  try {
    const cli = { SQLITE_PATH: sqlitePath, SITE_URL: site.url };
    const visits = await wave3Visits(site.url, cli, "audit");
    const pages = [
      { name: "swatch bag (one swatch)", path: "/swatches", cookie: visits.bagCookie, noindex: true },
      { name: "privacy request", path: "/privacy-request", cookie: "", noindex: false },
      { name: "proposal page", path: visits.proposalPath, cookie: "", noindex: true },
      { name: "order page", path: visits.orderPath, cookie: "", noindex: true },
    ];
    const rows: string[][] = [];
    for (const page of pages) {
      for (const prefix of ["", "/es"]) {
        const scores = await audit(chrome.port, `${site.url}${prefix}${page.path}`, page.cookie);
        const byDesign = (id: string) => page.noindex && id === "is-crawlable";
        const mark = (value: number) => (value === 100 ? `${value} ✅` : `${value} ❌`);
        const seo = page.noindex ? `${scores.seo} (noindex by design)` : mark(scores.seo);
        const failing = scores.failing.filter((id) => !byDesign(id));
        console.log(`${prefix}${page.path}: ${JSON.stringify(scores)}`);
        rows.push([
          `${page.name}${prefix ? ", Spanish" : ""} \`${prefix}${page.path.replace(/[\w-]{30,}/, "<token>")}\``,
          mark(scores.accessibility),
          mark(scores["best-practices"]),
          seo,
          failing.length ? failing.join(", ") : "none",
        ]);
      }
    }
    return {
      "Lighthouse audits of wave 3's pages": [
        "Lighthouse 13 (mobile defaults), only its accessibility, best-practices and SEO categories: audits of the page, not timings. The production server on loopback with its own database; the proposals made by the script (a quote through the API, `proposal-create` and `proposal-send` with the admin CLI, the second accepted through the API), the swatch bag holding one swatch (its cookie sent with each request). The swatch bag, proposal and order pages are `noindex` on purpose, so Lighthouse's `is-crawlable` fails there and lowers their SEO score; every other SEO audit passes. Speed on these pages is for `npm run bench:lighthouse` on a quiet machine.",
        "",
        table(
          ["Page", "Accessibility", "Best practices", "SEO", "Failing audits (besides is-crawlable on noindex pages)"],
          rows,
        ),
      ].join("\n"),
    };
  } finally {
    chrome.kill();
    await site.stop();
  }
}

await runBench(
  "bench:audit-scores",
  args.note || "scores are audits, not timings: machine load does not move them",
  main,
);
