/**
 * What every benchmark script shares: its frame (options, build, sections written with
 * their provenance), the production server it starts itself, autocannon, the machine
 * description, small statistics and the writer that keeps each benchmark's section of
 * docs/benchmarks.md up to date without touching the others.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import { openDatabase } from "../server/db/database.ts";
import { fakeBuild } from "../tests/integration/harness.ts";
import { noisePhoto } from "../tests/noise-photo.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const DOCS = path.join(ROOT, "docs", "benchmarks.md");

/** "2 cores, 24 GiB" — what the figures were measured on. */
export function machine(): string {
  const gib = Math.round(os.totalmem() / 2 ** 30);
  const cpu = os.cpus()[0]?.model?.trim() ?? "unknown CPU";
  return `${os.cpus().length} cores (${cpu}), ${gib} GiB RAM, Linux ${os.release()}, Node ${process.version}`;
}

export function today(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, "Z");
}

/** The exact command line a reader reruns, as it was typed: an argument a shell would split or redirect is quoted. */
export function commandLine(npmScript: string): string {
  const args = process.argv
    .slice(2)
    .map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `"${a.replace(/["\\$`]/g, "\\$&")}"`));
  return `npm run ${npmScript}${args.length ? ` -- ${args.join(" ")}` : ""}`;
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Builds the site when missing or stale (same rule as `npm start`). */
export function ensureBuild(): void {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "ensure-build.ts")], { cwd: ROOT, stdio: "inherit" });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export type Site = {
  url: string;
  port: number;
  process: ChildProcess;
  /** Peak resident memory of the server process so far (VmHWM), in MiB. */
  peakRssMiB: () => number | undefined;
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown hook runs, like a crash or an OOM kill. */
  kill9: () => Promise<void>;
  /** What the server wrote to stderr, for diagnosing a failed start. */
  stderr: () => string;
};

/**
 * Starts `node server/main.ts` (the production server exactly as deployed)
 * on loopback and resolves once /healthz answers.
 */
export async function startSite(port: number, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<Site> {
  const child = spawn(process.execPath, [path.join(ROOT, "server", "main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SQLITE_PATH: path.join(tempDir("bench-db"), "site.sqlite"),
      // Third parties are never reached from a benchmark.
      GEOCODER_URL: "https://geocoder.test",
      MAP_TILE_URL: "https://tiles.test/{z}/{x}/{y}.png",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const site: Site = {
    url,
    port,
    process: child,
    peakRssMiB: () => peakRssMiB(child.pid),
    stderr: () => errors,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${errors}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return site;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await site.kill9();
  throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${errors}`);
}

export function peakRssMiB(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) the process has used so far, in seconds; clock ticks are 1/100 s on Linux. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    // The command name (field 2) may hold spaces; count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Replaces the body of one `## Title` section of docs/benchmarks.md (or adds
 * the section at the end), leaving every other section as it is.
 */
export async function writeSection(title: string, body: string, file = DOCS): Promise<void> {
  const heading = `## ${title}`;
  const text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.trim() === heading);
  const section = [heading, "", body.trim(), ""];
  if (start === -1) {
    const trimmed = text.replace(/\s*$/, "\n");
    return writeFormatted(file, `${trimmed}\n${section.join("\n")}`);
  }
  // A section ends at the next heading or at a marker comment another tool keeps its own block behind.
  let end = lines.findIndex((l, i) => i > start && (/^## /.test(l) || /^<!--/.test(l)));
  if (end === -1) end = lines.length;
  const next = [...lines.slice(0, start), ...section, ...lines.slice(end)].join("\n").replace(/\n*$/, "\n");
  return writeFormatted(file, next);
}

/** Written as `npm run format` would leave it, so a rerun's diff shows only changed figures. */
async function writeFormatted(file: string, markdown: string): Promise<void> {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(markdown, { ...options, filepath: file }));
}

/** Load average when this benchmark process started: a reader can tell a quiet machine from a busy one. */
const LOAD_AT_START = os.loadavg();

/** The lines every section opens with. */
export function provenance(command: string, note = ""): string {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");
  return [
    `- Date: ${today()}`,
    `- Machine: ${machine()}`,
    `- Command: \`${command}\``,
    `- Load average (1 / 5 / 15 min): ${load(LOAD_AT_START)} at the start, ${load(os.loadavg())} at the end`,
    ...(note ? [`- Note: ${note}`] : []),
  ].join("\n");
}

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export function fixed(n: number | undefined, digits = 0): string {
  return n === undefined || Number.isNaN(n) ? "—" : n.toFixed(digits);
}

/** An API-only server: the tests' stand-in build (no pages) and no rate limit, as one client sends as fast as it can. */
export const apiOnly = (): Record<string, string> => ({ BUILD_DIR: fakeBuild(), RATE_LIMIT_MAX: "1000000000" });

/** Starts the site, hands it to `measure` and stops it whatever happens. */
export async function withSite<T>(port: number, env: Record<string, string>, measure: (site: Site) => Promise<T>) {
  const site = await startSite(port, env);
  try {
    return await measure(site);
  } finally {
    await site.stop();
  }
}

export type CannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats?: Record<string, { count: number }>;
};
type CannonOptions = { duration: number; connections: number; method?: string; headers?: Record<string, string> };
/** Per connection: what its request in flight carried (autocannon sends one request at a time on a connection). */
export type CannonContext = Record<string, unknown>;
type OnResponse = (status: number, body: string, context: CannonContext) => void;
/**
 * Request `n`'s own body, headers and (when given) path; `context` is its connection's, handed to `onResponse` with
 * the answer.
 */
export type RequestOf = (
  n: number,
  context: CannonContext,
) => { body: string; headers?: Record<string, string>; path?: string };
type SetupRequest = (req: { headers?: Record<string, string> }, context: CannonContext) => object;
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: CannonOptions & {
    url: string;
    requests?: { setupRequest?: SetupRequest; onResponse?: OnResponse }[];
  },
) => Promise<CannonResult>;

/**
 * autocannon against `url`; with `body`, every request carries its own JSON body (`body(0)`, `body(1)`, …); with
 * `request`, its own raw body and headers (a signed webhook); `onResponse` sees each answer's status and body.
 */
export function cannon(
  url: string,
  options: CannonOptions & { body?: (n: number) => unknown; request?: RequestOf; onResponse?: OnResponse },
): Promise<CannonResult> {
  const { body, request, onResponse, ...rest } = options;
  const requestOf: RequestOf | undefined =
    request ?? (body && ((n) => ({ body: JSON.stringify(body(n)), headers: { "content-type": "application/json" } })));
  if (!requestOf && !onResponse) return autocannon({ url, ...rest });
  let n = 0;
  const setupRequest: SetupRequest = (req, context) => {
    const own = requestOf!(n++, context);
    return { ...req, ...(own.path && { path: own.path }), body: own.body, headers: { ...req.headers, ...own.headers } };
  };
  return autocannon({
    url,
    ...rest,
    requests: [{ ...(requestOf && { setupRequest }), ...(onResponse && { onResponse }) }],
  });
}

/** A benchmark's command-line options, `--note` (a remark for its sections) included. */
/** autocannon's run length and concurrency, as every load benchmark takes them on its command line. */
export const AUTOCANNON_OPTIONS = {
  duration: { type: "string", default: "10" },
  connections: { type: "string", default: "10" },
} as const;

export function benchArgs<const O extends ParseArgsOptionsConfig>(options: O) {
  return parseArgs({ options: { ...options, note: { type: "string", default: "" } } as const }).values;
}

/**
 * Every benchmark's frame: the build (the rule of `npm start`) unless `build` is false, the
 * measurement, then each section it returns (title → body) written to docs/benchmarks.md under
 * date, machine, command, load and `note` lines.
 */
export async function runBench(
  script: string,
  note: string,
  measure: () => Promise<Record<string, string>>,
  build = true,
): Promise<void> {
  if (build) ensureBuild();
  const sections = await measure();
  for (const [title, body] of Object.entries(sections))
    await writeSection(title, `${provenance(commandLine(script), note)}\n\n${body.trim()}`);
}

/** Where a benchmark's server keeps its data: `SQLITE_PATH` or `DATABASE_URL`, as in its environment. */
export type DatabaseEnv = { SQLITE_PATH?: string; DATABASE_URL?: string };

/** A visitor's booking of `start` (a slot's ISO start), as the booking form posts it. */
export const bookingBody = (email: string, start: string) => ({
  start,
  user_name: "Bench Visitor",
  user_email: email,
  user_phone: "(213) 555-0100",
  address: "1 Main St, Los Angeles, CA",
});

/** Every slot start the server offers (at most 62 days ahead, within its horizon). */
export async function offeredStarts(url: string): Promise<string[]> {
  const body = (await (await fetch(`${url}/api/booking/slots?days=62`)).json()) as { slots: { start: string }[] };
  return body.slots.map((s) => s.start);
}

/**
 * The database's own account of these slots: the ids of confirmed bookings, and the double
 * bookings — confirmed bookings beyond a slot's capacity or holding no seat of their slot (a
 * double booking the seat table did not see), each counted once.
 */
export async function bookingLedger(
  env: DatabaseEnv,
  starts: string[],
  capacity: number,
): Promise<{ confirmed: Set<string>; doubleBookings: number }> {
  if (starts.length === 0) return { confirmed: new Set(), doubleBookings: 0 };
  const db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  try {
    const rows = await db.kysely
      .selectFrom("bookings")
      .leftJoin("booking_seats", (join) =>
        join
          .onRef("booking_seats.booking_id", "=", "bookings.id")
          .onRef("booking_seats.slot_start", "=", "bookings.start_at"),
      )
      .select(["bookings.id", "bookings.start_at", "booking_seats.seat"])
      .where("bookings.start_at", "in", starts)
      .where("bookings.status", "=", "confirmed")
      .execute();
    // Per slot, the larger of the two: a booking beyond capacity is also one without a seat.
    const doubleBookings = [...Map.groupBy(rows, (r) => r.start_at).values()].reduce(
      (sum, list) => sum + Math.max(list.length - capacity, list.filter((r) => r.seat === null).length, 0),
      0,
    );
    return { confirmed: new Set(rows.map((r) => r.id)), doubleBookings };
  } finally {
    await db.close();
  }
}

/** A camera-like JPEG of about `bytes`: noise compresses badly, so its size follows its pixel count. */
export async function photoOf(bytes: number): Promise<Buffer> {
  let side = 2000;
  for (;;) {
    const jpeg = await noisePhoto(side);
    if (jpeg.length >= bytes * 0.95 || side > 8000) return jpeg;
    side = Math.ceil(side * Math.sqrt(bytes / jpeg.length) * 1.02);
  }
}

/** A quote request carrying `photos`, as the quote form posts it (multipart). */
export function quoteForm(email: string, photos: Buffer[]): FormData {
  const form = new FormData();
  const fields = {
    user_name: "Bench Client",
    user_email: email,
    user_phone: "213 555 0100",
    product_type: "shades",
    product_model: "Roller Shades",
    quantity: "1",
    preferred_color: "White",
    preferred_material: "Linen",
    installation_required: "yes",
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  photos.forEach((p, i) =>
    form.append("photos", new Blob([new Uint8Array(p)], { type: "image/jpeg" }), `window-${i}.jpg`),
  );
  return form;
}
