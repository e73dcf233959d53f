/**
 * npm run bench:lighthouse [-- --runs 5 --pages /,/contact --note "…"]
 *
 * Lighthouse with its mobile defaults (simulated slow 4G, Moto G Power screen)
 * at the default 4x CPU slowdown and at 12x (a slow phone), in one run,
 * interleaved so machine noise spreads evenly over:
 * - every page type, served by the production server this script starts;
 * - each page's no-script twin: the same HTML with every <script> and
 *   modulepreload removed, what a browser must do anyway to show the content;
 * - the floor: React Router's hello-world page (../shared/bench/floor-rr8),
 *   built by this script with this checkout's packages and served statically.
 * Writes medians to the "Lighthouse" section of docs/benchmarks.md: scores and
 * timings at 4x, and main-thread work, script evaluation, TBT and performance
 * at both slowdowns with each page's ratio to its twin and to the floor.
 */
import { execFileSync } from "node:child_process";
import { cpSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunch } from "../playwright.config.ts";
import { benchArgs, fixed, median, ROOT, runBench, startSite, table, tempDir } from "./bench-common.ts";
import { LIGHTHOUSE_PAGES, ORDER_PAGE, PROPOSAL_PAGE } from "./bench-pages.ts";
import { wave3Visits } from "./bench-proposals.ts";
import { serveFiles } from "./bench-static-server.ts";

const args = benchArgs({
  runs: { type: "string", default: "5" },
  port: { type: "string", default: "4300" },
  /** Comma-separated paths to measure instead of every page type, e.g. "/,/contact". */
  pages: { type: "string" },
});
const runs = Number(args.runs);
const port = Number(args.port);
const PAGES = args.pages ? LIGHTHOUSE_PAGES.filter((p) => args.pages!.split(",").includes(p.path)) : LIGHTHOUSE_PAGES;
const FLOOR_SOURCE = path.resolve(ROOT, "..", "shared", "bench", "floor-rr8");
const CHROME_FLAGS = ["--headless=new", ...chromiumLaunch.args];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const SLOWDOWNS = [4, 12] as const;
type Slowdown = (typeof SLOWDOWNS)[number];

type Sample = {
  performance: number;
  accessibility?: number;
  "best-practices"?: number;
  seo?: number;
  FCP: number;
  LCP: number;
  TBT: number;
  CLS: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown), its script evaluation and style & layout, ms. */
  main: number;
  script: number;
  style: number;
  /** Every group of the main-thread breakdown, ms (only in the raw samples: where a page's work beyond its twin's is). */
  groups: Record<string, number>;
  failing: string[];
};
/** `cookie`: sent with every request of the page's run (a swatch bag's). */
type Target = { key: string; url: string; scoreAll: boolean; cookie?: string };
/** Where a page of the list is measured: its real path (a token's) and the cookie its visitor holds. */
type Visit = { path: string; cookie?: string };
/** Pages a search engine is told not to index (a customer's own, by token or cookie): SEO 66 by design. */
const NOINDEX = new Set(["/swatches", PROPOSAL_PAGE, ORDER_PAGE]);

/** Strips what makes a page interactive: the no-script twin of a page. */
function noScriptTwin(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link rel="modulepreload"[^>]*>/gi, "");
}

/** The floor page, built from its own sources with this checkout's React Router and Vite. */
function buildFloor(): string {
  const dir = path.join(tempDir("bench-floor"), "floor-rr8");
  cpSync(FLOOR_SOURCE, dir, { recursive: true, filter: (src) => !/[/\\](node_modules|build)$/.test(src) });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: dir,
    stdio: "ignore",
  });
  return path.join(dir, "build", "client");
}

async function measure(chrome: { port: number }, target: Target, slowdown: Slowdown): Promise<Sample> {
  const result = await lighthouse(
    target.url,
    { port: chrome.port, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: {
        onlyCategories: target.scoreAll && slowdown === 4 ? [...CATEGORIES] : ["performance"],
        ...(target.cookie && { extraHeaders: { Cookie: target.cookie } }),
        throttling: {
          rttMs: 150,
          throughputKbps: 1638.4,
          requestLatencyMs: 562.5,
          downloadThroughputKbps: 1474.56,
          uploadThroughputKbps: 675,
          cpuSlowdownMultiplier: slowdown,
        },
      },
    },
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw new Error(`${lhr?.runtimeError?.code ?? "no result"} ${lhr?.runtimeError?.message ?? ""}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const groups = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] })
    ?.items;
  const group = (name: string) => groups?.find((g) => g.group === name)?.duration ?? 0;
  const sample: Sample = {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    FCP: audit("first-contentful-paint"),
    LCP: audit("largest-contentful-paint"),
    TBT: audit("total-blocking-time"),
    CLS: audit("cumulative-layout-shift"),
    main: audit("mainthread-work-breakdown"),
    script: group("scriptEvaluation"),
    style: group("styleLayout"),
    groups: Object.fromEntries((groups ?? []).map((g) => [g.group, Math.round(g.duration)])),
    failing: [],
  };
  for (const c of CATEGORIES) {
    if (c === "performance" || !lhr.categories[c]) continue;
    sample[c] = Math.round((lhr.categories[c].score ?? 0) * 100);
    for (const ref of lhr.categories[c].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) sample.failing.push(`${c}: ${ref.id}`);
    }
  }
  return sample;
}

async function main(): Promise<Record<string, string>> {
  const sqlitePath = path.join(tempDir("bench-lighthouse-db"), "site.sqlite");
  const site = await startSite(port, { SQLITE_PATH: sqlitePath });
  // A proposal's page and an order's need a token, the swatch bag a swatch in it: made on this server first.
  const seeded = await wave3Visits(site.url, { SQLITE_PATH: sqlitePath, SITE_URL: site.url }, "lighthouse");
  const special: Record<string, Visit> = {
    [PROPOSAL_PAGE]: { path: seeded.proposalPath },
    [ORDER_PAGE]: { path: seeded.orderPath },
    "/swatches": { path: "/swatches", cookie: seeded.bagCookie },
  };
  const visitOf = (p: string): Visit => special[p] ?? { path: p };
  // Each twin is made from what the server sends, so pages rendered per request (/book) have one too.
  // It also gets the page's own response headers but for the body's: the security headers are part
  // of what a browser must do anyway (Cross-Origin-Opener-Policy alone puts the page in a browsing
  // context group of its own, about 100 ms of main-thread work at 4x when it is left out).
  const twins: Record<string, string> = {};
  const twinHeaders: Record<string, Headers> = {};
  for (const { path: p } of PAGES) {
    const visit = visitOf(p);
    const answer = await fetch(site.url + visit.path, { headers: visit.cookie ? { cookie: visit.cookie } : {} });
    twins[visit.path] = noScriptTwin(await answer.text());
    const headers = new Headers(answer.headers);
    for (const name of ["content-length", "content-encoding", "etag", "transfer-encoding", "connection", "keep-alive"])
      headers.delete(name);
    twinHeaders[visit.path] = headers;
  }
  const twin = await serveFiles(path.join(ROOT, "build", "client"), port + 1, {
    pages: twins,
    pageHeaders: twinHeaders,
  });
  const floor = await serveFiles(buildFloor(), port + 2);
  const targets: Target[] = [
    { key: "floor", url: floor.url + "/", scoreAll: false },
    ...PAGES.flatMap(({ path: p }) => {
      const visit = visitOf(p);
      return [
        { key: p, url: site.url + visit.path, scoreAll: true, cookie: visit.cookie },
        { key: `twin ${p}`, url: twin.url + visit.path, scoreAll: false },
      ];
    }),
  ];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: CHROME_FLAGS });
  const samples = new Map<string, Sample[]>();
  const warnings = new Set<string>();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const slowdown of SLOWDOWNS) {
        for (const target of targets) {
          const id = `${target.key} @${slowdown}x`;
          try {
            const s = await measure(chrome, target, slowdown);
            samples.set(id, [...(samples.get(id) ?? []), s]);
            console.log(
              `run ${run}/${runs} ${id}: perf ${s.performance} main ${fixed(s.main)} script ${fixed(s.script)} TBT ${fixed(s.TBT)} LCP ${fixed(s.LCP)}`,
            );
          } catch (error) {
            // One failed run (a protocol timeout on a saturated machine) must not discard the others.
            warnings.add(`${id}: run ${run} failed: ${String(error)}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await Promise.all([site.stop(), twin.close(), floor.close()]);
  }
  const raw = path.join(tempDir("bench-lighthouse"), "samples.json");
  writeFileSync(raw, JSON.stringify(Object.fromEntries(samples), null, 2));
  console.log(`raw samples: ${raw}`);
  return { Lighthouse: report(samples, [...warnings]) };
}

const ok = (pass: boolean) => (pass ? "✅" : "❌");

function report(samples: Map<string, Sample[]>, warnings: string[]): string {
  const med = (id: string, key: keyof Omit<Sample, "failing" | "groups">) =>
    median((samples.get(id) ?? []).map((s) => s[key] ?? NaN).filter((v) => !Number.isNaN(v)));
  const count = (id: string) => samples.get(id)?.length ?? 0;
  const scores = PAGES.map(({ path: p }) => {
    const id = `${p} @4x`;
    return [
      count(id) === runs ? `\`${p}\`` : `\`${p}\` (${count(id)} of ${runs} runs)`,
      ...(["accessibility", "best-practices", "seo"] as const).map((c) =>
        c === "seo" && NOINDEX.has(p) ? `${med(id, c)} (noindex by design)` : `${med(id, c)} ${ok(med(id, c) === 100)}`,
      ),
      fixed(med(id, "FCP")),
      `${fixed(med(id, "LCP"))} ${ok(med(id, "LCP") <= 1500)}`,
      `${fixed(med(id, "CLS"), 3)} ${ok(med(id, "CLS") === 0)}`,
    ];
  });
  const cost = (slowdown: Slowdown) => [
    [
      "floor page",
      fixed(med(`floor @${slowdown}x`, "main")),
      "",
      "",
      "1.00",
      fixed(med(`floor @${slowdown}x`, "script")),
      fixed(med(`floor @${slowdown}x`, "TBT")),
      String(med(`floor @${slowdown}x`, "performance")),
    ],
    ...PAGES.map(({ type, path: p }) => {
      const [id, twinId, floorId] = [`${p} @${slowdown}x`, `twin ${p} @${slowdown}x`, `floor @${slowdown}x`];
      const ratio = med(id, "main") / med(twinId, "main");
      const tbt = med(id, "TBT");
      const perf = med(id, "performance");
      const tbtOk = slowdown === 4 ? tbt <= 50 : tbt <= med(twinId, "TBT") + 50;
      return [
        `${type} \`${p}\``,
        fixed(med(id, "main")),
        fixed(med(twinId, "main")),
        `${fixed(ratio, 2)} ${ok(ratio <= 1.5)}`,
        fixed(med(id, "main") / med(floorId, "main"), 2),
        fixed(med(id, "script")),
        `${fixed(tbt)} (twin ${fixed(med(twinId, "TBT"))}) ${ok(tbtOk)}`,
        `${perf} ${ok(perf >= (slowdown === 4 ? 99 : 98))}`,
      ];
    }),
  ];
  const head = ["Page", "Main thread", "Twin", "÷ twin (≤ 1.5)", "÷ floor", "Script eval", "TBT", "Performance"];
  const misses = [...samples].flatMap(([id, list]) => {
    // A customer's own page is noindex on purpose: is-crawlable fails there by design.
    const byDesign = (audit: string) => audit === "seo: is-crawlable" && NOINDEX.has(id.replace(/ @\d+x$/, ""));
    const failing = [...new Set(list.flatMap((s) => s.failing))].filter((audit) => !byDesign(audit));
    return failing.length ? [`- \`${id}\`: ${failing.join(", ")}`] : [];
  });
  return [
    `Lighthouse 13 mobile defaults (simulated slow 4G, 412×823 screen), system Chromium headless; pages from \`node server/main.ts\` on loopback, their no-script twins (the same HTML without any \`<script>\` or modulepreload, with the page's own response headers) and the floor page (\`../shared/bench/floor-rr8\`, React Router's hello world, built with this checkout's packages) from a bare static server. The proposal page (a proposal sent with the admin CLI), the order page (one accepted) and the swatch bag (one swatch in it, its cookie sent with each request, the twin made from the page with that cookie) are made on the measured server first; these three are \`noindex\` on purpose, so their SEO score is 66 (is-crawlable). Every page, twin and the floor interleaved in each of ${runs} rounds, medians; times in ms. Targets (issue 20): main thread ≤ 1.5× the twin's; at 4x TBT ≤ 50 ms and performance ≥ 99; at 12x TBT ≤ the twin's + 50 ms and performance ≥ 98; LCP ≤ 1500 ms, CLS 0, accessibility, best practices and SEO 100.`,
    "",
    "### Default CPU slowdown (4x)",
    "",
    table(head, cost(4)),
    "",
    "### Slow phone (12x CPU slowdown)",
    "",
    table(head, cost(12)),
    "",
    "### Scores and paint at 4x",
    "",
    table(["Page", "Accessibility", "Best practices", "SEO", "FCP", "LCP", "CLS"], scores),
    "",
    misses.length ? "Audits that failed in at least one run:" : "No scored audit failed in any run.",
    ...misses,
    ...(warnings.length ? ["", "Lighthouse warnings:", ...warnings.map((w) => `- ${w}`)] : []),
  ].join("\n");
}

await runBench("bench:lighthouse", args.note || (runs < 5 ? `only ${runs} run(s) per page` : ""), main);
