/**
 * npm run bench:observatory [-- --port 4302]
 *
 * Scores the locally served site with the HTTP Observatory's rules
 * (scripts/bench-observatory-rules.ts, a re-implementation) and records `npm audit --omit=dev`.
 * Not @mdn/mdn-http-observatory itself: installing it runs a dependency's install script
 * (node_extra_ca_certs_mozilla_bundle) that downloads a CA list from
 * ccadb.my.salesforce-sites.com, which fails on this machine and in CI (npm registry only;
 * tried with 1.4.8 on 2026-11-24), and `npm ci` would fail with it.
 *
 * Two scans of http://localhost/ (the Observatory scans a host's root):
 *  - "behind the TLS proxy": how production runs (TRUST_PROXY=1 behind a
 *    TLS-terminating proxy). Each request carries the X-Forwarded-Proto the
 *    proxy would send for its scheme, so HSTS and the HTTP->HTTPS redirect are
 *    the application's own answers. Certificate checks are out of scope.
 *  - "plain loopback HTTP": the server as it answers without any proxy.
 */
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { parseArgs } from "node:util";
import path from "node:path";
import { createUser } from "../server/auth/users.ts";
import { openDatabase } from "../server/db/database.ts";
import { commandLine, ensureBuild, provenance, startSite, table, tempDir, writeSection, ROOT } from "./bench-common.ts";
import { score, type Headers, type Hop, type ScanInput, type Score } from "./bench-observatory-rules.ts";

const { values: args } = parseArgs({ options: { port: { type: "string", default: "4302" } } });
const FOREIGN_ORIGIN = "https://http-observatory.security.mozilla.org";

type Answer = { status: number; headers: Headers; body: string };

/** One request to the local server as it would arrive through the proxy for `url`. */
function get(
  port: number,
  url: string,
  viaProxy: boolean,
  extra: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<Answer> {
  const target = new URL(url);
  const headers: Record<string, string> = {
    host: target.host,
    "accept-encoding": "identity",
    accept: "text/html",
    ...extra,
  };
  if (viaProxy) headers["x-forwarded-proto"] = target.protocol.replace(":", "");
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path: target.pathname + target.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const out: Headers = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          (out[res.rawHeaders[i]!.toLowerCase()] ??= []).push(res.rawHeaders[i + 1]!);
        }
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Follows redirects like the Observatory's retriever; returns every hop and the last answer. */
async function follow(
  port: number,
  start: string,
  viaProxy: boolean,
  extra: Record<string, string> = {},
): Promise<{ hops: Hop[]; last: Answer; url: string }> {
  let url = start;
  const hops: Hop[] = [];
  for (let i = 0; i < 10; i++) {
    const answer = await get(port, url, viaProxy, extra);
    hops.push({ url, status: answer.status });
    const location = answer.headers.location?.[0];
    if (answer.status < 300 || answer.status >= 400 || !location) return { hops, last: answer, url };
    url = new URL(location, url).href;
    // Without the proxy nothing answers HTTPS on this host.
    if (!viaProxy && url.startsWith("https:")) return { hops, last: answer, url: hops.at(-1)!.url };
  }
  throw new Error(`redirect loop from ${start}`);
}

/**
 * Scans `path` as the Observatory scans a host's root. `extra` goes with every request: a
 * signed-in staff member's cookie scores a back-office page as its user receives it.
 */
async function scanHost(
  port: number,
  viaProxy: boolean,
  path = "/",
  extra: Record<string, string> = {},
): Promise<{ input: ScanInput; result: Score }> {
  const http = await follow(port, `http://localhost${path}`, viaProxy, extra);
  const https = viaProxy ? await follow(port, `https://localhost${path}`, true, extra) : undefined;
  const auto = https ?? http;
  const cors = await get(port, auto.url, viaProxy, { ...extra, origin: FOREIGN_ORIGIN });
  const input: ScanInput = {
    url: auto.url,
    auto: auto.last,
    https: https ? { headers: https.last.headers } : undefined,
    httpChain: http.hops,
    cors: { origin: FOREIGN_ORIGIN, headers: cors.headers },
  };
  return { input, result: score(input) };
}

type Audit = { summary: string; advisories: string[] };

function npmAudit(): Audit {
  let stdout: string;
  try {
    stdout = execFileSync("npm", ["audit", "--omit=dev", "--json"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // npm audit exits non-zero when it finds advisories; its JSON is still on stdout.
    stdout = (error as { stdout?: string }).stdout ?? "";
    if (!stdout) return { summary: `npm audit failed: ${(error as Error).message.split("\n")[0]}`, advisories: [] };
  }
  const report = JSON.parse(stdout) as {
    metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
    vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
    error?: { summary?: string };
    message?: string;
  };
  if (report.error) {
    return {
      summary: `could not run — the registry answered: ${report.message || report.error.summary}`,
      advisories: [],
    };
  }
  const v = report.metadata?.vulnerabilities ?? {};
  const summary = ["critical", "high", "moderate", "low", "info"].map((s) => `${s} ${v[s] ?? 0}`).join(", ");
  const advisories = Object.entries(report.vulnerabilities ?? {}).map(([name, x]) => `${name} (${x.severity})`);
  return { summary: `${summary} (production dependencies: ${report.metadata?.dependencies?.prod ?? "?"})`, advisories };
}

const STAFF = { email: "bench@example.com", password: "observatory bench password" };

/** A staff account in the bench's database and its session cookie, signed in through the proxy. */
async function staffCookie(port: number, sqlitePath: string): Promise<string> {
  const db = await openDatabase({ SQLITE_PATH: sqlitePath, DATABASE_URL: "" });
  try {
    await createUser(db.kysely, STAFF.email, STAFF.password);
  } finally {
    await db.close();
  }
  // The sign-in page first: its CSRF cookie and token go with the post, as a browser's would.
  const page = await get(port, "https://localhost/admin/login", true);
  const formCookie = page.headers["set-cookie"]?.[0]?.split(";")[0] ?? "";
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  const answer = await get(
    port,
    "https://localhost/admin/login",
    true,
    { origin: "https://localhost", "content-type": "application/x-www-form-urlencoded", cookie: formCookie },
    "POST",
    new URLSearchParams({ ...STAFF, csrf }).toString(),
  );
  const cookie = answer.headers["set-cookie"]?.[0]?.split(";")[0];
  if (answer.status !== 303 || !cookie) throw new Error(`staff sign-in answered ${answer.status}`);
  return cookie;
}

async function main() {
  ensureBuild();
  const port = Number(args.port);
  const sqlitePath = path.join(tempDir("bench-observatory"), "site.sqlite");
  const site = await startSite(port, { TRUST_PROXY: "1", SITE_URL: "https://localhost", SQLITE_PATH: sqlitePath });
  let proxied: Awaited<ReturnType<typeof scanHost>>;
  let plain: Awaited<ReturnType<typeof scanHost>>;
  let login: Awaited<ReturnType<typeof scanHost>>;
  let inbox: Awaited<ReturnType<typeof scanHost>>;
  try {
    proxied = await scanHost(port, true);
    plain = await scanHost(port, false);
    login = await scanHost(port, true, "/admin/login");
    inbox = await scanHost(port, true, "/admin", { cookie: await staffCookie(port, sqlitePath) });
    if (inbox.input.auto.status !== 200)
      throw new Error(`/admin answered ${inbox.input.auto.status} to a signed-in scan`);
  } finally {
    await site.stop();
  }
  const audit = npmAudit();
  for (const [label, scan] of [
    ["behind the TLS proxy", proxied],
    ["plain loopback HTTP", plain],
    ["/admin/login behind the TLS proxy", login],
    ["/admin signed in, behind the TLS proxy", inbox],
  ] as const) {
    console.log(`${label}: ${scan.result.score} (${scan.result.grade})`);
    for (const t of scan.result.tests)
      console.log(
        `  ${t.modifier >= 0 ? "+" : ""}${t.modifier} ${t.test}: ${t.result}${t.detail ? ` [${t.detail}]` : ""}`,
      );
  }
  console.log(`npm audit --omit=dev: ${audit.summary}`);

  const rows = proxied.result.tests.map((t, i) => {
    const p = plain.result.tests[i]!;
    return [
      t.test,
      `${t.result} (${t.modifier >= 0 ? "+" : ""}${t.modifier})`,
      `${p.result} (${p.modifier >= 0 ? "+" : ""}${p.modifier})`,
    ];
  });
  const staffRows = login.result.tests.map((t, i) => {
    const p = inbox.result.tests[i]!;
    return [
      t.test,
      `${t.result} (${t.modifier >= 0 ? "+" : ""}${t.modifier})`,
      `${p.result} (${p.modifier >= 0 ? "+" : ""}${p.modifier})`,
    ];
  });
  const details = proxied.result.tests.filter((t) => t.detail).map((t) => `- ${t.test}: \`${t.detail}\``);
  await writeSection(
    "Security (HTTP Observatory)",
    [
      provenance(commandLine("bench:observatory"), "scores come from headers and do not depend on machine load"),
      "",
      "MDN's `@mdn/mdn-http-observatory` cannot be installed here (its install step downloads a CA bundle; no internet), so `scripts/bench-observatory-rules.ts` re-implements its v2 scoring from the published rules (github.com/mdn/mdn-http-observatory, `src/analyzer/tests/*.js` and the score table in `src/grader/charts.js`): the same ten tests and modifiers, bonuses only when the score without them is ≥ 90, the same grade chart. Not reproduced: the HSTS preload list and certificate validation.",
      "",
      `**Behind the TLS proxy (production topology, TRUST_PROXY=1): score ${proxied.result.score}, grade ${proxied.result.grade}** (score before bonuses ${proxied.result.uncurved}). Plain loopback HTTP with no proxy: ${plain.result.score} → ${plain.result.grade}. Target: A+ (≥ 100, aim 120+).`,
      "",
      table(["Test", "Behind the TLS proxy", "Plain loopback HTTP"], rows),
      "",
      ...(details.length ? ["Details:", ...details, ""] : []),
      `**Back office (issue 14), behind the TLS proxy: \`/admin/login\` ${login.result.score} (${login.result.grade}); \`/admin\` signed in ${inbox.result.score} (${inbox.result.grade}).** Each scanned as the Observatory scans a root; the signed-in scan sends a staff session cookie with every request. \`/admin/login\` sets the sign-in form's CSRF cookie and the sign-in post the session cookie, both \`__Host-\` prefixed, Secure, HttpOnly, SameSite=Lax behind TLS (asserted by \`tests/e2e/admin-security.spec.ts\` and \`tests/integration/staff-auth.test.ts\`); \`/admin\` sets none.`,
      "",
      table(["Test", "/admin/login", "/admin (signed in)"], staffRows),
      "",
      `\`npm audit --omit=dev\` (${new Date().toISOString().slice(0, 10)}): ${audit.summary}.${audit.advisories.length ? ` Advisories: ${audit.advisories.join(", ")}.` : ""}`,
    ].join("\n"),
  );
}

await main();
