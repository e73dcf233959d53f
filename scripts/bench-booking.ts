/**
 * `npm run bench:booking [-- --duration 10 --connections 10]`: the booking API under load on
 * SQLite and on a throwaway PostgreSQL — requests/s and p99 of the slots and booking
 * endpoints — and a contention run: 200 clients racing for 20 slots, then the database is
 * asked how many seats were given beyond capacity (double bookings; must be 0). Writes the
 * "Booking" section of docs/benchmarks.md. Not a test: figures depend on the machine.
 */
import path from "node:path";
import { startPostgres } from "../tests/integration/postgres.ts";
import {
  AUTOCANNON_OPTIONS,
  apiOnly,
  benchArgs,
  bookingBody,
  bookingLedger,
  cannon,
  fixed,
  offeredStarts,
  runBench,
  startSite,
  table,
  tempDir,
  type Site,
} from "./bench-common.ts";

const args = benchArgs({
  ...AUTOCANNON_OPTIONS,
  port: { type: "string", default: "4340" },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const CLIENTS = 200;
const RACED_SLOTS = 20;
const CAPACITY = 2;

const running: Site[] = [];
/** An API-only server on --port or the next one (the contention run has two processes at once); PostgreSQL on the one after. */
async function server(env: Record<string, string>): Promise<string> {
  const site = await startSite(Number(args.port) + running.length, { ...apiOnly(), ...env });
  running.push(site);
  return site.url;
}

async function stopAll() {
  await Promise.all(running.splice(0).map((site) => site.stop()));
}

const visitor = (n: number, start: string) => bookingBody(`bench${n}@example.com`, start);

function load(url: string, init: { method: "GET" | "POST"; path: string; body?: (n: number) => unknown }) {
  return cannon(url + init.path, { method: init.method, duration, connections, body: init.body });
}

/** 200 concurrent bookings over 20 slots, then the database's own count of seats per slot. */
async function contention(urls: string[], env: Record<string, string>, label: string) {
  const starts = (await offeredStarts(urls[0]!)).slice(0, RACED_SLOTS);
  const answers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      fetch(`${urls[i % urls.length]}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(visitor(1_000_000 + i, starts[i % starts.length]!)),
      }).then((r) => r.status),
    ),
  );
  const { doubleBookings } = await bookingLedger(env, starts, CAPACITY);
  return [
    label,
    CLIENTS,
    starts.length,
    answers.filter((s) => s === 201).length,
    answers.filter((s) => s === 409).length,
    answers.filter((s) => s !== 201 && s !== 409).length,
    doubleBookings,
  ];
}

const throughput: (string | number)[][] = [];
const races: (string | number)[][] = [];
await runBench(
  "bench:booking",
  args.note,
  async () => {
    const pg = await startPostgres({ port: Number(args.port) + 2 });
    try {
      for (const dialect of ["SQLite", "PostgreSQL"] as const) {
        const database: Record<string, string> =
          dialect === "SQLite"
            ? { SQLITE_PATH: path.join(tempDir("bench-booking"), "site.sqlite") }
            : { DATABASE_URL: await pg.createDatabase() };
        // Wide open for the throughput run, so every booking request finds a seat.
        const open = { ...database, BOOKING_CAPACITY: "50", BOOKING_HORIZON_DAYS: "90", BOOKING_MIN_NOTICE_HOURS: "0" };
        const url = await server(open);
        const starts = await offeredStarts(url);
        const get = await load(url, { method: "GET", path: "/api/booking/slots" });
        throughput.push([
          dialect,
          "`GET /api/booking/slots`",
          fixed(get.requests.average),
          get.latency.p50,
          get.latency.p99,
          get["2xx"],
          get.non2xx,
        ]);
        const post = await load(url, {
          method: "POST",
          path: "/api/bookings",
          body: (n) => visitor(n, starts[n % starts.length]!),
        });
        throughput.push([
          dialect,
          "`POST /api/bookings`",
          fixed(post.requests.average),
          post.latency.p50,
          post.latency.p99,
          post["2xx"],
          post.non2xx,
        ]);
        await stopAll();

        const raceDb: Record<string, string> =
          dialect === "SQLite"
            ? { SQLITE_PATH: path.join(tempDir("bench-race"), "site.sqlite") }
            : { DATABASE_URL: await pg.createDatabase() };
        const raceEnv = { ...raceDb, BOOKING_CAPACITY: String(CAPACITY) };
        races.push(await contention([await server(raceEnv)], raceEnv, `${dialect}, one process`));
        if (dialect === "PostgreSQL") {
          await stopAll();
          const twoDb = { DATABASE_URL: await pg.createDatabase(), BOOKING_CAPACITY: String(CAPACITY) };
          const first = await server(twoDb);
          const second = await server(twoDb);
          races.push(await contention([first, second], twoDb, "PostgreSQL, two processes"));
        }
        await stopAll();
      }
    } finally {
      await stopAll();
      await pg.stop();
    }
    for (const row of [...throughput, ...races]) console.log(row.join(" | "));
    return {
      Booking: [
        `The real server process (\`node server/main.ts\`, \`NODE_ENV=production\`, no mail transport) on loopback, autocannon with ${connections} connections for ${duration} s per endpoint. Throughput run: \`BOOKING_CAPACITY=50\`, 90-day horizon, no notice, so each booking request (a new visitor, starts taken round-robin from the offered slots) finds a seat; each 201 committed the booking, its seat and its three outbox jobs. The slots request is the page's default (14 days, seats counted by the database). PostgreSQL is a throwaway local cluster with \`fsync=off\`; SQLite a WAL file with \`synchronous=FULL\`.`,
        "",
        table(["Database", "Endpoint", "Requests/s (mean)", "p50 (ms)", "p99 (ms)", "2xx", "Non-2xx"], throughput),
        "",
        `Contention: ${CLIENTS} clients post at once, spread over ${RACED_SLOTS} slots of capacity ${CAPACITY} (${RACED_SLOTS * CAPACITY} seats). Double bookings are counted in the database afterwards: confirmed bookings beyond a slot's capacity plus confirmed bookings without a seat. "Two processes" sends alternate requests to two server processes sharing one database.`,
        "",
        table(["Run", "Clients", "Slots", "201", "409", "Other", "Double bookings"], races),
      ].join("\n"),
    };
  },
  false,
);
