/**
 * npm run bench:lighthouse [-- --runs 9 --port 4300 --url http://127.0.0.1:3000 --pages /,/contact --note "…"]
 *
 * Lighthouse with its mobile defaults (simulated throttling, Moto G Power
 * screen) against the production server this script starts, N runs per page,
 * pages interleaved so machine noise spreads evenly. Writes medians and ranges
 * to the "Lighthouse" section of docs/benchmarks.md.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunch } from "../playwright.config.ts";
import {
  commandLine,
  ensureBuild,
  fixed,
  median,
  provenance,
  startSite,
  table,
  tempDir,
  writeSection,
} from "./bench-common.ts";
import { LIGHTHOUSE_PAGES } from "./bench-pages.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "9" },
    port: { type: "string", default: "4300" },
    /** Measure a server that is already running instead of starting this checkout's build. */
    url: { type: "string" },
    /** Comma-separated paths to measure instead of every page type, e.g. "/,/contact". */
    pages: { type: "string" },
    note: { type: "string", default: "" },
  },
});
const runs = Number(args.runs);
const PAGES = args.pages ? LIGHTHOUSE_PAGES.filter((p) => args.pages!.split(",").includes(p.path)) : LIGHTHOUSE_PAGES;
const CHROME_FLAGS = ["--headless=new", ...chromiumLaunch.args];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;

/** Issue 7 targets, judged on the medians. */
const TARGETS = {
  performance: (v: number) => v >= 98,
  accessibility: (v: number) => v === 100,
  "best-practices": (v: number) => v === 100,
  seo: (v: number) => v === 100,
  FCP: () => true,
  LCP: (v: number) => v <= 1500,
  TBT: (v: number) => v <= 50,
  CLS: (v: number) => v <= 0.01,
};
type Key = keyof typeof TARGETS;

type Sample = Record<Key, number> & { failing: string[] };

async function main() {
  if (!args.url) ensureBuild();
  const site = args.url
    ? { url: args.url.replace(/\/$/, ""), stop: async () => {} }
    : await startSite(Number(args.port));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: CHROME_FLAGS,
  });
  const samples = new Map<string, Sample[]>(PAGES.map((p) => [p.path, []]));
  const warnings = new Set<string>();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const { path: pagePath } of PAGES) {
        let lhr;
        try {
          lhr = (
            await lighthouse(`${site.url}${pagePath}`, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: [...CATEGORIES],
            })
          )?.lhr;
        } catch (error) {
          // One failed run (a protocol timeout on a saturated machine) must not discard the others.
          warnings.add(`${pagePath}: run ${run} failed: ${String(error)}`);
          console.warn(`run ${run}/${runs} ${pagePath} failed: ${String(error)}`);
          continue;
        }
        if (!lhr || lhr.runtimeError) {
          warnings.add(
            `${pagePath}: run ${run} failed: ${lhr?.runtimeError?.code ?? "no result"} ${lhr?.runtimeError?.message ?? ""}`,
          );
          continue;
        }
        for (const w of lhr.runWarnings) warnings.add(`${pagePath}: ${w}`);
        const sample = { failing: [] } as unknown as Sample;
        for (const c of CATEGORIES) {
          sample[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
          if (c === "performance") continue;
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              sample.failing.push(`${c}: ${ref.id}`);
          }
        }
        for (const [name, id] of Object.entries(METRICS)) sample[name as Key] = lhr.audits[id]?.numericValue ?? NaN;
        samples.get(pagePath)!.push(sample);
        console.log(
          `run ${run}/${runs} ${pagePath}: perf ${sample.performance} a11y ${sample.accessibility} bp ${sample["best-practices"]} seo ${sample.seo} ` +
            `FCP ${fixed(sample.FCP)} LCP ${fixed(sample.LCP)} TBT ${fixed(sample.TBT)} CLS ${fixed(sample.CLS, 3)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
  const raw = path.join(tempDir("bench-lighthouse"), "samples.json");
  writeFileSync(raw, JSON.stringify(Object.fromEntries(samples), null, 2));
  console.log(`raw samples: ${raw}`);
  await report(samples, [...warnings]);
}

function cell(values: number[], key: Key, digits: number): string {
  const m = median(values);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const range = values.length > 1 ? ` (${fixed(lo, digits)}–${fixed(hi, digits)})` : "";
  return `${fixed(m, digits)}${range} ${TARGETS[key](m) ? "✅" : "❌"}`;
}

async function report(samples: Map<string, Sample[]>, warnings: string[]) {
  const columns: [Key, number][] = [
    ["performance", 0],
    ["accessibility", 0],
    ["best-practices", 0],
    ["seo", 0],
    ["FCP", 0],
    ["LCP", 0],
    ["TBT", 0],
    ["CLS", 3],
  ];
  const rows = [...samples].map(([page, list]) => [
    list.length === runs ? `\`${page}\`` : `\`${page}\` (${list.length} of ${runs} runs)`,
    ...columns.map(([key, digits]) =>
      cell(
        list.map((s) => s[key]),
        key,
        digits,
      ),
    ),
  ]);
  const misses = [...samples].flatMap(([page, list]) => {
    const failing = [...new Set(list.flatMap((s) => s.failing))];
    return failing.length ? [`- \`${page}\`: ${failing.join(", ")}`] : [];
  });
  const busy = args.note || (runs < 9 ? `only ${runs} run(s) per page; provisional` : "");
  await writeSection(
    "Lighthouse",
    [
      provenance(commandLine("bench:lighthouse"), busy),
      "",
      `Lighthouse ${"13"} mobile defaults (simulated 4x CPU / slow 4G, 412×823 screen), system Chromium headless, against \`node server/main.ts\` on loopback. Median of ${runs} run(s) per page with the range in brackets; FCP, LCP and TBT in ms. Targets: performance ≥ 98, accessibility, best practices and SEO 100, LCP ≤ 1500 ms, TBT ≤ 50 ms, CLS ≤ 0.01.`,
      "",
      table(["Page", "Performance", "Accessibility", "Best practices", "SEO", "FCP", "LCP", "TBT", "CLS"], rows),
      "",
      misses.length
        ? "Audits that failed in at least one run (category: audit id):"
        : "No scored audit failed in any run.",
      ...misses,
      ...(warnings.length ? ["", "Lighthouse warnings:", ...warnings.map((w) => `- ${w}`)] : []),
    ].join("\n"),
  );
}

await main();
