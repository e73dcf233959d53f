/**
 * `npm run bench:api [-- --duration 10]`: drives the three lead endpoints with
 * autocannon on loopback against the real server process, on SQLite and on a
 * throwaway PostgreSQL, and writes the figures into docs/benchmarks.md.
 * Not a test: numbers depend on the machine and on what else runs on it.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
// @ts-expect-error autocannon ships no type declarations.
import autocannon from "autocannon";
import { validContact, validQuote } from "../tests/integration/harness.ts";
import { startPostgres } from "../tests/integration/postgres.ts";
import { killTree, provenance, startApiServer, table, writeSection } from "./bench-common.ts";

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

const children: ChildProcess[] = [];

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

const rows: string[][] = [];
const pg = await startPostgres();
try {
  for (const dialect of ["SQLite", "PostgreSQL"] as const) {
    const env: Record<string, string> =
      dialect === "SQLite"
        ? { SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "site.sqlite") }
        : { DATABASE_URL: await pg.createDatabase() };
    const url = await startApiServer(env, children);
    try {
      for (const [pathname, body] of ENDPOINTS) {
        const r = await run(url, pathname, body);
        const row = [
          dialect,
          `\`POST ${pathname}\``,
          r.requests.average.toFixed(0),
          r.latency.p50,
          r.latency.p99,
          r["2xx"],
          r.non2xx,
          r.errors + r.timeouts,
        ];
        console.log(row.join(" | "));
        rows.push(row.map(String));
      }
    } finally {
      for (const child of children.splice(0)) {
        killTree(child);
        if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      }
    }
  }
} finally {
  await pg.stop();
}

await writeSection(
  "Lead API",
  [
    provenance(`npm run bench:api -- --duration ${duration} --connections ${connections}`),
    "",
    `The real server process (\`node server/main.ts\`, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, no mail transport so the outbox is only written) on loopback; autocannon with ${connections} connections for ${duration} s per endpoint, every request a new, valid JSON lead (new e-mail address for the newsletter). The rate limit is lifted for the run. Each 201 means the lead and its outbox job were committed. PostgreSQL is a throwaway local cluster with \`fsync=off\` (as in the tests); SQLite is a WAL file with \`synchronous=FULL\` (as in production). Not a test: figures depend on the machine and on what else runs on it.`,
    "",
    table(
      [
        "Database",
        "Endpoint",
        "Requests/s (mean)",
        "p50 latency (ms)",
        "p99 latency (ms)",
        "2xx",
        "Non-2xx",
        "Errors + timeouts",
      ],
      rows,
    ),
  ].join("\n"),
);
