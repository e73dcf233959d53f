/**
 * npm run prod:check [-- --port 4350 --seconds 40 --page-rate 20 --lead-rate 5]
 *
 * The production recipe of deploy/ (README, "Production") run on this machine and checked through
 * HTTPS, with the recipe's own files:
 *  - Caddy (Debian's package, installed when missing) runs deploy/Caddyfile as it is, with the local
 *    values Caddy reads from its environment: HTTPS for `localhost` on --port, from Caddy's own
 *    certificate authority as Caddy does for any local name (trusted by this process only: Caddy's
 *    data and home are a temp dir, nothing enters the machine's trust store), HTTP on port+1;
 *  - PostgreSQL: a throwaway server (tests/integration/postgres.ts) in which deploy/create-database.sql
 *    makes the site's role and database, as the README has the admin do;
 *  - two instances started the way deploy/systemd/site@.service starts them: its ExecStart= (with
 *    this Node instead of /usr/local/bin/node, in this checkout instead of /srv/site/current), its
 *    Environment= lines with the port as instance name, and deploy/site.env.example with the values
 *    an install must change replaced (SITE_URL, DATABASE_URL, SECRET_KEY, SMTP_URL — a local SMTP
 *    sink) plus GEOCODER_URL and MAP_TILE_URL on hosts that do not exist (no third party is reached).
 *
 * Checks: first the static ones of scripts/deploy.test.ts (and hadolint, when installed); then the
 * first staff account with the admin command, the first backup with the backup unit's command and
 * its restore into an empty database; through Caddy every page and form answers, a lead posted to
 * instance A is in instance B's back office, HSTS, HTTP redirected to HTTPS, the client address the
 * site stores is the client's (this process binds its sockets to 127.0.x.y addresses, so it differs
 * from Caddy's 127.0.0.1, and sends a forged X-Forwarded-For), MDN's Observatory grade. Then the
 * upgrade under a steady load of page requests and lead posts: deploy/rolling-restart.sh itself,
 * with a stand-in `systemctl` on its PATH through which this process stops the instance (SIGTERM,
 * as systemd does) and starts the next release on its port: this commit plus one additive migration
 * (scripts/prod-check-release.ts, decision 0015), so the old release serves for a while on the new
 * schema. Every request must succeed and every lead acknowledged with 201 must be stored exactly
 * once and e-mailed. Writes the "Production check" section of docs/benchmarks.md.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import tls from "node:tls";
import pg from "pg";
import { startPostgres, type TestPostgres } from "../tests/integration/postgres.ts";
import { SmtpSink } from "../tests/mocks/smtp-sink.ts";
import { benchArgs, fixed, percentile, runBench, sleep, table, tempDir } from "./bench-common.ts";
import { emailFor, LEAD_ENDPOINTS, storedLeads } from "./bench-leads.ts";
import { PAGE_TYPES } from "./bench-pages.ts";
import {
  deployFile,
  parseEnvFile,
  readDeploy,
  readUnit,
  ROOT,
  unitCommand,
  unitEnvironment,
  unitValue,
} from "./deploy-recipe.ts";
import { NEXT_COLUMN, NEXT_MIGRATION } from "./prod-check-release.ts";
import { scan, staffSignIn } from "./observatory.ts";

const args = benchArgs({
  port: { type: "string", default: "4350" },
  seconds: { type: "string", default: "40" },
  "page-rate": { type: "string", default: "20" },
  "lead-rate": { type: "string", default: "5" },
});
const PORT = Number(args.port);
const [HTTPS_PORT, HTTP_PORT, ADMIN_PORT, PORT_A, PORT_B, PORT_SPARE, SMTP_PORT, CONTROL_PORT] = [
  0, 1, 2, 3, 4, 5, 6, 7,
].map((i) => PORT + i) as [number, number, number, number, number, number, number, number];
const ORIGIN = `https://localhost:${HTTPS_PORT}`;
const SECONDS = Number(args.seconds);
const PAGE_RATE = Number(args["page-rate"]);
const LEAD_RATE = Number(args["lead-rate"]);
/** Steady load before the rolling restart begins. */
const WARM_UP_MS = 5_000;
const TAG = `p${Date.now().toString(36)}`;
const STAFF = { email: "owner@example.com", password: "prod check staff password" };
const NEXT_RELEASE = path.join(ROOT, "scripts", "prod-check-release.ts");

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
function check(name: string, ok: boolean, detail = ""): boolean {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` — ${detail}` : ""}`);
  return ok;
}

/** Runs `attempt`; a throw is a failed check with its message. */
async function checking(name: string, attempt: () => Promise<string>): Promise<void> {
  try {
    check(name, true, await attempt());
  } catch (error) {
    check(name, false, (error as Error).message);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------------------------------------
// Packages: Caddy and PostgreSQL from Debian, as `./run test` installs Chromium and PostgreSQL.

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const hasPostgresServer = () =>
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

function aptInstall(pkg: string, present: () => boolean): void {
  if (present()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing: ${pkg}. Install it (Debian/Ubuntu: sudo apt-get install -y ${pkg}), then run this again.`,
    );
  }
  console.log(`Installing ${pkg} from Debian's packages …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => spawnSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "ignore", env }).status === 0;
  if (!install()) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "ignore", env });
    if (!install()) throw new Error(`apt-get install ${pkg} failed`);
  }
  if (!present()) throw new Error(`${pkg} installed, but still not found`);
  if (pkg === "caddy" || pkg === "postgresql")
    console.log(
      `(Debian's ${pkg} package also enables its own service; on a machine that is not a server: systemctl disable --now ${pkg})`,
    );
}

// ---------------------------------------------------------------------------------------------
// HTTP from chosen local addresses (Node's fetch cannot bind one), through Caddy or straight.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
type Call = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  from?: string;
  timeoutMs?: number;
  /** Send it a second time when the first cannot have reached the server (the load does; see `call`). */
  resend?: boolean;
};

const tlsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });
const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Requests sent a second time, and why: neither reached the site the first time. */
const resent = { keepAlive: 0, connect: 0 };
/** The errors of the requests sent again, by code: what the report says they met. */
const resentWhy = new Map<string, number>();

/**
 * One request. With `resend` (the load), sent a second time (once) when the first cannot have reached the server:
 *  - its connection failed before the request went out (TCP connect or TLS handshake): Caddy 2.6
 *    fails the odd connection being opened while it reloads its configuration, as
 *    deploy/rolling-restart.sh has it do; a browser would show an error for that page load;
 *  - it met a reset on a reused keep-alive connection before any answer: the server closed the
 *    idle connection as the request went out (Caddy closes its idle client connections when it
 *    reloads); browsers resend those, and Node's documentation advises the same.
 */
function call(url: string, init: Call = {}): Promise<Answer> {
  const { method = "GET", headers, body, from, timeoutMs = 30_000, resend = false } = init;
  const target = new URL(url);
  const secure = target.protocol === "https:";
  return new Promise((resolve, reject) => {
    const options = { method, headers, localAddress: from, agent: secure ? tlsAgent : plainAgent, timeout: timeoutMs };
    let answered = false;
    let established = false;
    const req = (secure ? https : http).request(target, options, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("socket", (socket) => {
      if (req.reusedSocket) established = true;
      else socket.once(secure ? "secureConnect" : "connect", () => (established = true));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (resend && !answered && !established) {
        resent.connect++;
        const why = `${error.code ?? error.message.slice(0, 40)} (${req.reusedSocket ? "reused" : "new"} socket)`;
        resentWhy.set(why, (resentWhy.get(why) ?? 0) + 1);
        resolve(call(url, { ...init, resend: false }));
      } else if (resend && !answered && req.reusedSocket && error.code === "ECONNRESET") {
        resent.keepAlive++;
        resolve(call(url, { ...init, resend: false }));
      } else reject(error);
    });
    req.end(body);
  });
}

const json = (value: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

// ---------------------------------------------------------------------------------------------
// The recipe's processes.

type Release = "old" | "new";
type Instance = {
  port: number;
  release: Release;
  child: ChildProcess;
  log: string;
  /** SIGTERM, as `systemctl stop` sends, and the exit. */
  stop: () => Promise<{ code: number | null; ms: number }>;
};

const work = tempDir("prod-check");
let starts = 0;

/** The environment deploy/systemd/site@<port>.service gives the site: its Environment= lines and EnvironmentFile. */
function serviceEnv(port: number, settings: Record<string, string>): NodeJS.ProcessEnv {
  const unit = readUnit("site@.service");
  return { PATH: process.env.PATH, ...settings, ...unitEnvironment(unit, String(port)) };
}

/** The unit's ExecStart= with this Node; the next release starts with its extra migration. */
function serviceCommand(release: Release): string[] {
  const [, ...rest] = unitCommand(readUnit("site@.service"));
  return [...(release === "new" ? ["--import", NEXT_RELEASE] : []), ...rest];
}

const tail = (file: string) => readFileSync(file, "utf8").split("\n").slice(-15).join("\n");

/** Starts an instance as systemd does (`systemctl start`: the process runs; it answers once it is ready). */
function spawnInstance(port: number, release: Release, settings: Record<string, string>): Instance {
  const log = path.join(work, `site-${port}-${++starts}.log`);
  const fd = openSync(log, "w");
  const child = spawn(process.execPath, serviceCommand(release), {
    cwd: ROOT,
    env: serviceEnv(port, settings),
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    port,
    release,
    child,
    log,
    stop: async () => {
      const t0 = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const code = await exited;
      return { code, ms: Date.now() - t0 };
    },
  };
}

async function answering(instance: Instance): Promise<Instance> {
  const { port, release, child, log } = instance;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site@${port} (${release} release) exited at start:\n${tail(log)}`);
    try {
      if ((await call(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 1_000 })).status === 200) return instance;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`site@${port} did not answer /healthz within 60 s:\n${tail(log)}`);
}

const startInstance = (port: number, release: Release, settings: Record<string, string>) =>
  answering(spawnInstance(port, release, settings));

/** The only values prod:check gives the Caddyfile (for `caddy run` and `caddy reload`); everything else is the file's own. */
const caddyfileEnv = (upstreams = [PORT_A, PORT_B]) => ({
  SITE_ADDRESS: `localhost:${HTTPS_PORT}`,
  CADDY_HTTP_PORT: String(HTTP_PORT),
  CADDY_ADMIN: `localhost:${ADMIN_PORT}`,
  SITE_UPSTREAMS: upstreams.map((p) => `127.0.0.1:${p}`).join(" "),
});

async function startCaddy(): Promise<{ stop: () => Promise<void>; version: string; rootCa: string }> {
  const home = path.join(work, "caddy");
  mkdirSync(home, { recursive: true });
  const log = path.join(work, "caddy.log");
  const fd = openSync(log, "w");
  const child = spawn("caddy", ["run", "--config", deployFile("Caddyfile"), "--adapter", "caddyfile"], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      ...caddyfileEnv(),
    },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const rootCa = path.join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  let trusted = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited at start:\n${tail(log)}`);
    if (!trusted && existsSync(rootCa) && statSync(rootCa).size > 0) {
      // This process, and only it, trusts Caddy's local authority (fetch and https alike).
      tls.setDefaultCACertificates([...tls.getCACertificates("default"), readFileSync(rootCa, "utf8")]);
      trusted = true;
    }
    if (trusted) {
      try {
        if ((await call(`${ORIGIN}/healthz`, { timeoutMs: 2_000 })).status === 200) break;
      } catch {
        // certificate not issued yet, or no upstream up yet
      }
    }
    await sleep(200);
  }
  if (Date.now() >= deadline) throw new Error(`caddy did not answer ${ORIGIN}/healthz within 30 s:\n${tail(log)}`);
  const version = spawnSync("caddy", ["version"], { encoding: "utf8" }).stdout.trim().split(" ")[0] ?? "?";
  return {
    version,
    rootCa,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A command run while this process goes on serving its load and the stand-in systemctl: output and exit code. */
function runAsync(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => resolve({ code, out: out.trim() }));
  });
}

/** A command of the recipe (admin, db) run as the service runs, in this checkout, with this Node. */
function runTool(args: string[], env: NodeJS.ProcessEnv, input?: string) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, input, encoding: "utf8" });
  return { code: result.status, out: `${result.stdout}${result.stderr}`.trim() };
}

// ---------------------------------------------------------------------------------------------
// The steady load of the rolling upgrade.

type Outcome = { kind: "page" | "lead"; at: number; ms: number; status?: number; error?: string; ok: boolean };
type Lead = { email: string; endpoint: number; id?: string };

function startLoad() {
  resent.keepAlive = resent.connect = 0;
  resentWhy.clear();
  const outcomes: Outcome[] = [];
  const leads: Lead[] = [];
  const inFlight = new Set<Promise<void>>();
  const pages = [...PAGE_TYPES.map((p) => p.path), "/admin/login"];
  let pageCount = 0;
  let leadCount = 0;
  const fire = (
    kind: Outcome["kind"],
    request: () => Promise<Answer>,
    expected: number,
    onAnswer?: (a: Answer) => void,
  ) => {
    const at = Date.now();
    const done = request().then(
      (answer) => {
        onAnswer?.(answer);
        outcomes.push({ kind, at, ms: Date.now() - at, status: answer.status, ok: answer.status === expected });
      },
      (error: Error) => {
        outcomes.push({ kind, at, ms: Date.now() - at, error: error.message, ok: false });
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  const pageTimer = setInterval(() => {
    const n = pageCount++;
    // A browser's request: compressed answers welcome (the site's own .br/.gz files).
    const headers = { "accept-encoding": "br, gzip" };
    fire(
      "page",
      () => call(`${ORIGIN}${pages[n % pages.length]}`, { headers, from: `127.0.2.${(n % 50) + 1}`, resend: true }),
      200,
    );
  }, 1000 / PAGE_RATE);
  const leadTimer = setInterval(() => {
    const n = leadCount++;
    const lead: Lead = { email: emailFor(TAG, n), endpoint: n % 2 };
    leads.push(lead);
    const endpoint = LEAD_ENDPOINTS[lead.endpoint]!;
    // Each visitor its own address: the rate limit (10 a minute per client) never refuses one.
    const from = `127.0.1.${(n % 200) + 1}`;
    fire(
      "lead",
      () =>
        call(`${ORIGIN}${endpoint.path}`, { method: "POST", ...json(endpoint.body(lead.email)), from, resend: true }),
      201,
      (answer) => {
        if (answer.status === 201) lead.id = (JSON.parse(answer.body) as { id?: string }).id;
      },
    );
  }, 1000 / LEAD_RATE);
  return {
    async stop() {
      clearInterval(pageTimer);
      clearInterval(leadTimer);
      while (inFlight.size) await Promise.all(inFlight);
      return { outcomes, leads };
    },
  };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<Record<string, string>> {
  aptInstall("caddy", () => has("caddy"));
  aptInstall("postgresql", () => hasPostgresServer() && has("pg_dump") && has("psql"));
  aptInstall("curl", () => has("curl"));

  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));
  const found: Record<string, string> = {};
  try {
    return await checkRecipe(cleanups, found);
  } finally {
    await cleanup();
  }
}

async function checkRecipe(
  cleanups: (() => Promise<void> | void)[],
  found: Record<string, string>,
): Promise<Record<string, string>> {
  // What is checked of the recipe without running it: units, Caddyfile, Dockerfile, compose.yaml.
  await checking("deploy/ passes its static checks (scripts/deploy.test.ts)", async () => {
    const vitest = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
    const run = spawnSync(process.execPath, [vitest, "run", "scripts/deploy.test.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    const tests = /Tests\s+(.*)/.exec(run.stdout)?.[1]?.trim() ?? "";
    assert(run.status === 0, `${tests || `exit ${run.status}`}\n${run.stdout.slice(-2000)}`);
    return tests;
  });
  if (has("hadolint")) {
    await checking("hadolint passes deploy/Dockerfile", async () => {
      const run = spawnSync("hadolint", [deployFile("Dockerfile")], { encoding: "utf8" });
      assert(run.status === 0, run.stdout + run.stderr);
      return "no finding";
    });
  } else
    console.log("(hadolint is not installed, nor packaged for Debian 12: dockerfile-utils validated the Dockerfile)");

  // The database, as deploy/create-database.sql makes it.
  const postgres: TestPostgres = await startPostgres({ durable: true });
  cleanups.push(() => postgres.stop());
  const superuser = new URL(await postgres.createDatabase());
  superuser.pathname = "/postgres";
  const dbPassword = randomBytes(24).toString("hex");
  // As the README has it: the password on standard input.
  const psql = spawnSync("psql", ["-X", "-q", "-f", deployFile("create-database.sql"), superuser.href], {
    input: `${dbPassword}\n`,
    encoding: "utf8",
  });
  if (psql.status !== 0) throw new Error(`deploy/create-database.sql failed: ${psql.stderr}`);
  const databaseUrl = new URL(superuser.href);
  [databaseUrl.username, databaseUrl.password, databaseUrl.pathname] = ["site", dbPassword, "/site"];

  const sink = await new SmtpSink().start(SMTP_PORT);
  cleanups.push(() => sink.stop());

  // deploy/site.env.example with the values every install changes.
  const settings: Record<string, string> = {
    ...parseEnvFile(readDeploy("site.env.example")),
    SITE_URL: ORIGIN,
    DATABASE_URL: databaseUrl.href,
    SECRET_KEY: randomBytes(32).toString("hex"),
    SMTP_URL: sink.url,
    GEOCODER_URL: "https://geocoder.test",
    MAP_TILE_URL: "https://tiles.test/{z}/{x}/{y}.png",
  };
  const toolEnv = { ...serviceEnv(0, settings), PORT: undefined };

  const instances = new Map<number, Instance>();
  cleanups.push(async () => {
    for (const instance of instances.values()) await instance.stop();
  });
  for (const port of [PORT_A, PORT_B]) instances.set(port, await startInstance(port, "old", settings));
  const caddy = await startCaddy();
  cleanups.push(() => caddy.stop());
  console.log(`Caddy ${caddy.version} on ${ORIGIN} (HTTP on ${HTTP_PORT}) in front of ${PORT_A} and ${PORT_B}.`);

  const db = new pg.Pool({ connectionString: databaseUrl.href, max: 2 });
  cleanups.push(() => db.end());

  // --- The install's own steps: first staff account, first backup and a restore.
  await checking("first staff account with `npm run admin -- create-user`", async () => {
    const made = runTool(
      ["scripts/admin.ts", "create-user", "--email", STAFF.email, "--password-stdin"],
      toolEnv,
      `${STAFF.password}\n`,
    );
    assert(made.code === 0, `exit ${made.code}: ${made.out}`);
    return made.out.split("\n")[0] ?? "";
  });

  await checking("first backup with site-backup.service's command, and its rotation", async () => {
    const unit = readUnit("site-backup.service");
    const [shell, script, dir] = unitCommand(unit);
    assert(
      shell && script && dir === "/var/backups/site",
      `unexpected ExecStart=${unitValue(unit, "Service", "ExecStart")}`,
    );
    const backups = path.join(work, "backups");
    mkdirSync(backups, { mode: 0o700 });
    // Copies from past nights: a daily one of 10 days ago and a weekly one of 20 days ago stay
    // within the rotation only for the weekly, one of 30 days ago goes.
    const old = {
      "site-2000-01-01T020000-daily.backup": 10,
      "site-2000-01-02T020000-weekly.backup": 20,
      "site-2000-01-03T020000-weekly.backup": 30,
    };
    for (const [name, days] of Object.entries(old)) {
      const file = path.join(backups, name);
      closeSync(openSync(file, "w"));
      const when = new Date(Date.now() - days * 86_400_000);
      utimesSync(file, when, when);
    }
    const env = {
      ...toolEnv,
      ...unitEnvironment(unit),
      // The unit's PATH finds /usr/local/bin/node; here, this Node.
      PATH: `${path.dirname(process.execPath)}:${unitEnvironment(unit).PATH ?? process.env.PATH}`,
    };
    const run = spawnSync(shell, [script, backups], { cwd: ROOT, env, encoding: "utf8" });
    assert(run.status === 0, `exit ${run.status}: ${run.stderr}`);
    const left = readdirSync(backups).sort();
    const made = left.filter((f) => !(f in old));
    assert(made.length === 1 && /^site-\d{4}-\d\d-\d\dT\d{6}-(daily|weekly)\.backup$/.test(made[0]!), `made ${made}`);
    const mode = statSync(path.join(backups, made[0]!)).mode & 0o777;
    assert(mode === 0o600, `mode ${mode.toString(8)}`);
    assert(left.includes("site-2000-01-02T020000-weekly.backup"), "a 20-day-old weekly copy was deleted");
    assert(!left.some((f) => f.startsWith("site-2000-01-01") || f.startsWith("site-2000-01-03")), `left ${left}`);
    found.backup = path.join(backups, made[0]!);
    return `${made[0]} (${statSync(found.backup).size} bytes, mode 600); a 10-day daily and a 30-day weekly copy deleted, a 20-day weekly kept`;
  });

  await checking("the backup restores into an empty database (`npm run db -- restore`)", async () => {
    assert(found.backup, "no backup");
    const admin = new pg.Client({ connectionString: superuser.href });
    await admin.connect();
    try {
      await admin.query("create database site_restore owner site");
    } finally {
      await admin.end();
    }
    const target = new URL(databaseUrl.href);
    target.pathname = "/site_restore";
    const restored = runTool(["scripts/db.ts", "restore", found.backup], { ...toolEnv, DATABASE_URL: target.href });
    assert(restored.code === 0, `exit ${restored.code}: ${restored.out}`);
    return restored.out.split("\n").find((l) => l.startsWith("Integrity check")) ?? restored.out;
  });

  // --- Through HTTPS.
  await checking("pages answer 200 through Caddy over HTTPS", async () => {
    const paths = [...PAGE_TYPES.map((p) => p.path), "/admin/login", "/.well-known/security.txt"];
    const bad: string[] = [];
    for (const p of paths) {
      const answer = await call(`${ORIGIN}${p}`);
      if (answer.status !== 200) bad.push(`${p} ${answer.status}`);
    }
    assert(bad.length === 0, bad.join(", "));
    return `${paths.length} paths`;
  });

  await checking("compression is the site's own (Caddy passes Accept-Encoding through)", async () => {
    const br = await call(`${ORIGIN}/`, { headers: { "accept-encoding": "br" } });
    const none = await call(`${ORIGIN}/`);
    assert(br.headers["content-encoding"] === "br", `content-encoding ${br.headers["content-encoding"]}`);
    assert(String(br.headers.etag).endsWith('-br"'), `etag ${br.headers.etag}`);
    assert(!none.headers["content-encoding"], `unasked encoding ${none.headers["content-encoding"]}`);
    return `br answer with the site's ETag ${br.headers.etag}; identity when not asked`;
  });

  await checking("HSTS on every HTTPS answer", async () => {
    const hsts = (await call(`${ORIGIN}/contact`)).headers["strict-transport-security"];
    const maxAge = Number(/max-age=(\d+)/.exec(String(hsts))?.[1] ?? 0);
    assert(maxAge >= 15_768_000, `strict-transport-security: ${hsts}`);
    return String(hsts);
  });

  await checking("HTTP is redirected to HTTPS, path and query kept", async () => {
    const answer = await call(`http://localhost:${HTTP_PORT}/contact?from=http`);
    const expected = `${ORIGIN}/contact?from=http`;
    assert([301, 308].includes(answer.status), `status ${answer.status}`);
    assert(answer.headers.location === expected, `Location ${answer.headers.location}`);
    return `${answer.status} → ${answer.headers.location}`;
  });

  const contact = LEAD_ENDPOINTS[0]!;
  await checking("the contact form posted without JavaScript (a page action) answers with its notice", async () => {
    const form = new URLSearchParams({
      user_name: "Form Visitor",
      user_email: `form-${TAG}@example.com`,
      user_phone: "213-555-0199",
      location_address: "1200 Sunset Blvd, Los Angeles",
      message: "Please call me about shutters.",
    });
    const answer = await call(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      from: "127.0.3.1",
    });
    assert(answer.status === 200, `status ${answer.status}`);
    assert(answer.body.includes("Message sent successfully"), "no success notice in the page");
    return "200, “Message sent successfully!”";
  });

  await checking("the lead API answers 201 through Caddy", async () => {
    const answer = await call(`${ORIGIN}${contact.path}`, {
      method: "POST",
      ...json(contact.body(`api-${TAG}@example.com`)),
      from: "127.0.3.2",
    });
    assert(answer.status === 201, `status ${answer.status}: ${answer.body}`);
    return `201 ${answer.body}`;
  });

  await checking("the client address stored is the client's, not Caddy's nor a forged one", async () => {
    const answer = await call(`${ORIGIN}${contact.path}`, {
      method: "POST",
      headers: { ...json({}).headers, "x-forwarded-for": "203.0.113.66", "x-real-ip": "203.0.113.67" },
      body: json(contact.body(`ip-${TAG}@example.com`)).body,
      from: "127.0.3.7",
    });
    assert(answer.status === 201, `status ${answer.status}`);
    const id = (JSON.parse(answer.body) as { id: string }).id;
    const row = await db.query<{ client_ip: string }>("select client_ip from contact_messages where id = $1", [id]);
    const ip = row.rows[0]?.client_ip;
    assert(ip === "127.0.3.7", `stored ${ip}`);
    return "sent from 127.0.3.7 with X-Forwarded-For: 203.0.113.66 → stored 127.0.3.7 (Caddy connects from 127.0.0.1)";
  });

  let staffCookie = "";
  await checking("a lead posted to instance A is in instance B's back office", async () => {
    staffCookie = await staffSignIn(ORIGIN, STAFF);
    const email = `cross-${TAG}@example.com`;
    const posted = await call(`http://127.0.0.1:${PORT_A}${contact.path}`, {
      method: "POST",
      ...json(contact.body(email)),
    });
    assert(posted.status === 201, `instance A answered ${posted.status}`);
    const id = (JSON.parse(posted.body) as { id: string }).id;
    const inbox = await call(`http://127.0.0.1:${PORT_B}/api/admin/leads?q=${encodeURIComponent(email)}`, {
      headers: { cookie: staffCookie },
    });
    assert(inbox.status === 200, `instance B's /api/admin/leads answered ${inbox.status}`);
    assert(inbox.body.includes(id), `lead ${id} not in instance B's inbox`);
    return `lead ${id.slice(0, 8)}… posted on :${PORT_A}, listed by :${PORT_B} (staff signed in through Caddy)`;
  });

  let observatory = "";
  await checking("MDN HTTP Observatory grade A+ on / through Caddy", async () => {
    const result = await scan(HTTP_PORT, HTTPS_PORT, "/", { host: "localhost" });
    observatory = `${result.score} (${result.grade})`;
    const misses = result.tests.filter((t) => t.modifier < 0).map((t) => `${t.test}: ${t.result}`);
    assert(result.grade === "A+", `${observatory}; ${misses.join(", ")}`);
    return `score ${result.score}, grade ${result.grade}, no test below 0${misses.length ? ` except ${misses}` : ""}`;
  });

  // --- The rolling upgrade under load.
  console.log(`Rolling upgrade under ${PAGE_RATE} page requests/s and ${LEAD_RATE} lead posts/s for ${SECONDS} s …`);
  const t0 = Date.now();
  const load = startLoad();
  const steps: string[][] = [];
  let oldOnNewSchema = "";

  /** The old release (B) on the schema the new one (A) extended at its start: a lead and the back office. */
  const oldReleaseOnNewSchema = async () => {
    const email = `mixed-${TAG}@example.com`;
    const posted = await call(`http://127.0.0.1:${PORT_B}${contact.path}`, {
      method: "POST",
      ...json(contact.body(email)),
    });
    const id = posted.status === 201 ? (JSON.parse(posted.body) as { id: string }).id : "";
    const inbox = await call(`http://127.0.0.1:${PORT_B}/api/admin/leads?q=${encodeURIComponent(email)}`, {
      headers: { cookie: staffCookie },
    });
    const column = await db.query(
      "select 1 from information_schema.columns where table_name = 'contact_messages' and column_name = $1",
      [NEXT_COLUMN],
    );
    oldOnNewSchema = `column ${NEXT_COLUMN} ${column.rowCount ? "present" : "MISSING"}; old release: lead ${posted.status}, inbox ${inbox.status}${id && inbox.body.includes(id) ? " listing it" : " WITHOUT it"}`;
    check(
      "the old release works on the schema the new release extended",
      column.rowCount === 1 && posted.status === 201 && inbox.status === 200 && inbox.body.includes(id),
      oldOnNewSchema,
    );
  };

  // `systemctl restart site@<port>` as deploy/rolling-restart.sh runs it: a stand-in on the PATH asks
  // this process, which stops the instance with SIGTERM and starts the next release on its port.
  const control = http.createServer((req, res) => {
    const port = Number(/^\/restart\/site@(\d+)$/.exec(req.url ?? "")?.[1]);
    const old = instances.get(port);
    if (req.method !== "POST" || !old) return void res.writeHead(404).end("no such instance\n");
    void (async () => {
      if (port === PORT_B) await oldReleaseOnNewSchema();
      const stopAt = Date.now();
      const stopped = await old.stop();
      instances.delete(port);
      const next = spawnInstance(port, "new", settings);
      instances.set(port, next);
      res.writeHead(200).end();
      await answering(next).catch(() => {});
      const upAt = Date.now();
      steps.push([
        `site@${port}`,
        `${((stopAt - t0) / 1000).toFixed(1)} s`,
        `${stopped.ms} ms (exit ${stopped.code})`,
        `${upAt - stopAt} ms`,
      ]);
    })().catch((error: Error) => res.writeHead(500).end(`${error.message}\n`));
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => control.close(() => resolve())));
  const bin = path.join(work, "bin");
  mkdirSync(bin);
  writeFileSync(
    path.join(bin, "systemctl"),
    [
      "#!/bin/sh",
      "# systemctl as prod:check stands it in: `restart site@<port>` has prod:check stop that instance",
      "# (SIGTERM) and start the next release on its port, as systemd would.",
      '[ "$1" = restart ] || { echo "prod:check\'s systemctl only restarts" >&2; exit 1; }',
      'exec curl -fsS -X POST "http://127.0.0.1:$PROD_CHECK_CONTROL/restart/$2"',
      "",
    ].join("\n"),
    { mode: 0o755 },
  );

  await sleep(WARM_UP_MS);
  const restartAt = Date.now();
  const script = await runAsync("sh", [deployFile("rolling-restart.sh")], {
    ...process.env,
    ...caddyfileEnv(),
    PATH: `${bin}:${process.env.PATH}`,
    SITE_PORTS: `${PORT_A} ${PORT_B}`,
    CADDYFILE: deployFile("Caddyfile"),
    PROD_CHECK_CONTROL: String(CONTROL_PORT),
  });
  const restartMs = Date.now() - restartAt;
  const said = script.out
    .split("\n")
    .filter((l) => l.startsWith("site@") || l.startsWith("Every"))
    .join("; ");
  check(
    "deploy/rolling-restart.sh restarts both instances",
    script.code === 0,
    `exit ${script.code} in ${restartMs} ms: ${script.code === 0 ? said : script.out}`,
  );
  await sleep(Math.max(0, SECONDS * 1000 - (Date.now() - t0)));
  const { outcomes, leads } = await load.stop();
  const duration = (Date.now() - t0) / 1000;

  const failed = outcomes.filter((o) => !o.ok);
  const summary = (kind: Outcome["kind"]) => {
    const of = outcomes.filter((o) => o.kind === kind);
    const ms = of.map((o) => o.ms);
    return [kind === "page" ? "pages (GET)" : "leads (POST)", of.length, fixed(of.length / duration, 1)]
      .concat([of.filter((o) => !o.ok).length, fixed(percentile(ms, 50)), fixed(percentile(ms, 99))])
      .concat([fixed(Math.max(...ms))])
      .map(String);
  };
  check(
    "rolling upgrade under load: no request failed",
    failed.length === 0,
    `${outcomes.length} requests in ${duration.toFixed(0)} s, ${failed.length} failed${failed.length ? `: ${[...new Set(failed.map((f) => f.error ?? f.status))].join(", ")}` : ""}; sent again: ${resent.keepAlive} after a reset on a reused keep-alive connection, ${resent.connect} whose connection failed before the request went out${resentWhy.size ? ` (${[...resentWhy].map(([why, n]) => `${why} ×${n}`).join(", ")})` : ""}`,
  );

  // Every acknowledged lead stored once, and e-mailed.
  const acked = leads.filter((l) => l.id);
  const storage = { databaseUrl: databaseUrl.href };
  let stored = 0;
  let duplicates = 0;
  const storedEmails = new Set<string>();
  for (const endpoint of LEAD_ENDPOINTS.slice(0, 2)) {
    const s = await storedLeads(storage, endpoint, TAG);
    stored += s.rows;
    duplicates += s.duplicates;
    for (const e of s.emails) storedEmails.add(e);
  }
  const missing = acked.filter((l) => !storedEmails.has(l.email));
  const unacknowledgedStored = stored - duplicates - (acked.length - missing.length);
  check(
    "every lead acknowledged with 201 is stored exactly once",
    missing.length === 0 && duplicates === 0,
    `${acked.length} acknowledged of ${leads.length} sent; ${stored} rows, ${missing.length} missing, ${duplicates} duplicates, ${unacknowledgedStored} stored without an acknowledgement`,
  );

  const deadline = Date.now() + 60_000;
  let mailed = new Set<string>();
  let jobs: Record<string, number> = {};
  while (Date.now() < deadline) {
    const rows = await db.query<{ status: string; n: string }>(
      "select status, count(*) as n from outbox group by status",
    );
    jobs = Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]));
    const pattern = new RegExp(`load-${TAG}-\\d+@example\\.com`, "g");
    mailed = new Set(sink.mailbox().flatMap((m) => m.raw.match(pattern) ?? []));
    if (acked.every((l) => mailed.has(l.email)) && !jobs.pending) break;
    await sleep(500);
  }
  const unmailed = acked.filter((l) => !mailed.has(l.email));
  check(
    "every acknowledged lead reached the business's inbox; no failed outbox job",
    unmailed.length === 0 && !jobs.failed,
    `${acked.length - unmailed.length} of ${acked.length} e-mailed; outbox ${JSON.stringify(jobs)}`,
  );

  // What a rollback of the code (or a crash-restart of an old instance) meets: the extended schema (decision 0015).
  let rollback: string;
  try {
    const spare = await startInstance(PORT_SPARE, "old", settings);
    await spare.stop();
    rollback = "starts on the extended schema and answers";
  } catch (error) {
    rollback = `refuses to start: ${(error as Error).message.split("\n")[0]}`;
  }
  check(
    "the old release restarted after the upgrade runs on the newer schema",
    rollback.startsWith("starts"),
    rollback,
  );

  const allOk = checks.every((c) => c.ok);
  // Last of the clean-ups (they run in reverse): the logs go once every process has stopped.
  if (allOk) cleanups.unshift(() => rmSync(work, { recursive: true, force: true }));
  else {
    process.exitCode = 1;
    console.log(`Logs of Caddy and of every instance: ${work}`);
  }
  console.log(allOk ? "\nprod:check passed." : `\nprod:check FAILED: ${checks.filter((c) => !c.ok).length} check(s).`);

  return {
    "Production check": [
      `The recipe of \`deploy/\` (README, "Production") on this machine: Caddy ${caddy.version} (Debian's package) running \`deploy/Caddyfile\` with HTTPS for \`localhost:${HTTPS_PORT}\` from its internal certificate authority and HTTP on ${HTTP_PORT}, two instances started as \`deploy/systemd/site@.service\` starts them (its Environment= and ExecStart= with this Node, \`deploy/site.env.example\` with SITE_URL, DATABASE_URL, SECRET_KEY and SMTP_URL replaced), on PostgreSQL made by \`deploy/create-database.sql\` (a throwaway server with trust authentication). The checker binds its sockets to 127.0.1.x–127.0.3.x so the client address differs from Caddy's 127.0.0.1. What it does not run: systemd itself (no systemd here), the units' sandboxing and Docker (see \`scripts/deploy.test.ts\` for what is checked of them); see the header of \`scripts/prod-check.ts\`.`,
      "",
      `**${allOk ? "All checks passed" : "FAILED"}:** ${checks.filter((c) => c.ok).length} of ${checks.length}.`,
      "",
      table(
        ["Check", "Result"],
        checks.map((c) => [c.name, `${c.ok ? "✅" : "❌"} ${c.detail.replace(/\|/g, "\\|")}`]),
      ),
      "",
      `**Rolling upgrade under load:** ${PAGE_RATE} page requests/s (${PAGE_TYPES.length + 1} pages in turn, compressed) and ${LEAD_RATE} lead posts/s (contact and quote API in turn, each from its own address) through Caddy for ${duration.toFixed(0)} s; after ${WARM_UP_MS / 1000} s \`deploy/rolling-restart.sh\` runs as the README's upgrade has it (with a stand-in \`systemctl\` that has this check stop the instance with SIGTERM, as systemd does, and start the next release on its port: this commit with the additive migration \`${NEXT_MIGRATION}\`, \`scripts/prod-check-release.ts\`). ${failed.length === 0 ? "No request failed." : `${failed.length} requests FAILED.`} The client sends a request a second time only when the first cannot have reached the site: ${resent.keepAlive} met a reset on a reused keep-alive connection before any answer (Caddy closes its idle client connections when it reloads; browsers resend these), ${resent.connect} lost their connection before the request went out (Caddy 2.6 fails the odd connection opened during a reload: a browser would show an error for that page load; nothing was stored, so nothing is lost or doubled).`,
      "",
      table(
        ["Requests", "Sent", "Per second", "Failed", "p50 ms", "p99 ms", "max ms"],
        [summary("page"), summary("lead")],
      ),
      "",
      table(["Instance", "SIGTERM at", "Stopped in", "Next release answering after SIGTERM"], steps),
      "",
      `Old and new release side by side: ${oldOnNewSchema}. The old release *restarted* after the upgrade ${rollback} (decision 0015: roll back by restoring the backup taken before the upgrade).`,
    ].join("\n"),
  };
}

if (import.meta.main) {
  const note = args.note || "a correctness check: the latencies are those of a shared 2-core machine";
  await runBench("prod:check", note, main);
}
