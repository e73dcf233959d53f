/**
 * Lighthouse SEO category on the pages issue 6 names: home, a category, a
 * style page and a product page. Builds the site for the origin it serves (the
 * canonical audit wants canonical URLs on the audited host), starts the
 * production server, audits in the system Chromium and prints a Markdown table.
 *
 *   node scripts/bench-lighthouse-seo.ts            # print the table
 *   node scripts/bench-lighthouse-seo.ts --write    # also append it to docs/benchmarks.md
 *
 * Env: BENCH_PORT (default 4299), CHROME_PATH (default /usr/bin/chromium).
 */
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = Number(process.env.BENCH_PORT ?? 4299);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ["/", "/collections/blinds", "/collections/blinds/horizontal-blinds", "/product/1"];

function builtFor(): string | undefined {
  const robots = "build/client/robots.txt";
  if (!existsSync(robots)) return undefined;
  return readFileSync(robots, "utf8").match(/^Sitemap: (\S+)\/sitemap\.xml$/m)?.[1];
}

async function waitFor(url: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

if (builtFor() !== ORIGIN) {
  console.log(`Building for ${ORIGIN}…`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SITE_URL: ORIGIN } });
}

const server = spawn(process.execPath, ["server/main.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SITE_URL: ORIGIN, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

const rows: string[] = [];
try {
  await waitFor(`${ORIGIN}/healthz`);
  for (const path of PAGES) {
    const result = await lighthouse(`${ORIGIN}${path}`, {
      port: chrome.port,
      onlyCategories: ["seo"],
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.seo?.score ?? 0) * 100);
    const failed = (categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== 1)
      .map((ref) => ref.id);
    rows.push(`| \`${path}\` | ${score} | ${failed.length ? failed.join(", ") : "none"} |`);
    console.log(`${path}: SEO ${score}${failed.length ? ` (failed: ${failed.join(", ")})` : ""}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const table = [
  "",
  `### Lighthouse SEO — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  "",
  `Lighthouse ${JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version}, headless Chromium, production build served by \`server/main.ts\` on ${ORIGIN} (\`node scripts/bench-lighthouse-seo.ts\`).`,
  "",
  "| Page | SEO score | Failed audits |",
  "|---|---|---|",
  ...rows,
  "",
].join("\n");
console.log(table);
if (process.argv.includes("--write")) appendFileSync("docs/benchmarks.md", table);
