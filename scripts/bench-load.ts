/**
 * npm run bench:load [-- --duration 10 --connections 10 --port 4310 --skip-postgres]
 *
 * autocannon on loopback against the production server (`node server/main.ts`):
 * the home page, a product page and a hashed script, each also served by a
 * plain in-memory static file server over the same build/client files in the
 * same run (ours/plain ratio); then the three lead endpoints and the booking
 * API (slots, then bookings for a finite number of seats: most posts answer
 * 409 slot_taken) on SQLite and on a throwaway PostgreSQL cluster, after which
 * every 2xx is looked up in the database and no slot may hold more bookings than
 * its capacity. Requests ask for brotli like a browser does. Writes the "Load"
 * section and, from the same lead endpoint runs, the "Lead API" section.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { startPostgres } from "../tests/integration/postgres.ts";
import {
  AUTOCANNON_OPTIONS,
  benchArgs,
  bookingBody,
  bookingLedger,
  cannon as autocannon,
  cpuSeconds,
  fixed,
  offeredStarts,
  ROOT,
  runBench,
  startSite,
  table,
  tempDir,
  withSite,
  type CannonResult,
  type DatabaseEnv,
  type Site,
} from "./bench-common.ts";
import { emailFor, LEAD_ENDPOINTS, storedLeads, type Storage } from "./bench-leads.ts";
import { startFakes, wave3Runs } from "./bench-load-wave3.ts";

const args = benchArgs({
  ...AUTOCANNON_OPTIONS,
  port: { type: "string", default: "4310" },
  "skip-postgres": { type: "boolean", default: false },
  /** Proposals accepted and deposits paid in the wave 3 runs (each made through the API and the admin CLI first). */
  proposals: { type: "string", default: "100" },
  deposits: { type: "string", default: "20" },
  /** "wave3": only the wave 3 endpoints (their own section), the other sections left as they are. */
  only: { type: "string", default: "" },
});
const WAVE3_ONLY = args.only === "wave3";
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const BASE_PORT = Number(args.port);

const BROWSER_HEADERS = { "accept-encoding": "br, gzip", accept: "text/html,*/*" };
/** Seats per booking slot: the production default, set explicitly because the stored-bookings check counts against it. */
const BOOKING_CAPACITY = 2;

type Row = {
  target: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  errors: string;
  ok: number;
  rssMiB?: number;
  /** Server CPU time per answered request: independent of how fast the load generator is. */
  cpuUs?: number;
  stored?: string;
};

/** Answers other than 2xx, less the `expected` ones (status → how many were the right answer). */
function errorsOf(r: CannonResult, expected: Record<string, number> = {}): string {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => [code, s.count - (expected[code] ?? 0)] as const)
    .filter(([code, count]) => !code.startsWith("2") && count > 0)
    .map(([code, count]) => `${count}×${code}`);
  const parts = [
    ...codes,
    ...(r.errors ? [`${r.errors} socket errors`] : []),
    ...(r.timeouts ? [`${r.timeouts} timeouts`] : []),
  ];
  return parts.length ? parts.join(", ") : "0";
}

async function cannon(
  target: string,
  server: string,
  pid: number | undefined,
  url: string,
  options: Omit<Parameters<typeof autocannon>[1], "duration" | "connections">,
): Promise<Row & { raw: CannonResult }> {
  const cpuBefore = cpuSeconds(pid);
  const raw = await autocannon(url, { connections: CONNECTIONS, duration: DURATION, ...options });
  const cpuAfter = cpuSeconds(pid);
  const row = {
    target,
    server,
    rps: raw.requests.average,
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    errors: errorsOf(raw),
    ok: raw["2xx"],
    cpuUs:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : ((cpuAfter - cpuBefore) * 1e6) / raw.requests.total,
    raw,
  };
  console.log(
    `${target} on ${server}: ${fixed(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}`,
  );
  return row;
}

async function startPlainServer(port: number): Promise<{ pid: number | undefined; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "bench-static-server.ts"), String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (c: Buffer) => c.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return { pid: child.pid, stop: () => child.kill("SIGTERM") };
}

async function staticRuns(): Promise<{ rows: Row[]; ratios: string[] }> {
  const site = await startSite(BASE_PORT);
  const plain = await startPlainServer(BASE_PORT + 1);
  const plainUrl = `http://127.0.0.1:${BASE_PORT + 1}`;
  const rows: Row[] = [];
  const ratios: string[] = [];
  try {
    const html = await (await fetch(`${site.url}/`)).text();
    // The site script every page loads (content pages load nothing else; form pages add their island).
    const asset = /"(\/assets\/site-script-[^"]+\.js)"/.exec(html)?.[1];
    if (!asset) throw new Error("no hashed script found in the home page");
    for (const [target, pathName] of [
      ["home page /", "/"],
      ["product page /product/1", "/product/1"],
      [`static asset ${asset}`, asset],
    ] as const) {
      const ours = await cannon(target, "ours", site.process.pid, `${site.url}${pathName}`, {
        headers: BROWSER_HEADERS,
      });
      const theirs = await cannon(target, "plain static", plain.pid, `${plainUrl}${pathName}`, {
        headers: BROWSER_HEADERS,
      });
      rows.push(ours, theirs);
      const ratio = ours.rps / theirs.rps;
      const cpuRatio = ours.cpuUs && theirs.cpuUs ? theirs.cpuUs / ours.cpuUs : undefined;
      ratios.push(
        `${target}: throughput ${fixed(ratio, 2)} ${ratio >= 0.8 ? "✅" : "❌"}, CPU efficiency ${fixed(cpuRatio, 2)} ${cpuRatio !== undefined && cpuRatio >= 0.8 ? "✅" : "❌"}`,
      );
    }
    rows.forEach((r) => r.server === "ours" && (r.rssMiB = site.peakRssMiB()));
  } finally {
    plain.stop();
    await site.stop();
  }
  return { rows, ratios };
}

type ApiRow = Row & { raw: CannonResult };

async function apiRuns(label: string, site: Site, storage: Storage): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  for (const endpoint of LEAD_ENDPOINTS) {
    const tag = `${label}${Date.now().toString(36)}`;
    const result = await cannon(`POST ${endpoint.path}`, `ours, ${label}`, site.process.pid, site.url + endpoint.path, {
      method: "POST",
      headers: { accept: "application/json" },
      body: (n) => endpoint.body(emailFor(tag, n)),
    });
    const stored = await storedLeads(storage, endpoint, tag);
    const lost = Math.max(0, result.ok - stored.rows);
    const verdict = lost === 0 && stored.duplicates === 0 ? "✅" : "❌";
    const extra = stored.rows - result.ok;
    rows.push({
      ...result,
      rssMiB: site.peakRssMiB(),
      stored: `${stored.rows} rows for ${result.ok} 2xx: ${lost} missing, ${stored.duplicates} duplicates${extra > 0 ? `, ${extra} stored but not acknowledged (connection cut at the end of the run)` : ""} ${verdict}`,
    });
  }
  return rows;
}

/**
 * The booking API: the slots (the booking page's default request), then bookings from new
 * visitors for every offered slot in turn. Seats run out within seconds, so most posts
 * answer 409 slot_taken, the right answer; afterwards every 201 must be a confirmed booking
 * and no slot may hold more bookings than its capacity.
 */
async function bookingRuns(label: string, site: Site, database: DatabaseEnv): Promise<Row[]> {
  const server = `ours, ${label}`;
  const json = { accept: "application/json" };
  const slots = await cannon("GET /api/booking/slots", server, site.process.pid, `${site.url}/api/booking/slots`, {
    headers: json,
  });
  const starts = await offeredStarts(site.url);
  const tag = `b${label}${Date.now().toString(36)}`;
  const acknowledged: string[] = [];
  let slotTaken = 0;
  const post = await cannon("POST /api/bookings", server, site.process.pid, `${site.url}/api/bookings`, {
    method: "POST",
    headers: json,
    body: (n) => bookingBody(emailFor(tag, n), starts[n % starts.length]!),
    onResponse: (status, body) => {
      if (status === 201) acknowledged.push((JSON.parse(body) as { id: string }).id);
      else if (status === 409 && (JSON.parse(body) as { error?: string }).error === "slot_taken") slotTaken++;
    },
  });
  const { confirmed, doubleBookings } = await bookingLedger(database, starts, BOOKING_CAPACITY);
  const missing = acknowledged.filter((id) => !confirmed.has(id)).length;
  const unacknowledged = confirmed.size - (acknowledged.length - missing);
  const verdict = missing === 0 && doubleBookings === 0 ? "✅" : "❌";
  const rssMiB = site.peakRssMiB();
  return [
    { ...slots, rssMiB },
    {
      ...post,
      errors: errorsOf(post.raw, { 409: slotTaken }),
      rssMiB,
      stored: `${acknowledged.length}×201 and ${slotTaken}×409 slot_taken for ${starts.length * BOOKING_CAPACITY} seats (${starts.length} slots × ${BOOKING_CAPACITY}); ${confirmed.size} confirmed bookings: ${missing} missing, ${doubleBookings} double bookings${unacknowledged > 0 ? `, ${unacknowledged} stored but not acknowledged (connection cut at the end of the run)` : ""} ${verdict}`,
    },
  ];
}

await runBench(
  "bench:load",
  args.note || "autocannon and the server share the machine's two cores",
  async (): Promise<Record<string, string>> => {
    const notes: string[] = [];
    const { rows, ratios } = WAVE3_ONLY ? { rows: [], ratios: [] } : await staticRuns();
    const wave3: Row[] = [];

    const fakes = await startFakes();
    const apiEnv = {
      RATE_LIMIT_MAX: "1000000000",
      LOG_LEVEL: "error",
      BOOKING_CAPACITY: String(BOOKING_CAPACITY),
      ...fakes.env,
    };
    const sqlitePath = path.join(tempDir("bench-load-sqlite"), "site.sqlite");
    const api: [string, ApiRow[]][] = [];
    /** The lead and booking endpoints on one database, then wave 3's; the lead rows also make the "Lead API" section. */
    const onDatabase = (label: "sqlite" | "postgres", port: number, database: DatabaseEnv, storage: Storage) =>
      withSite(port, { ...apiEnv, ...database }, async (site) => {
        const leads = WAVE3_ONLY ? [] : await apiRuns(label, site, storage);
        if (!WAVE3_ONLY) rows.push(...leads, ...(await bookingRuns(label, site, database)));
        const options = {
          label,
          site,
          database,
          fakes,
          proposals: Number(args.proposals),
          deposits: Number(args.deposits),
        };
        const measured = await wave3Runs(options, cannon);
        wave3.push(...measured.map((r) => ({ ...r, rssMiB: site.peakRssMiB() })));
        return leads;
      });
    try {
      api.push(["SQLite", await onDatabase("sqlite", BASE_PORT + 2, { SQLITE_PATH: sqlitePath }, { sqlitePath })]);
      if (args["skip-postgres"]) {
        notes.push("PostgreSQL skipped (--skip-postgres).");
      } else {
        const pg = await startPostgres({ port: BASE_PORT + 3, durable: true });
        try {
          const databaseUrl = await pg.createDatabase();
          api.push([
            "PostgreSQL",
            await onDatabase("postgres", BASE_PORT + 4, { DATABASE_URL: databaseUrl }, { databaseUrl }),
          ]);
        } finally {
          await pg.stop();
        }
      }
    } finally {
      await fakes.stop();
    }

    const loadColumns = [
      "Target",
      "Server",
      "req/s",
      "p50 ms",
      "p99 ms",
      "Non-2xx / errors",
      "Server CPU µs/req",
      "Peak RSS MiB",
      "Stored",
    ];
    const loadRow = (r: Row) => [
      r.target,
      r.server,
      fixed(r.rps),
      r.p50,
      r.p99,
      r.errors,
      fixed(r.cpuUs),
      fixed(r.rssMiB, 0),
      r.stored ?? "",
    ];
    const wave3Section = [
      `Wave 3's endpoints (issue 38), on the same servers and databases as the lead and booking runs of "Load" (autocannon ${CONNECTIONS} connections, ${DURATION} s per target), with Stripe and Twilio pointed at their fakes on loopback (tests/mocks/). Accepting proposals: ${args.proposals} quotes made into proposals and sent with the admin CLI beforehand; the posts go round them, so the first post of each makes its acceptance and the others are answered from it. Stripe: ${args.deposits} proposals accepted and their deposits' Checkout Sessions made; every request is a \`checkout.session.completed\` for one of them, signed with the test secret at each delivery, each event id posted twice at once by two connections (a redelivery racing the first). Twilio: inbound texts (one in ten says HELP, which the site answers by a text through the outbox to the Twilio fake), then the delivery statuses of those answers ("sent", then "delivered"), each signed as Twilio signs it and posted twice at once. Swatches: "Add free swatch" posted to the bag's action as the site script posts it (a different swatch each time; the bag lives in a cookie, nothing is stored), and mailed orders, each from a new household. Slots: the booking page's default request once three consultants (each with their own hours) visit homes. Afterwards each run's 2xx are looked up in the database (and in the Twilio fake): nothing acknowledged missing, nothing stored or sent twice.`,
      "",
      table(loadColumns, wave3.map(loadRow)),
      ...notes.map((n) => `\n${n}`),
    ].join("\n");
    if (WAVE3_ONLY) return { "Load: wave 3's endpoints": wave3Section };

    const load = [
      `autocannon ${CONNECTIONS} connections, ${DURATION} s per target, loopback, \`accept-encoding: br, gzip\`. "ours" is \`node server/main.ts\` (NODE_ENV=production); "plain static" is \`scripts/bench-static-server.ts\`, a bare node:http server holding the same build/client files (and their .br/.gz) in memory, run in the same session. Peak memory is the server process's VmHWM (peak resident set) read from /proc after its runs. Lead endpoints run with RATE_LIMIT_MAX raised so the limiter does not refuse the load; each request carries a unique e-mail, and afterwards the rows are counted in the database. Booking endpoints, on the same servers: the slots request is the booking page's default (14 days); bookings come from new visitors for every slot the server offers in turn (production rules: BOOKING_CAPACITY=${BOOKING_CAPACITY}, the default notice and horizon), so once the seats are gone most posts answer 409 slot_taken — the correct answer, counted apart from errors; afterwards every 201 is looked up as a confirmed booking, and double bookings (bookings beyond a slot's capacity, or without a seat) are counted in the database.`,
      "",
      table(loadColumns, rows.map(loadRow)),
      "",
      `Ours relative to the plain static server (target ≥ 0.8): throughput = our req/s ÷ its req/s; CPU efficiency = its server CPU per request ÷ ours (a figure that does not depend on the load generator, which shares the two cores and parses our longer security headers). ${ratios.join("; ")}.`,
      ...notes.map((n) => `\n${n}`),
    ];
    const leadApi = [
      `The lead endpoint runs of the "Load" section above, by database: the real server process (\`node server/main.ts\`, \`NODE_ENV=production\`, \`LOG_LEVEL=error\`, no mail transport so the outbox is only written) on loopback; autocannon with ${CONNECTIONS} connections for ${DURATION} s per endpoint, every request a new, valid JSON lead with its own e-mail address. The rate limit is lifted for the run. Each 201 means the lead and its outbox job were committed (the "Load" section counts the stored rows). PostgreSQL is a throwaway local cluster with its durable defaults (fsync on); SQLite is a WAL file with \`synchronous=FULL\` (as in production).`,
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
        api.flatMap(([database, list]) =>
          list.map((r) => [
            database,
            `\`${r.target}\``,
            fixed(r.rps),
            r.p50,
            r.p99,
            r.ok,
            r.raw.non2xx,
            r.raw.errors + r.raw.timeouts,
          ]),
        ),
      ),
    ];
    return { Load: load.join("\n"), "Load: wave 3's endpoints": wave3Section, "Lead API": leadApi.join("\n") };
  },
);
