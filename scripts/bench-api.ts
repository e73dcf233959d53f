/**
 * `npm run bench:api [-- --duration 10]`: drives the three lead endpoints with
 * autocannon on loopback against the real server process, on SQLite and on a
 * throwaway PostgreSQL, and writes the figures into docs/benchmarks.md.
 * Not a test: numbers depend on the machine and on what else runs on it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { cpus, loadavg, totalmem, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
// @ts-expect-error autocannon ships no type declarations.
import autocannon from "autocannon";
import { fakeBuild, validContact, validQuote } from "../tests/integration/harness.ts";
import { freePort, startPostgres } from "../tests/integration/postgres.ts";

type Result = {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  "2xx": number;
};

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "10" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: fakeBuild(),
      LOG_LEVEL: "warn",
      // The benchmark is one client sending as fast as it can: lift the limit it would hit at once.
      RATE_LIMIT_MAX: "1000000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (c: Buffer) => c.toString().includes("Site ready") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

function run(url: string, pathname: string, body: (n: number) => unknown): Promise<Result> {
  let n = 0;
  return autocannon({
    url: url + pathname,
    method: "POST",
    duration,
    connections,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(body(n++)) }),
      },
    ],
  }) as Promise<Result>;
}

const ENDPOINTS: [string, (n: number) => unknown][] = [
  ["/api/newsletter/subscribe", (n) => ({ email: `bench${n}@example.com` })],
  ["/api/contact", (n) => ({ ...validContact, user_name: `Bench ${n}` })],
  ["/api/quote", (n) => ({ ...validQuote, user_name: `Bench ${n}` })],
];

const rows: string[] = [];
const loadAtStart = loadavg()[0]!.toFixed(1);
const pg = await startPostgres();
try {
  for (const dialect of ["SQLite", "PostgreSQL"] as const) {
    const env: Record<string, string> =
      dialect === "SQLite"
        ? { SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "site.sqlite") }
        : { DATABASE_URL: await pg.createDatabase() };
    const { url, child } = await startServer(env);
    try {
      for (const [pathname, body] of ENDPOINTS) {
        const r = await run(url, pathname, body);
        const line = `| ${dialect} | \`POST ${pathname}\` | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r["2xx"]} | ${r.non2xx} | ${r.errors + r.timeouts} |`;
        console.log(line);
        rows.push(line);
      }
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
} finally {
  await pg.stop();
}

const section = `<!-- bench:api:start -->
## Lead API

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on the development machine (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; load average ${loadAtStart} at the start, where a quiet machine reads below about 2), with:

\`\`\`
npm run bench:api -- --duration ${duration} --connections ${connections}
\`\`\`

The real server process (\`node server/main.ts\`, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, no mail transport so the outbox is only written) on loopback; autocannon with ${connections} connections for ${duration} s per endpoint, every request a new, valid JSON lead (new e-mail address for the newsletter). The rate limit is lifted for the run. Each 201 means the lead and its outbox job were committed. PostgreSQL is a throwaway local cluster with \`fsync=off\` (as in the tests); SQLite is a WAL file with \`synchronous=FULL\` (as in production).

| Database | Endpoint | Requests/s (mean) | p50 latency (ms) | p99 latency (ms) | 2xx | Non-2xx | Errors + timeouts |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}
<!-- bench:api:end -->`;

const file = "docs/benchmarks.md";
const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
const marked = /<!-- bench:api:start -->[\s\S]*<!-- bench:api:end -->/;
writeFileSync(file, marked.test(current) ? current.replace(marked, section) : `${current.trimEnd()}\n\n${section}\n`);
console.log(`Wrote ${file}`);
